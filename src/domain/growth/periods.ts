import { addCalendarDays, compactDate, localDateOf } from "../calendar";
import { localDayStartMs, type ScheduleConfig } from "../rounds/schedule";
import type { CommissionPeriod } from "./settings";

/**
 * The growth engine's periods: the operator's day (00:00 to 00:00 in its time zone, as the turnover rule resets)
 * and the week of such days from Monday. A period is named by its first day ("2026-11-28"; "week:2026-11-23"),
 * which is also what payout keys and statements carry.
 */
export interface GrowthPeriod {
  readonly key: string;
  /** The first and last local day of the period, "YYYY-MM-DD". */
  readonly firstDay: string;
  readonly lastDay: string;
  /** [fromMs, toMs): from the first day's 00:00 to the 00:00 after the last. */
  readonly fromMs: number;
  readonly toMs: number;
}

type Zone = Pick<ScheduleConfig, "timeZone">;

const dayStartMs = (zone: Zone, day: string): number => localDayStartMs(zone, compactDate(day));

/** The operator's day an instant falls in ("YYYY-MM-DD"). */
export const growthDayOf = (zone: Zone, atMs: number): string => localDateOf(zone.timeZone, atMs);

/** The day `day` as a period. */
export function dayPeriod(zone: Zone, day: string): GrowthPeriod {
  return { key: day, firstDay: day, lastDay: day, fromMs: dayStartMs(zone, day), toMs: dayStartMs(zone, addCalendarDays(day, 1)) };
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addCalendarDays(day, -((weekday + 6) % 7));
}

/** The week (Monday to Sunday) `day` falls in, as a period. */
export function weekPeriod(zone: Zone, day: string): GrowthPeriod {
  const monday = mondayOf(day);
  const sunday = addCalendarDays(monday, 6);
  return { key: `week:${monday}`, firstDay: monday, lastDay: sunday, fromMs: dayStartMs(zone, monday), toMs: dayStartMs(zone, addCalendarDays(sunday, 1)) };
}

/** The commission period of a kind that an instant falls in. */
export const commissionPeriodAt = (zone: Zone, period: CommissionPeriod, atMs: number): GrowthPeriod =>
  period === "daily" ? dayPeriod(zone, growthDayOf(zone, atMs)) : weekPeriod(zone, growthDayOf(zone, atMs));

/** The period of the same kind just before `period`. */
export function previousPeriod(zone: Zone, period: GrowthPeriod): GrowthPeriod {
  const dayBefore = addCalendarDays(period.firstDay, -1);
  return period.key.startsWith("week:") ? weekPeriod(zone, dayBefore) : dayPeriod(zone, dayBefore);
}
