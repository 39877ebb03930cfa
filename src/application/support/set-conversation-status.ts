import type { Result } from "../../domain/errors";
import type { ConversationStatus } from "../../domain/support/conversation";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

/**
 * An operator closes a conversation (nobody waits on it any more) or reopens
 * it. The inbox hears of it; the change is an audit line. A customer writing
 * to a closed conversation reopens it too (post-support-message). Setting the
 * status it has changes nothing.
 */
export async function setConversationStatus(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly conversationId: number; readonly status: ConversationStatus },
): Promise<Result<{ readonly status: ConversationStatus }, "NOT_FOUND" | "INVALID_INPUT">> {
  return inTransaction(deps, async (work: Work<"NOT_FOUND" | "INVALID_INPUT">) => {
    if (input.status !== "open" && input.status !== "closed") work.refuse("INVALID_INPUT", { field: "status" });
    const nowMs = deps.clock.nowMs();
    const conversation = (await work.tx.support.conversationById(input.conversationId)) ?? work.refuse("NOT_FOUND");
    if (conversation.status === input.status) return { status: input.status };
    const closing = input.status === "closed";
    await work.tx.support.updateConversation(
      conversation.id,
      closing
        ? { status: "closed", closedAtMs: nowMs, waitingSinceMs: null, leftWhileClosed: false, byOperatorId: input.operatorId, updatedAtMs: nowMs }
        : { status: "open", closedAtMs: null, byOperatorId: input.operatorId, updatedAtMs: nowMs },
    );
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: closing ? "support.close" : "support.reopen",
      target: { type: "conversation", id: String(conversation.id) },
      before: { status: conversation.status },
      after: { status: input.status },
      atMs: nowMs,
    });
    work.emit({ type: "support.conversation", conversationId: conversation.id, status: input.status, assigneeId: conversation.assigneeId, atMs: nowMs });
    return { status: input.status };
  });
}
