import type { Result } from "../../domain/errors";
import type { SupportMessage } from "../../domain/support/conversation";
import { checkImageCaption, type CheckedSupportImage } from "../../domain/support/image-rules";
import { checkSupportText } from "../../domain/support/message-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { storeSupportImage } from "./stored-image";
import { eventOwner } from "./support-views";

export type StaffReplyRefusal = "NOT_FOUND" | "FORBIDDEN" | "SUPPORT_MESSAGE_EMPTY" | "SUPPORT_MESSAGE_TOO_LONG" | "INVALID_INPUT";

/**
 * An operator answers a conversation: the customer no longer waits, a closed
 * conversation reopens, an unassigned one becomes the operator's, and the
 * staff's read mark moves to the answer. The thread and the inbox hear of it.
 */
export async function staffReply(
  deps: Pick<AppDeps, "store" | "events" | "clock" | "random">,
  /** `text` may be empty beside an image (staff-image.ts checked its bytes). */
  input: { readonly operatorId: number; readonly conversationId: number; readonly text: string; readonly image?: CheckedSupportImage | null },
): Promise<Result<SupportMessage, StaffReplyRefusal>> {
  return inTransaction(deps, async (work: Work<StaffReplyRefusal>) => {
    const { tx } = work;
    const nowMs = deps.clock.nowMs();
    const operator = await tx.users.byId(input.operatorId);
    if (operator === null || operator.role !== "operator") work.refuse("FORBIDDEN");
    const image = input.image ?? null;
    const text = image === null ? checkSupportText(input.text) : checkImageCaption(input.text);
    if (!text.ok) work.refuse(text.error.code, text.error.params);
    const conversation = (await tx.support.conversationById(input.conversationId)) ?? work.refuse("NOT_FOUND");
    const imageId = image === null ? null : await storeSupportImage(tx, deps.random, conversation.id, image, nowMs);
    const message = await tx.support.appendMessage(conversation.id, { author: "staff", authorId: input.operatorId, text: text.value, imageId, leftWhileClosed: false, createdAtMs: nowMs }, null);
    const assigneeId = conversation.assigneeId ?? input.operatorId;
    await tx.support.updateConversation(conversation.id, { status: "open", closedAtMs: null, waitingSinceMs: null, leftWhileClosed: false, assigneeId, updatedAtMs: nowMs });
    await tx.support.markRead(conversation.id, "staff", message.seq);
    work.emit({ type: "support.message", ...eventOwner(conversation), message });
    // Answering is reading: the customer's read receipts move to the answer.
    if (message.seq > conversation.staffReadSeq) work.emit({ type: "support.read", conversationId: conversation.id, ...eventOwner(conversation), side: "staff", seq: message.seq });
    if (assigneeId !== conversation.assigneeId || conversation.status !== "open") {
      work.emit({ type: "support.conversation", conversationId: conversation.id, status: "open", assigneeId, atMs: nowMs });
    }
    return message;
  });
}
