import { GROUP } from "../../domain/accounts/user";
import type { Result } from "../../domain/errors";
import { payoutKey } from "../../domain/growth/payout";
import { rebateMark, rebateOnce } from "../../domain/growth/rebate-formula";
import { formatMoney, type Minor } from "../../domain/money";
import { exclusionAt } from "../../domain/protection/exclusion";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { growthSettingsIn } from "./growth-settings";
import { payOut } from "./pay-out";
import { openRebateDays, type RebateDay } from "./rebate-days";

export type ClaimRebateRefusal = "VISITOR_NOT_ALLOWED" | "REBATE_CLAIM_OFF" | "PROMOTIONS_PAUSED_ON_BREAK" | "REBATE_BELOW_MINIMUM" | "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT";

export interface ClaimedRebate {
  /** What this claim credited (0 when a racing claim of the same amounts paid first). */
  readonly paidMinor: Minor;
  readonly days: readonly string[];
}

/**
 * The player takes the rebate owed so far with one tap: today's accrual and any earlier day not credited yet, each
 * day one payment keyed by the day and the cumulative amount paid for it after the payment, so a double tap, a
 * retry or the end-of-day credit racing it pays once. Only in claim mode, from the operator's minimum, never
 * during a time-out or self-exclusion (the end-of-day credit pays what accrued before the break), never to a visitor.
 */
export function claimRebate(deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule">, userId: number): Promise<Result<ClaimedRebate, ClaimRebateRefusal>> {
  return inTransaction(deps, async (work: Work<ClaimRebateRefusal>) => {
    const nowMs = deps.clock.nowMs();
    const settings = await growthSettingsIn(work.tx);
    // A visitor plays with trial money: nothing real is paid on it.
    if ((await work.tx.users.byId(userId))?.groupId === GROUP.visitor) work.refuse("VISITOR_NOT_ALLOWED");
    if (settings.rebate.mode !== "claim") work.refuse("REBATE_CLAIM_OFF");
    if (exclusionAt((await work.tx.protection.stateOf(userId)).exclusion, nowMs) !== null) work.refuse("PROMOTIONS_PAUSED_ON_BREAK");
    const days = await openRebateDays(work.tx, deps.schedule, settings, userId, nowMs);
    const owed = days.reduce((sum, day) => sum + day.owedMinor, 0);
    const minimum = settings.rebate.minimumClaimMinor;
    if (owed <= 0 || owed < minimum) work.refuse("REBATE_BELOW_MINIMUM", { minimum: formatMoney(Math.max(minimum, 1)), accrued: formatMoney(owed) });
    let paidMinor = 0;
    const paidDays: string[] = [];
    for (const day of days) {
      if (day.owedMinor <= 0) continue;
      if (await payOut(work, rebatePayout(userId, day, nowMs))) {
        paidMinor += day.owedMinor;
        paidDays.push(day.day);
      }
    }
    return { paidMinor, days: paidDays };
  });
}

/** A day's owed rebate as a payment (the claim's and the end-of-day credit's: the same key for the same total). */
export function rebatePayout(userId: number, day: RebateDay, atMs: number) {
  return {
    key: payoutKey("rebate", userId, rebateOnce(day.day, day.accruedMinor)),
    kind: "rebate" as const,
    userId,
    amountMinor: day.owedMinor,
    periodKey: day.day,
    source: "rebate",
    detail: JSON.stringify({ baseStakeMinor: day.baseStakeMinor, numberStakeMinor: day.numberStakeMinor, baseRebateBp: day.baseRebateBp, numberRebateBp: day.numberRebateBp, accruedMinor: day.accruedMinor }),
    mark: rebateMark(day.day),
    atMs,
  };
}
