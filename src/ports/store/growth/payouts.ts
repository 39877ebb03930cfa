import type { PaidPayout, Payout, PayoutKind } from "../../../domain/growth/payout";
import type { Minor } from "../../../domain/money";
import type { Page, TimeRange } from "../common";

/** The growth engine's payments (migration 034): one row per unique payout key. */
export interface GrowthPayoutRepository {
  /** Records a payment; false, and nothing written, when its key was recorded before (the payment is made already). */
  insert(payout: Omit<Payout, "mark">): Promise<boolean>;
  byKey(key: string): Promise<PaidPayout | null>;
  /** A beneficiary's payments, newest first; `kinds` empty means every kind. */
  ofUser(userId: number, kinds: readonly PayoutKind[], page: Page): Promise<PaidPayout[]>;
  /** The sum a beneficiary was paid of one kind for one period (a day's rebate claims so far). */
  sumOfPeriod(userId: number, kind: PayoutKind, periodKey: string): Promise<Minor>;
  /** Every payment of a kind made in a time range, oldest first, at most `limit` after id `afterId` (the console's history, reports). */
  inRange(kind: PayoutKind | null, range: TimeRange, afterId: number, limit: number): Promise<PaidPayout[]>;
  /** Whether the run of this key ("commission:2026-11-27") finished: every payment of it is made. */
  runFinished(runKey: string): Promise<boolean>;
  /** Marks a run finished (again is harmless: two servers may both finish it). */
  markRunFinished(runKey: string, atMs: number): Promise<void>;
}
