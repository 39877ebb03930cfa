import type { Result } from "../../domain/errors";
import { nextReadSeq, readSeqOf } from "../../domain/support/message-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { eventOwner, viewableConversation, type SupportViewer } from "./support-views";

/**
 * The viewer has read their conversation up to a message: the player's or the
 * staff's read mark moves there (never back, never past the latest message),
 * and the other side's read receipts hear of it (`support.read`). Answers the
 * mark now in force.
 */
export async function markSupportRead(
  deps: Pick<AppDeps, "store" | "events">,
  input: { readonly viewer: SupportViewer; readonly conversationId: number; readonly seq: number },
): Promise<Result<{ readonly readSeq: number }, "NOT_FOUND" | "INVALID_INPUT">> {
  return inTransaction(deps, async (work: Work<"NOT_FOUND" | "INVALID_INPUT">) => {
    if (!Number.isSafeInteger(input.seq) || input.seq < 0) work.refuse("INVALID_INPUT", { field: "seq" });
    const conversation = (await viewableConversation(work.tx, input.viewer, input.conversationId)) ?? work.refuse("NOT_FOUND");
    const side = input.viewer.kind === "staff" ? "staff" : "customer";
    const current = readSeqOf(conversation, side);
    const next = nextReadSeq(current, input.seq, conversation.lastSeq);
    if (next > current) {
      await work.tx.support.markRead(conversation.id, side, next);
      work.emit({ type: "support.read", conversationId: conversation.id, ...eventOwner(conversation), side, seq: next });
    }
    return { readSeq: next };
  });
}
