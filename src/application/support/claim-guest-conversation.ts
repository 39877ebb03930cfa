import type { Result } from "../../domain/errors";
import { SUPPORT_MAX_PAGE, type Conversation } from "../../domain/support/conversation";
import { isGuestActive, mergedConversation } from "../../domain/support/guest-rules";
import { tokenHash } from "../accounts/sessions";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { eventOwner } from "./support-views";

export interface ClaimedGuest {
  /** The player's conversation now holding the guest's messages; null when the guest had written nothing. */
  readonly conversationId: number | null;
  /** How many of the guest's messages it took over. */
  readonly messages: number;
}

/**
 * A player signed in on a device that holds a guest's cookie (called by the
 * sign-in, after it succeeded): the guest's conversation becomes the player's.
 *
 * - The player has none: the guest's conversation is simply theirs from now
 *   on (same number, messages, read marks, assignee, status).
 * - The player has one: the guest's messages (and images) move into it in
 *   their order, numbered on after the player's last, and the emptied guest
 *   conversation is removed; status, wait, assignee and read marks follow
 *   `mergedConversation`. Nothing is lost or stored twice.
 *
 * Either way the guest is marked taken over, so their cookie names nobody
 * any more; two sign-ins at once with the same cookie move the messages once
 * (the second finds the guest taken: NOT_FOUND, as for an unknown or expired
 * cookie). The player's other screens and the staff inbox hear of it live.
 */
export async function claimGuestConversation(deps: Pick<AppDeps, "store" | "events" | "clock">, input: { readonly userId: number; readonly guestToken: string }): Promise<Result<ClaimedGuest, "NOT_FOUND" | "FORBIDDEN">> {
  return inTransaction(deps, async (work: Work<"NOT_FOUND" | "FORBIDDEN">) => {
    const { tx } = work;
    const nowMs = deps.clock.nowMs();
    const guest = await tx.supportGuests.guestByTokenHash(tokenHash(input.guestToken));
    if (guest === null || !isGuestActive(guest, nowMs)) work.refuse("NOT_FOUND");
    const user = await tx.users.byId(input.userId);
    // Only a player has a conversation of their own; an operator signing in leaves the guest as it is.
    if (user?.role !== "player") work.refuse("FORBIDDEN");
    if (!(await tx.supportGuests.claimGuest(guest.id, user.id, nowMs))) work.refuse("NOT_FOUND");

    const guestConversation = await tx.support.conversationOf({ kind: "guest", guestId: guest.id });
    if (guestConversation === null) return { conversationId: null, messages: 0 };
    const owner = { kind: "player", userId: user.id } as const;
    const existing = await tx.support.conversationOf(owner);
    let into: Conversation;
    let after: number;
    if (existing === null) {
      await tx.supportGuests.handOver(guestConversation.id, user.id);
      into = { ...guestConversation, owner };
      after = 0;
    } else {
      const unread = { customer: await tx.support.unreadCount(existing.id, "customer"), staff: await tx.support.unreadCount(existing.id, "staff") };
      const merged = mergedConversation(existing, guestConversation, unread);
      after = await tx.supportGuests.moveInto(guestConversation.id, existing.id);
      await tx.support.updateConversation(existing.id, {
        status: merged.status,
        closedAtMs: merged.closedAtMs,
        assigneeId: merged.assigneeId,
        waitingSinceMs: merged.waitingSinceMs,
        leftWhileClosed: merged.leftWhileClosed,
        ...(merged.customerLang === null ? {} : { customerLang: merged.customerLang }),
        updatedAtMs: nowMs,
      });
      await tx.support.markRead(existing.id, "customer", merged.customerReadSeq);
      await tx.support.markRead(existing.id, "staff", merged.staffReadSeq);
      into = (await tx.support.conversationById(existing.id)) ?? existing;
      for (const side of ["customer", "staff"] as const) {
        const seq = side === "customer" ? into.customerReadSeq : into.staffReadSeq;
        if (seq !== (side === "customer" ? existing.customerReadSeq : existing.staffReadSeq)) work.emit({ type: "support.read", conversationId: into.id, ...eventOwner(into), side, seq });
      }
    }
    // The player's other screens: the messages now in their thread (the latest page; a screen fills a gap by asking).
    const moved = (await tx.support.latestMessages(into.id, SUPPORT_MAX_PAGE)).filter((message) => message.seq > after);
    for (const message of moved) work.emit({ type: "support.message", ...eventOwner(into), message });
    work.emit({ type: "support.conversation", conversationId: into.id, status: into.status, assigneeId: into.assigneeId, atMs: nowMs });
    return { conversationId: into.id, messages: guestConversation.lastSeq };
  });
}
