import { z } from "zod";
import { fail, ok, type Result } from "../../../src/domain/errors";
import { localDayStartMs, type ScheduleConfig } from "../../../src/domain/schedule";
import type { TimeRange } from "../../../src/ports/store";
import { FIRST_RECORD_DAY } from "../../../src/application/queries/query-input";

/**
 * The input shapes the routers share, and the two conversions they need at the
 * edge: wire amounts to minor units, calendar dates to instants. Nothing here
 * decides a business rule; it only makes nonsense impossible to send.
 */

/** A database id: a positive safe integer. */
export const id = z.int().positive();

/** An issue number: "YYYYMMDD" plus a sequence of at least 3 digits. */
export const issue = z.string().regex(/^\d{11,14}$/);

/** A wire amount: "100.00", "100" or 100, parsed by parseMoney (which refuses with its own codes). */
export const amount = z.union([z.string().max(32), z.number()]);

/** A client's idempotency key: a transport bound only; its form is checked by the use case (checkRequestId). */
export const requestId = z.string().max(256);

/** Biggest page size of any list. */
const MAX_PAGE_SIZE = 100;
/** Pages beyond this are nonsense for any list here and would only make the store skip rows. */
const MAX_PAGE = 100_000;

/** A 1-based page; pageSize defaults to the read model's (20). */
export const pager = {
  page: z.int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.int().min(1).max(MAX_PAGE_SIZE).optional(),
};

/** The page request of a read model, without an undefined pageSize (exactOptionalPropertyTypes-proof). */
export const pageRequest = (input: { page: number; pageSize?: number | undefined }) =>
  input.pageSize === undefined ? { page: input.page } : { page: input.page, pageSize: input.pageSize };

/** A calendar date as the date picker sends it. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** SPEC section 5: the date picker's lower bound. */
export const FIRST_DAY = FIRST_RECORD_DAY;

/** Today's date ("YYYY-MM-DD") in the operator's time zone. */
export function todayIn(schedule: ScheduleConfig, nowMs: number): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: schedule.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(nowMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether "YYYY-MM-DD" names a real calendar date (no 2026-02-30). */
function isRealDate(text: string): boolean {
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day after "YYYY-MM-DD", as "YYYYMMDD". */
function nextDayCompact(text: string): string {
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10).replaceAll("-", "");
}

/** One date of the picker, checked against 2018-01-01..today (operator's zone). */
export function checkDay(schedule: ScheduleConfig, nowMs: number, text: string, field: string): Result<string> {
  const today = todayIn(schedule, nowMs);
  if (!isRealDate(text)) return fail("INVALID_INPUT", { field, min: FIRST_DAY, max: today });
  if (text < FIRST_DAY) return fail("DATE_TOO_EARLY", { min: FIRST_DAY });
  if (text > today) return fail("DATE_IN_FUTURE", { max: today });
  return ok(text);
}

/**
 * The instants of the whole local days from..to (both included) in the
 * operator's zone: [start of from, start of the day after to).
 */
export function dayRange(schedule: ScheduleConfig, nowMs: number, from: string, to: string): Result<TimeRange> {
  const first = checkDay(schedule, nowMs, from, "from");
  if (!first.ok) return first;
  const last = checkDay(schedule, nowMs, to, "to");
  if (!last.ok) return last;
  if (to < from) return fail("DATE_RANGE_REVERSED");
  return ok({ fromMs: localDayStartMs(schedule, from.replaceAll("-", "")), toMs: localDayStartMs(schedule, nextDayCompact(to)) });
}
