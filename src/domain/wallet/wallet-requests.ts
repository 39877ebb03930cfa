import type { Minor } from "../money";
import type { ReviewStatus } from "./fund-log";
import type { PayoutType } from "./payout-method";

export interface DepositRequest {
  readonly id: number;
  readonly userId: number;
  readonly amountMinor: Minor;
  /** The currency the player says they pay in; credited 1:1. */
  readonly currency: string;
  readonly status: ReviewStatus;
  readonly remark: string;
  readonly createdAtMs: number;
  readonly reviewedAtMs: number | null;
  readonly fundLogId: number;
  /** The deposit channel the player paid through; null for a request that named none (older clients). */
  readonly channelId: number | null;
  /** What the operator matches against the money that arrived: "payer name 12345" (bank) or the transaction hash (USDT); "" if none given. */
  readonly reference: string;
  /** A USDT transaction hash, lower case: credited once only. */
  readonly txHash: string | null;
}

export interface WithdrawalRequest {
  readonly id: number;
  readonly userId: number;
  readonly amountMinor: Minor;
  readonly payoutType: PayoutType;
  /** Payout details copied at request time, so a later edit cannot redirect money in flight. */
  readonly payoutAcc: string;
  readonly payoutAccName: string;
  readonly payoutAccBank: string;
  readonly status: ReviewStatus;
  readonly remark: string;
  readonly createdAtMs: number;
  readonly reviewedAtMs: number | null;
  readonly fundLogId: number;
}
