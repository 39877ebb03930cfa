import { fail, ok, type Result } from "../../domain/errors";
import { SUPPORT_MAX_PAGE, type SupportMessage } from "../../domain/support/conversation";
import type { AppDeps } from "../deps";
import { checkLimit } from "../query-input";
import { customerMessage, viewableConversation, type CustomerMessage, type SupportViewer } from "./support-views";

/**
 * A conversation's messages after a sequence number, oldest first: what a
 * thread missed (a reconnect, a second tab). A player reads only their own
 * conversation: another's id answers NOT_FOUND, as a missing one does.
 */
export async function supportMessagesAfter(
  deps: Pick<AppDeps, "store">,
  input: { readonly viewer: SupportViewer; readonly conversationId: number; readonly afterSeq: number; readonly limit?: number },
): Promise<Result<readonly (CustomerMessage | SupportMessage)[], "INVALID_INPUT" | "NOT_FOUND">> {
  const limit = checkLimit(input.limit ?? SUPPORT_MAX_PAGE, SUPPORT_MAX_PAGE);
  if (!limit.ok) return limit;
  if (!Number.isSafeInteger(input.afterSeq) || input.afterSeq < 0) return fail("INVALID_INPUT", { field: "afterSeq" });
  return deps.store.read(async (tx) => {
    const conversation = await viewableConversation(tx, input.viewer, input.conversationId);
    if (conversation === null) return fail("NOT_FOUND");
    const messages = await tx.support.messagesAfter(conversation.id, input.afterSeq, limit.value);
    return ok(input.viewer.kind === "staff" ? messages : messages.map(customerMessage));
  });
}
