import { fail, ok, type Result } from "../errors";
import { REVIEW_STATUS, type ReviewStatus } from "../fund-log";

export const REVIEW_REMARK_MAX_LENGTH = 200;

/** A decision an operator takes on a request under review. */
export type ReviewDecision = typeof REVIEW_STATUS.approved | typeof REVIEW_STATUS.rejected;

/**
 * What to do with a decision on a request in `current` status. The same
 * decision twice is harmless (a double click, a retried call): "already".
 * The opposite decision after the first is refused: money has moved.
 */
export function judgeReview(current: ReviewStatus, decision: ReviewDecision): Result<"apply" | "already"> {
  if (current === REVIEW_STATUS.pending) return ok("apply");
  if (current === decision) return ok("already");
  return fail("REQUEST_NOT_PENDING", { status: current });
}

/** An operator's remark: trimmed, at most 200 characters, no control characters. */
export function checkRemark(remark: string | null | undefined): Result<string> {
  const text = (remark ?? "").trim();
  if (Array.from(text).length > REVIEW_REMARK_MAX_LENGTH || /\p{Cc}/u.test(text)) {
    return fail("INVALID_INPUT", { field: "remark", max: REVIEW_REMARK_MAX_LENGTH });
  }
  return ok(text);
}
