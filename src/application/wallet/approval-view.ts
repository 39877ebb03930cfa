import { needsSecondApproval } from "../../domain/wallet/approval-rules";
import { REVIEW_STATUS, type ReviewStatus } from "../../domain/wallet/fund-log";
import type { Minor } from "../../domain/money";
import type { ApprovalKind, StoreTx } from "../../ports/store";
import { usersById } from "../operations/player-summary";
import { approvalThresholdOf } from "./approval-threshold";

/** Where a request stands in the four-eyes approval, as the console's queues show it. */
export interface ApprovalView {
  /** Above the operator's threshold: two different operators must approve. */
  readonly needsSecond: boolean;
  /** The first approval given, and by whom. */
  readonly first: { readonly operatorId: number; readonly operatorName: string; readonly atMs: number } | null;
  /** Under review with one approval of two: "awaiting second approval". */
  readonly awaitingSecond: boolean;
}

/** The approval state of every request of a page, read at once (one threshold, one look-up of first approvals and their operators). */
export async function approvalViewsOf(
  tx: StoreTx,
  kind: ApprovalKind,
  requests: readonly { readonly id: number; readonly amountMinor: Minor; readonly status: ReviewStatus }[],
): Promise<(request: { readonly id: number; readonly amountMinor: Minor; readonly status: ReviewStatus }) => ApprovalView> {
  const aboveMinor = await approvalThresholdOf(tx);
  const firsts = await tx.reviewApprovals.firstOfMany(
    kind,
    requests.map((r) => r.id),
  );
  const operators = await usersById(tx, [...firsts.values()].map((f) => f.operatorId));
  return (request) => {
    const found = firsts.get(request.id);
    const needsSecond = needsSecondApproval(request.amountMinor, aboveMinor);
    const first = found === undefined ? null : { operatorId: found.operatorId, operatorName: operators.get(found.operatorId)?.username ?? `#${found.operatorId}`, atMs: found.atMs };
    return { needsSecond, first, awaitingSecond: needsSecond && first !== null && request.status === REVIEW_STATUS.pending };
  };
}
