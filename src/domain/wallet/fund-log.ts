import type { Minor } from "../money";

/**
 * The wire's fund log `type`. 5 and up are ours: operator adjustments, and the growth engine's credits (issue 40:
 * an agent's commission, a player's rebate, a bonus), which the original did not have; the legacy layer shows those
 * three as 4 (gift) with a remark naming the kind.
 */
export const FUND_TYPE = { recharge: 0, withdraw: 1, buy: 2, profit: 3, gift: 4, adjustment: 5, commission: 6, rebate: 7, bonus: 8, refund: 9 } as const;
export type FundType = (typeof FUND_TYPE)[keyof typeof FUND_TYPE];

/** 0 under review, 1 approved, 2 rejected. */
export const REVIEW_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

export interface FundLogEntry {
  readonly id: number;
  readonly userId: number;
  readonly type: FundType;
  /** Signed: negative for money out (bet, withdrawal), positive for money in. */
  readonly quantityMinor: Minor;
  /** The wire's `over`: money after this entry took effect. */
  readonly overMinor: Minor;
  readonly mark: string;
  readonly status: ReviewStatus;
  /** What the entry is about: "bet:17", "deposit:3", "withdrawal:5". */
  readonly ref: string;
  readonly createdAtMs: number;
}

export type NewFundLogEntry = Omit<FundLogEntry, "id">;
