import type { Minor } from "../money";
import { playTypeDef } from "../betting/outcome";
import { countedPlays, type RoundPlay } from "./counted-plays";
import { BP_PER_WHOLE } from "./payout";
import type { VipLevelSettings } from "./settings";

/**
 * A player's rolling rebate of one sales day (issue 40): a share of the day's settled stakes at the rates of their
 * VIP level, one rate for the base plays (the range play types: big, small, single, double, the combos, the
 * extremes) and one for number bets (a sum 0-27). Rounds the player hedged (countedPlays) count for nothing.
 */
export interface DayRebate {
  /** Counted settled stakes on the range play types. */
  readonly baseStakeMinor: Minor;
  /** Counted settled stakes on the 28 sums. */
  readonly numberStakeMinor: Minor;
  readonly baseRebateBp: number;
  readonly numberRebateBp: number;
  /**
   * floor((base stakes x base rate + number stakes x number rate) / 10000): the two groups are added before the
   * one flooring, so a player never loses a cent to flooring twice. What the day has earned so far.
   */
  readonly accruedMinor: Minor;
}

/** The rates a rebate is computed at: those of a level. */
export type RebateRates = Pick<VipLevelSettings, "baseRebateBp" | "numberRebateBp">;

/** The rebate of one player's settled plays of one day (plays of other players must not be passed). */
export function dayRebate(plays: readonly RoundPlay[], rates: RebateRates): DayRebate {
  let base = 0n;
  let number = 0n;
  for (const play of countedPlays(plays)) {
    const def = playTypeDef(play.playType);
    if (def === undefined) continue; // not a play type any more: nothing to pay a rate on
    if (def.number === null) base += BigInt(play.stakeMinor);
    else number += BigInt(play.stakeMinor);
  }
  // BigInt: a day's stakes times a rate may pass 2^53; stakes are never negative, so / floors.
  const accrued = (base * BigInt(rates.baseRebateBp) + number * BigInt(rates.numberRebateBp)) / BigInt(BP_PER_WHOLE);
  return { baseStakeMinor: Number(base), numberStakeMinor: Number(number), baseRebateBp: rates.baseRebateBp, numberRebateBp: rates.numberRebateBp, accruedMinor: Number(accrued) };
}

/**
 * What is still owed for a day: its accrual less what was paid for it already (claims, the end-of-day credit).
 * Never negative: a rate lowered after a claim (an operator's change, a level dropped) takes nothing back.
 */
export const owedMinor = (accruedMinor: Minor, paidMinor: Minor): Minor => Math.max(0, accruedMinor - paidMinor);

/** The fund line's mark of a day's rebate (read by the fund-mark formatter and the legacy remark). */
export const rebateMark = (day: string): string => `rebate:${day}`;

/**
 * The once-only part of a rebate's payout key: the day and the cumulative amount paid for it after this payment.
 * A retried or racing claim and the end-of-day credit, computing the same total, name the same key: one pays.
 */
export const rebateOnce = (day: string, cumulativeMinor: Minor): string => `${day}:${cumulativeMinor}`;

/** Days the claim and the end-of-day credit look back over (today excluded): older unpaid days are not paid. */
export const REBATE_LOOKBACK_DAYS = 7;
