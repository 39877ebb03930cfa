import type { ContentLanguage } from "../../domain/content/content-rules";
import type { Result } from "../../domain/errors";
import type { SupportMessage, SupportOwner } from "../../domain/support/conversation";
import { isGuestActive } from "../../domain/support/guest-rules";
import { isWithinSupportHours, nextSupportOpeningMs } from "../../domain/support/hours-rules";
import { checkImageCaption, type CheckedSupportImage } from "../../domain/support/image-rules";
import { checkSupportText } from "../../domain/support/message-rules";
import { checkNotMuted } from "../../domain/support/mute-rules";
import { checkSupportPace, supportWindowStartMs } from "../../domain/support/rate-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { storeSupportImage } from "./stored-image";
import { autoReplyIn, supportHoursIn } from "./support-settings";
import { customerMessage, eventOwner, type CustomerMessage } from "./support-views";

export type PostSupportRefusal = "USER_NOT_FOUND" | "NOT_LOGGED_IN" | "FORBIDDEN" | "SUPPORT_MESSAGE_EMPTY" | "SUPPORT_MESSAGE_TOO_LONG" | "INVALID_INPUT" | "SUPPORT_MUTED" | "SUPPORT_TOO_FAST";

export interface PostSupportInput {
  /** Who writes: a player, or a guest (by the id their cookie named). */
  readonly customer: SupportOwner;
  /** As typed; checked and trimmed here. May be empty beside an image. */
  readonly text: string;
  /** An image sent with the text (post-support-image.ts checked its bytes), or none. */
  readonly image?: CheckedSupportImage | null;
  /** The client's address (the pace and mutes per address); null when unknown. */
  readonly address: string | null;
  /** The language of the automatic first reply, kept on the conversation as the customer's. */
  readonly lang: ContentLanguage;
}

export interface PostedSupportMessage {
  readonly conversationId: number;
  readonly message: CustomerMessage;
  /** The desk's automatic reply, sent after the conversation's first message; null otherwise. */
  readonly autoReply: CustomerMessage | null;
  /** Outside support hours: when staff answer next (the message is kept as "left while closed"); null within them. */
  readonly nextOpeningMs: number | null;
}

/** Who a message is from, once the customer is checked: a player who exists and plays, or a guest still known by their cookie. */
async function authorOf(work: Work<PostSupportRefusal>, customer: SupportOwner, nowMs: number): Promise<Pick<SupportMessage, "author" | "authorId">> {
  if (customer.kind === "guest") {
    const guest = await work.tx.supportGuests.lockGuest(customer.guestId);
    // Expired, or taken over by a sign-in since the cookie was read: the guest is nobody any more.
    if (guest === null || !isGuestActive(guest, nowMs)) work.refuse("NOT_LOGGED_IN");
    return { author: "guest", authorId: null };
  }
  const user = (await work.tx.users.byId(customer.userId)) ?? work.refuse("USER_NOT_FOUND");
  if (user.role !== "player") work.refuse("FORBIDDEN");
  return { author: "player", authorId: user.id };
}

/**
 * A player or a guest writes to the support desk. Their conversation is started by
 * their first message, which the desk answers at once with its automatic
 * reply (at any hour); outside support hours the message is kept as "left
 * while closed". A player on a time-out or self-exclusion, or banned from the
 * room chat, still reaches support: only a desk mute (of the player or the
 * address) and the pace stop them. A closed conversation reopens. Stored in
 * one transaction; the thread and the staff inbox hear of each message
 * (`support.message`) once it has committed.
 */
export async function postSupportMessage(deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule" | "random">, input: PostSupportInput): Promise<Result<PostedSupportMessage, PostSupportRefusal>> {
  return inTransaction(deps, async (work: Work<PostSupportRefusal>) => {
    const { tx } = work;
    const nowMs = deps.clock.nowMs();
    const { customer } = input;
    const author = await authorOf(work, customer, nowMs);
    const image = input.image ?? null;
    const text = image === null ? checkSupportText(input.text) : checkImageCaption(input.text);
    if (!text.ok) work.refuse(text.error.code, text.error.params);
    const mutes = [customer.kind === "player" ? await tx.support.muteOf(customer) : null, input.address === null ? null : await tx.support.muteOf({ kind: "address", address: input.address })];
    const muted = checkNotMuted(mutes, nowMs);
    if (!muted.ok) work.refuse(muted.error.code);
    const since = supportWindowStartMs(nowMs);
    const pace = checkSupportPace({
      byCustomer: customer.kind === "player" ? await tx.support.countByPlayerSince(customer.userId, since) : await tx.supportGuests.countMessagesSince(customer.guestId, since),
      byAddress: input.address === null ? null : await tx.support.countByAddressSince(input.address, since),
    });
    if (!pace.ok) work.refuse(pace.error.code);

    const hours = await supportHoursIn(tx, deps.schedule.timeZone);
    const open = isWithinSupportHours(hours, nowMs);
    const conversation = await tx.support.conversationFor(customer, nowMs);
    const imageId = image === null ? null : await storeSupportImage(tx, deps.random, conversation.id, image, nowMs);
    const message = await tx.support.appendMessage(
      conversation.id,
      { ...author, text: text.value, imageId, leftWhileClosed: !open, createdAtMs: nowMs },
      input.address,
    );
    let autoReply: SupportMessage | null = null;
    if (message.seq === 1) {
      autoReply = await tx.support.appendMessage(conversation.id, { author: "system", authorId: null, text: await autoReplyIn(tx, input.lang), imageId: null, leftWhileClosed: false, createdAtMs: nowMs }, null);
    }
    await tx.support.updateConversation(conversation.id, {
      status: "open",
      closedAtMs: null,
      waitingSinceMs: conversation.status === "open" && conversation.waitingSinceMs !== null ? conversation.waitingSinceMs : nowMs,
      leftWhileClosed: (conversation.status === "open" && conversation.leftWhileClosed) || !open,
      customerLang: input.lang,
      updatedAtMs: nowMs,
    });
    // The sender has seen their own message: the read mark follows it.
    await tx.support.markRead(conversation.id, "customer", message.seq);
    for (const stored of autoReply === null ? [message] : [message, autoReply]) work.emit({ type: "support.message", ...eventOwner(conversation), message: stored });
    return {
      conversationId: conversation.id,
      message: customerMessage(message),
      autoReply: autoReply === null ? null : customerMessage(autoReply),
      nextOpeningMs: open ? null : nextSupportOpeningMs(hours, nowMs),
    };
  });
}
