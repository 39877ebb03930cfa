import { fail, ok, type Result } from "../../domain/errors";
import { SUPPORT_MAX_PAGE, type Conversation, type SupportMessage } from "../../domain/support/conversation";
import type { AppDeps } from "../deps";
import { checkLimit } from "../query-input";

export interface StaffThread {
  readonly conversation: Conversation;
  /** The player's username, or the display name a guest chose. */
  readonly ownerName: string | null;
  /** The latest messages, oldest first. */
  readonly messages: readonly SupportMessage[];
  readonly unread: number;
}

/** One conversation as the console opens it beside the inbox. */
export async function staffThread(deps: Pick<AppDeps, "store">, input: { readonly conversationId: number; readonly limit?: number }): Promise<Result<StaffThread, "INVALID_INPUT" | "NOT_FOUND">> {
  const limit = checkLimit(input.limit ?? 100, SUPPORT_MAX_PAGE);
  if (!limit.ok) return limit;
  return deps.store.read(async (tx) => {
    const conversation = await tx.support.conversationById(input.conversationId);
    if (conversation === null) return fail("NOT_FOUND");
    const ownerName = conversation.owner.kind === "player" ? ((await tx.users.byId(conversation.owner.userId))?.username ?? null) : ((await tx.supportGuests.guestById(conversation.owner.guestId))?.displayName ?? null);
    return ok({
      conversation,
      ownerName,
      messages: await tx.support.latestMessages(conversation.id, limit.value),
      unread: await tx.support.unreadCount(conversation.id, "staff"),
    });
  });
}
