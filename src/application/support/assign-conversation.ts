import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

/**
 * An operator gives a conversation to an operator (themselves or another), or
 * to nobody (null). The staff inbox hears of it (`support.conversation`); the
 * change is an audit line. Giving it to whom it already belongs changes nothing.
 */
export async function assignConversation(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly conversationId: number; readonly assigneeId: number | null },
): Promise<Result<{ readonly assigneeId: number | null }, "NOT_FOUND" | "INVALID_INPUT">> {
  return inTransaction(deps, async (work: Work<"NOT_FOUND" | "INVALID_INPUT">) => {
    const nowMs = deps.clock.nowMs();
    const conversation = (await work.tx.support.conversationById(input.conversationId)) ?? work.refuse("NOT_FOUND");
    if (input.assigneeId !== null) {
      const assignee = await work.tx.users.byId(input.assigneeId);
      if (assignee === null || assignee.role !== "operator") work.refuse("INVALID_INPUT", { field: "assigneeId" });
    }
    if (conversation.assigneeId === input.assigneeId) return { assigneeId: input.assigneeId };
    await work.tx.support.updateConversation(conversation.id, { assigneeId: input.assigneeId, updatedAtMs: nowMs });
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "support.assign",
      target: { type: "conversation", id: String(conversation.id) },
      before: { assigneeId: conversation.assigneeId },
      after: { assigneeId: input.assigneeId },
      atMs: nowMs,
    });
    work.emit({ type: "support.conversation", conversationId: conversation.id, status: conversation.status, assigneeId: input.assigneeId, atMs: nowMs });
    return { assigneeId: input.assigneeId };
  });
}
