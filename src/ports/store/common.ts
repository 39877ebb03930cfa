import type { ReviewStatus } from "../../domain/wallet/fund-log";

export interface Page {
  readonly offset: number;
  readonly limit: number;
}

/** A half-open time range [fromMs, toMs). */
export interface TimeRange {
  readonly fromMs: number;
  readonly toMs: number;
}

/** Which review requests an operator lists; null means any. */
export interface RequestFilter {
  readonly status: ReviewStatus | null;
  readonly userId: number | null;
}
