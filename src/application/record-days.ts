import { addCalendarDays, calendarDaysBetween, compactDate, localDateOf, parseCalendarDate } from "../domain/calendar";
import { fail, ok, type Result } from "../domain/errors";
import { localDayStartMs } from "../domain/rounds/schedule";
import type { TimeRange } from "../ports/store";
import type { AppDeps } from "./deps";
import { FIRST_RECORD_DAY } from "./query-input";

type Calendar = Pick<AppDeps, "schedule" | "clock">;

/** The date pickers' bounds: SPEC section 5's first day, and today in the operator's zone (the browser cannot know it). */
export function recordCalendar(deps: Calendar): { readonly first: string; readonly today: string; readonly maxSpanDays: number } {
  const today = localDateOf(deps.schedule.timeZone, deps.clock.nowMs());
  // Any range within the bounds: the lists are paged, so the longest span is the whole of it.
  return { first: FIRST_RECORD_DAY, today, maxSpanDays: calendarDaysBetween(FIRST_RECORD_DAY, today) + 1 };
}

/** One day a list is read for ("YYYY-MM-DD" as typed), as "YYYYMMDD", from SPEC section 5's first day on. */
export function recordDay(text: string, field: string): Result<string, "DATE_TOO_EARLY" | "INVALID_INPUT"> {
  const date = parseCalendarDate(text);
  if (date === null) return fail("INVALID_INPUT", { field });
  if (date < FIRST_RECORD_DAY) return fail("DATE_TOO_EARLY", { min: FIRST_RECORD_DAY });
  return ok(compactDate(date));
}

/**
 * The record lists' date filter, for both APIs: the whole local days from..to
 * (both included) in the operator's zone, as [start of from, start of the day
 * after to). A missing `to` is today (or `from`, if that is later); a missing
 * `from` is `to`. Days after today are not refused: a phone in a zone ahead
 * of the operator's may already be on tomorrow, and the lists simply hold
 * nothing after now. Any span from 2018-01-01 on: the lists are paged.
 */
export function recordDays(
  deps: Calendar,
  days: { readonly from?: string | undefined; readonly to?: string | undefined },
  fields: { readonly from: string; readonly to: string } = { from: "from", to: "to" },
): Result<TimeRange, "DATE_RANGE_REVERSED" | "DATE_TOO_EARLY" | "INVALID_INPUT"> {
  const from = days.from === undefined ? undefined : parseCalendarDate(days.from);
  if (from === null) return fail("INVALID_INPUT", { field: fields.from });
  const to = days.to === undefined ? undefined : parseCalendarDate(days.to);
  if (to === null) return fail("INVALID_INPUT", { field: fields.to });
  const today = localDateOf(deps.schedule.timeZone, deps.clock.nowMs());
  const last = to ?? (from !== undefined && from > today ? from : today);
  const first = from ?? last;
  if (first < FIRST_RECORD_DAY) return fail("DATE_TOO_EARLY", { min: FIRST_RECORD_DAY });
  if (last < first) return fail("DATE_RANGE_REVERSED");
  return ok({ fromMs: localDayStartMs(deps.schedule, compactDate(first)), toMs: localDayStartMs(deps.schedule, compactDate(addCalendarDays(last, 1))) });
}
