/** The one calendar of the product: local dates and times in the operator's zone, and dates as people type them. */
import { wallClockMs } from "./time-zone";

/**
 * "YYYY-MM-DD HH:mm:ss" of an instant in a time zone (the operator's): heart's openTime, the payout hold's end.
 * The zone's wall clock is read through the schedule's one formatter per zone: building an Intl.DateTimeFormat
 * on every call cost about 45 µs, and heart, the wallet and every limit check call this.
 */
export function formatLocalDateTime(timeZone: string, atMs: number): string {
  const iso = new Date(wallClockMs(timeZone, atMs)).toISOString(); // "YYYY-MM-DDTHH:mm:ss.000Z"
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** "YYYY-MM-DD" of an instant in a time zone: the operator's "today". */
export function localDateOf(timeZone: string, atMs: number): string {
  return formatLocalDateTime(timeZone, atMs).slice(0, 10);
}

const DATE_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A calendar date as people type it ("2026-11-05", "2026-11-5") to
 * "YYYY-MM-DD", or null when it is not a real date (no 2026-02-30) of the
 * years 2000-2999.
 */
export function parseCalendarDate(text: string): string | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The date `days` after (or before) "YYYY-MM-DD". */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days between two "YYYY-MM-DD" dates, `to` minus `from` (0 for the same day). */
export const calendarDaysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** "YYYY-MM-DD" to the compact "YYYYMMDD" of issues and sales days. */
export const compactDate = (date: string): string => date.replaceAll("-", "");
