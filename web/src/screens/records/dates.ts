/**
 * Calendar days as the record lists send them ("YYYY-MM-DD"). The bounds
 * (2018-01-01 to the operator's today) come from the server; the arithmetic
 * here is on whole days in UTC, so the browser's own zone never shifts a date.
 */

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export interface DayBounds {
  readonly first: string;
  readonly today: string;
  /** The longest range (in days, both ends included) a list accepts. */
  readonly maxSpanDays: number;
}

/** Days shown when the player has not chosen a range: the last week, today included. */
const DEFAULT_SPAN_DAYS = 7;

const MS_PER_DAY = 86_400_000;

const utcOf = (day: string): number => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

const dayOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOfUtc(utcOf(day) + days * MS_PER_DAY);

/** Days from `from` to `to`, both included (1 for a single day). */
export const spanDays = (range: DayRange): number => Math.round((utcOf(range.to) - utcOf(range.from)) / MS_PER_DAY) + 1;

export const isDay = (text: string | null): text is string => text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOfUtc(utcOf(text)) === text;

export function defaultRange(bounds: DayBounds): DayRange {
  const from = addDays(bounds.today, -(DEFAULT_SPAN_DAYS - 1));
  return { from: from < bounds.first ? bounds.first : from, to: bounds.today };
}

export type RangeProblem = "reversed" | "tooLong" | "outOfBounds";

/** Why a range cannot be asked for, checked before the server would refuse it. */
export function rangeProblem(range: DayRange, bounds: DayBounds): RangeProblem | null {
  if (range.from < bounds.first || range.to > bounds.today) return "outOfBounds";
  if (range.to < range.from) return "reversed";
  if (spanDays(range) > bounds.maxSpanDays) return "tooLong";
  return null;
}

/** The date pickers work in local Date objects: midnight of the day in the browser's zone. */
export const dateOfDay = (day: string): Date => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

const pad = (n: number): string => String(n).padStart(2, "0");

export const dayOfDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** An instant as the lists show it, in the reader's zone: "2026-11-22 14:03:09". */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${dayOfDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
