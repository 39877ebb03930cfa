import { fail, ok, type Result } from "../../../src/domain/errors";
import { localDayStartMs, type ScheduleConfig } from "../../../src/domain/schedule";
import { FIRST_RECORD_DAY } from "../../../src/application/queries/query-input";
import type { TimeRange } from "../../../src/ports/store";
import { text, type LegacyParams } from "../params";

/**
 * Reading the legacy calls' parameters strictly: a field that is present but of
 * the wrong kind (an object, an array, a boolean, a non-numeric id) is refused
 * as INVALID_INPUT naming the field, never silently taken as absent, so bad
 * input always answers code 0 and changes nothing. Business rules stay in the core.
 */

const invalid = <T>(field: string): Result<T> => fail("INVALID_INPUT", { field });

/** Absent: not sent, null, or an empty string (what an emptied form field sends). */
export const isAbsent = (params: LegacyParams, key: string): boolean => {
  const value = params[key];
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
};

/** An optional text field: undefined when absent, INVALID_INPUT when it is not a string or a number. */
export function optionalText(params: LegacyParams, key: string): Result<string | undefined> {
  if (params[key] === undefined || params[key] === null) return ok(undefined);
  const value = text(params, key);
  return value === undefined ? invalid(key) : ok(value);
}

/** A required positive id (game_id, plan_id, order_id). */
export function requiredId(params: LegacyParams, key: string): Result<number> {
  const value = optionalId(params, key);
  if (!value.ok) return value;
  return value.value === undefined ? invalid(key) : ok(value.value);
}

/** An optional positive id: undefined when absent. */
export function optionalId(params: LegacyParams, key: string): Result<number | undefined> {
  if (isAbsent(params, key)) return ok(undefined);
  const raw = text(params, key)?.trim();
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return invalid(key);
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? ok(value) : invalid(key);
}

/** An optional small non-negative integer (type codes, tabs, pages) no larger than `max`. */
export function optionalCount(params: LegacyParams, key: string, max: number): Result<number | undefined> {
  if (isAbsent(params, key)) return ok(undefined);
  const raw = text(params, key)?.trim();
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return invalid(key);
  const value = Number(raw);
  return value <= max ? ok(value) : fail("INVALID_INPUT", { field: key, max });
}

/** 0 bank card, 1 virtual wallet: required. */
export function payoutType(params: LegacyParams, key = "type"): Result<0 | 1> {
  const value = optionalCount(params, key, 1);
  if (!value.ok) return value;
  return value.value === 0 || value.value === 1 ? ok(value.value) : invalid(key);
}

/** A wire amount as the core's parseMoney takes it: a string or a number; anything else is not an amount. */
export function rawAmount(params: LegacyParams, key: string): Result<string | number | undefined> {
  const value = params[key];
  if (value === undefined || value === null) return ok(undefined);
  if (typeof value === "string" && value.length <= 32) return ok(value);
  if (typeof value === "number") return ok(value);
  return fail("MONEY_INVALID", { field: key });
}

// ---------------------------------------------------------------------------
// Dates of the filter drawer: "YYYY-MM-DD", both days included, in the operator's zone.

const DATE_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** "YYYY-MM-DD" (month and day may be one digit) to "YYYYMMDD", or null when it is not a real date of 2000-2999. */
function compactDate(value: string): string | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10).replaceAll("-", "");
}

const nextDay = (compact: string): string => {
  const date = new Date(Date.UTC(Number(compact.slice(0, 4)), Number(compact.slice(4, 6)) - 1, Number(compact.slice(6, 8)) + 1));
  return date.toISOString().slice(0, 10).replaceAll("-", "");
};

/** Today as "YYYYMMDD" in the operator's zone. */
function todayCompact(schedule: ScheduleConfig, nowMs: number): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: schedule.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(nowMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}${part("month")}${part("day")}`;
}


/**
 * begin_date..end_date, both whole local days included: [start of begin, start
 * of the day after end). The original client sends today for a date left empty;
 * a caller that sends none gets today (no begin: the end day alone; no end:
 * from begin to today). Dates after today are allowed (a phone in a zone ahead
 * of the operator's may already be on tomorrow). Any span from 2018-01-01 on:
 * the lists are paged.
 */
export function dateRange(params: LegacyParams, schedule: ScheduleConfig, nowMs: number): Result<TimeRange> {
  const day = (key: string): Result<string | undefined> => {
    if (isAbsent(params, key)) return ok(undefined);
    const raw = text(params, key);
    const compact = raw === undefined ? null : compactDate(raw);
    return compact === null ? invalid(key) : ok(compact);
  };
  const beginDay = day("begin_date");
  if (!beginDay.ok) return beginDay;
  const endDay = day("end_date");
  if (!endDay.ok) return endDay;
  const today = todayCompact(schedule, nowMs);
  const end = endDay.value ?? (beginDay.value !== undefined && beginDay.value > today ? beginDay.value : today);
  const begin = beginDay.value ?? end;
  if (begin < FIRST_RECORD_DAY.replaceAll("-", "")) return fail("DATE_TOO_EARLY", { min: FIRST_RECORD_DAY });
  if (end < begin) return fail("DATE_RANGE_REVERSED");
  return ok({ fromMs: localDayStartMs(schedule, begin), toMs: localDayStartMs(schedule, nextDay(end)) });
}

/** Unix seconds of an instant, as the wire's createtime. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
