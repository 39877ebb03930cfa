import { invariant } from "../../domain/errors";
import { judgeApproval, needsSecondApproval, type FirstApproval } from "../../domain/wallet/approval-rules";
import type { Minor } from "../../domain/money";
import type { ApprovalKind } from "../../ports/store";
import { recordAudit } from "../operations/audit-trail";
import type { Work } from "../unit-of-work";
import { approvalThresholdOf } from "./approval-threshold";

/** A request under review as the four-eyes step sees it. */
interface Approved {
  readonly kind: ApprovalKind;
  readonly id: number;
  readonly userId: number;
  readonly amountMinor: Minor;
  readonly operatorId: number;
  readonly atMs: number;
}

/**
 * The four-eyes step of an approval, inside the approval's unit of work:
 * "final" when the money may move now (the request is not above the
 * threshold, or this is a different operator's second approval), with the
 * first approval if there was one; "held" when this approval was the first of
 * two (recorded, with its audit line). The operator of the first approval is
 * refused the second. Of two first approvals at once, the store records one;
 * the other is then the second, by a different operator, or refused if it is
 * the same one.
 */
export async function fourEyes(work: Work<"SECOND_APPROVER_SAME">, request: Approved): Promise<{ readonly step: "held" } | { readonly step: "final"; readonly first: FirstApproval | null }> {
  const aboveMinor = await approvalThresholdOf(work.tx);
  if (!needsSecondApproval(request.amountMinor, aboveMinor)) return { step: "final", first: null };
  const first = await work.tx.reviewApprovals.firstOf(request.kind, request.id);
  const judged = judgeApproval(request.amountMinor, aboveMinor, first, request.operatorId);
  if (!judged.ok) work.refuse(judged.error.code);
  if (judged.value === "final") return { step: "final", first };

  const approval = { operatorId: request.operatorId, atMs: request.atMs };
  if (await work.tx.reviewApprovals.recordFirst(request.kind, request.id, approval)) {
    await recordAudit(work, {
      operatorId: request.operatorId,
      action: request.kind === "deposit" ? "deposit.firstApproval" : "withdrawal.firstApproval",
      target: { type: request.kind, id: String(request.id) },
      before: { status: 0, userId: request.userId, amountMinor: request.amountMinor },
      after: { status: 0, awaitingSecondApproval: true, thresholdMinor: aboveMinor },
      atMs: request.atMs,
    });
    return { step: "held" };
  }
  // Another first approval was recorded at the same moment: this one is the second.
  const winner = await work.tx.reviewApprovals.firstOf(request.kind, request.id);
  invariant(winner !== null, `${request.kind} ${request.id}: a first approval was refused but none stands`);
  const again = judgeApproval(request.amountMinor, aboveMinor, winner, request.operatorId);
  if (!again.ok) work.refuse(again.error.code);
  return { step: "final", first: winner };
}
