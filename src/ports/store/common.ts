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

/** Keyset paging of a list newest first by (time, id): only rows before this one (exports, offset 0). */
export interface Before {
  readonly atMs: number;
  readonly id: number;
}

/** Which review requests an operator lists; null (or omitted) means any. */
export interface RequestFilter {
  readonly status: ReviewStatus | null;
  readonly userId: number | null;
  /** Part of the player's username, or their exact id or mobile (as the player search matches). */
  readonly player?: string | null;
  /** Amounts from..to, both included, in minor units. */
  readonly minAmountMinor?: number | null;
  readonly maxAmountMinor?: number | null;
  /** Deposits only: the channel the player paid through. */
  readonly channelId?: number | null;
  /** Asked for within this range. */
  readonly created?: TimeRange | null;
  /** Keyset paging (exports): only requests after this id in the list's order (offset 0). */
  readonly afterId?: number | null;
}
