/** A schedule's configuration as operators write it and as code builds it: checked, parsed and written back. */
import { fail, ok, type Result } from "../errors";
import { MINUTES_PER_DAY, type ScheduleConfig } from "./schedule";
import { isKnownTimeZone } from "../time-zone";

/**
 * Checks a configuration built in code (simulator, tests). Refuses, as
 * INVALID_INPUT with the offending field: an unknown zone, seconds that are not
 * positive integers, a close window not shorter than the round, a sales window
 * shorter than one round or longer than 24 h.
 */
export function checkScheduleConfig(config: ScheduleConfig): Result<ScheduleConfig, "INVALID_INPUT"> {
  const { timeZone, salesStartMinute, salesEndMinute, roundSeconds, closeSeconds } = config;
  const invalid = (field: keyof ScheduleConfig) => fail("INVALID_INPUT", { field });
  if (typeof timeZone !== "string" || !isKnownTimeZone(timeZone)) return invalid("timeZone");
  if (!Number.isSafeInteger(roundSeconds) || roundSeconds <= 0) return invalid("roundSeconds");
  if (!Number.isSafeInteger(closeSeconds) || closeSeconds <= 0 || closeSeconds >= roundSeconds) return invalid("closeSeconds");
  if (!Number.isInteger(salesStartMinute) || salesStartMinute < 0 || salesStartMinute >= MINUTES_PER_DAY) return invalid("salesStartMinute");
  const windowMinutes = salesEndMinute - salesStartMinute;
  if (!Number.isInteger(salesEndMinute) || windowMinutes > MINUTES_PER_DAY || windowMinutes * 60 < roundSeconds) return invalid("salesEndMinute");
  return ok(config);
}

const SALES_WINDOW_PATTERN = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;

/** "HH:MM-HH:MM" to minutes; an end at or before the start is on the next day; "24:00" only as an end. */
export function parseSalesWindow(text: string): { startMinute: number; endMinute: number } | null {
  const match = SALES_WINDOW_PATTERN.exec(text);
  if (!match) return null;
  const [startHour, startMin, endHour, endMin] = match.slice(1).map(Number) as [number, number, number, number];
  if (startHour > 23 || startMin > 59 || endMin > 59 || endHour > 24 || (endHour === 24 && endMin !== 0)) return null;
  const startMinute = startHour * 60 + startMin;
  let endMinute = endHour * 60 + endMin;
  if (endMinute <= startMinute) endMinute += MINUTES_PER_DAY;
  return { startMinute, endMinute };
}

const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** The sales window as an operator writes it ("10:00-02:00", "00:00-24:00"): the inverse of parseSalesWindow. */
export function formatSalesWindow(config: Pick<ScheduleConfig, "salesStartMinute" | "salesEndMinute">): string {
  const start = config.salesStartMinute;
  const end = config.salesEndMinute === start + MINUTES_PER_DAY && start === 0 ? MINUTES_PER_DAY : config.salesEndMinute % MINUTES_PER_DAY;
  const clock = (minute: number) => `${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}`;
  return `${clock(start)}-${clock(end)}`;
}
