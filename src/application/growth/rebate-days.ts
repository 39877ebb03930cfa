import { addCalendarDays } from "../../domain/calendar";
import { dayPeriod, growthDayOf } from "../../domain/growth/periods";
import { dayRebate, owedMinor, REBATE_LOOKBACK_DAYS, type DayRebate } from "../../domain/growth/rebate-formula";
import { JUNIOR } from "../../domain/growth/vip-level";
import type { GrowthSettings } from "../../domain/growth/settings";
import type { Minor } from "../../domain/money";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import type { StoreTx } from "../../ports/store";

/** One sales day of a player's rebate: what it earned so far, what was paid for it, what is still owed. */
export interface RebateDay extends DayRebate {
  readonly day: string;
  readonly paidMinor: Minor;
  readonly owedMinor: Minor;
}

/** The rebate run of a day: when it finished, every player's rebate of that day was paid. */
export const rebateRunKey = (day: string): string => `rebate:${day}`;

/**
 * A player's rebate days that are still open: today (accruing live) and the earlier days within the look-back
 * whose end-of-day credit has not finished yet, oldest first. A finished day is closed: its credit paid what was
 * owed. Rates are those of the level the player holds now (the level when the rebate is claimed or credited).
 */
export async function openRebateDays(tx: StoreTx, schedule: Pick<ScheduleConfig, "timeZone">, settings: GrowthSettings, userId: number, nowMs: number): Promise<RebateDay[]> {
  const today = growthDayOf(schedule, nowMs);
  const days: string[] = [];
  for (let back = REBATE_LOOKBACK_DAYS; back >= 1; back -= 1) {
    const day = addCalendarDays(today, -back);
    if (!(await tx.growthPayouts.runFinished(rebateRunKey(day)))) days.push(day);
  }
  days.push(today);
  const level = (await tx.vipStates.of(userId))?.level ?? JUNIOR;
  const rates = settings.vip.levels[level] ?? settings.vip.levels[JUNIOR];
  const open: RebateDay[] = [];
  for (const day of days) {
    const plays = await tx.growthFigures.settledPlaysOf([userId], dayPeriod(schedule, day));
    const rebate = dayRebate(plays, rates);
    const paidMinor = await tx.growthPayouts.sumOfPeriod(userId, "rebate", day);
    if (day === today || rebate.accruedMinor > 0) open.push({ ...rebate, day, paidMinor, owedMinor: owedMinor(rebate.accruedMinor, paidMinor) });
  }
  return open;
}
