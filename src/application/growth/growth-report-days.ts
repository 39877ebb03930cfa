import { addCalendarDays, calendarDaysBetween, parseCalendarDate } from "../../domain/calendar";
import { fail, ok, type Result } from "../../domain/errors";

/** A growth report or history spans at most this many days (a quarter), as the other reports: bounded for the database. */
const MAX_GROWTH_REPORT_DAYS = 92;

export interface DayRange {
  readonly fromDay: string;
  readonly toDay: string;
}

/** The operator's days from..to ("YYYY-MM-DD", both included), in order and at most a quarter; else INVALID_INPUT naming the range. */
export function checkDayRange(input: { readonly fromDay: string; readonly toDay: string }): Result<DayRange, "INVALID_INPUT"> {
  const fromDay = parseCalendarDate(input.fromDay);
  const toDay = parseCalendarDate(input.toDay);
  if (fromDay === null || toDay === null || toDay < fromDay) return fail("INVALID_INPUT", { field: "range" });
  if (calendarDaysBetween(fromDay, toDay) + 1 > MAX_GROWTH_REPORT_DAYS) return fail("INVALID_INPUT", { field: "range", max: MAX_GROWTH_REPORT_DAYS });
  return ok({ fromDay, toDay });
}

/** Every day of a checked range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.fromDay; day <= range.toDay; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}
