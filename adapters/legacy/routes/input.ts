import { fail, ok, type Result } from "../../../src/domain/errors";
import type { AppDeps } from "../../../src/application/deps";
import { recordDays } from "../../../src/application/queries/record-days";
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

/**
 * begin_date..end_date as the original filter drawer sends them ("YYYY-MM-DD"),
 * read by the one record-days policy both APIs share (recordDays).
 */
export function dateRange(params: LegacyParams, deps: Pick<AppDeps, "schedule" | "clock">): Result<TimeRange> {
  const day = (key: string): Result<string | undefined> => {
    if (isAbsent(params, key)) return ok(undefined);
    const raw = text(params, key);
    return raw === undefined ? invalid(key) : ok(raw);
  };
  const from = day("begin_date");
  if (!from.ok) return from;
  const to = day("end_date");
  if (!to.ok) return to;
  return recordDays(deps, { from: from.value, to: to.value }, { from: "begin_date", to: "end_date" });
}

/** Unix seconds of an instant, as the wire's createtime. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
