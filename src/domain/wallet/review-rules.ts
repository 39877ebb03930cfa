import { fail, ok, type Result } from "../errors";
import { REVIEW_STATUS, type ReviewStatus } from "./fund-log";
import { checkReason, type ReasonRefusal } from "../operations/reason-rules";

/** A decision an operator takes on a request under review. */
export type ReviewDecision = typeof REVIEW_STATUS.approved | typeof REVIEW_STATUS.rejected;

/**
 * What to do with a decision on a request in `current` status. The same
 * decision twice is harmless (a double click, a retried call): "already".
 * The opposite decision after the first is refused: money has moved.
 */
export function judgeReview(current: ReviewStatus, decision: ReviewDecision): Result<"apply" | "already", "REQUEST_NOT_PENDING"> {
  if (current === REVIEW_STATUS.pending) return ok("apply");
  if (current === decision) return ok("already");
  return fail("REQUEST_NOT_PENDING", { status: current });
}

/** An operator's remark on a decision (console-rules' one rule); a rejection must carry one, the reason the player reads. */
export const checkRemark = (remark: string | null | undefined, decision: ReviewDecision): Result<string, ReasonRefusal> =>
  checkReason(remark, { required: decision === REVIEW_STATUS.rejected, field: "remark" });
