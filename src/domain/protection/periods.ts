import { addCalendarDays, compactDate, localDateOf } from "../calendar";
import { localDayStartMs } from "../rounds/schedule";

/** The periods a limit or a statement line spans, in the operator's zone: a day from 00:00, a week from Monday, a month from the 1st. */
export const PERIODS = ["day", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];

/** The first calendar date ("YYYY-MM-DD") of the period that holds `date`. */
export function periodStartDate(period: Period, date: string): string {
  if (period === "day") return date;
  if (period === "month") return `${date.slice(0, 8)}01`;
  // getUTCDay: 0 is Sunday; the week starts on Monday.
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addCalendarDays(date, -((weekday + 6) % 7));
}

/** The first calendar date of the period after the one that starts on `start`. */
export function nextPeriodStartDate(period: Period, start: string): string {
  if (period === "day") return addCalendarDays(start, 1);
  if (period === "week") return addCalendarDays(start, 7);
  const [year, month] = start.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The instant a local date begins in the zone. */
export const dateStartMs = (timeZone: string, date: string): number => localDayStartMs({ timeZone }, compactDate(date));

/** When the period holding the instant began (a limit counts what happened since). */
export function periodStartMs(timeZone: string, period: Period, atMs: number): number {
  return dateStartMs(timeZone, periodStartDate(period, localDateOf(timeZone, atMs)));
}

/** One line of a statement: a period, by its first date, and the instants it spans. */
export interface PeriodSpan {
  readonly period: Period;
  /** "YYYY-MM-DD" of its first day. */
  readonly start: string;
  readonly fromMs: number;
  readonly toMs: number;
}

/**
 * The periods that touch the dates `from`..`to` (inclusive), oldest first:
 * the lines of a statement. Whole periods: a week line starts on its Monday
 * even when `from` is a Wednesday.
 */
export function periodSpans(timeZone: string, period: Period, from: string, to: string): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  for (let start = periodStartDate(period, from); start <= to; start = nextPeriodStartDate(period, start)) {
    const next = nextPeriodStartDate(period, start);
    spans.push({ period, start, fromMs: dateStartMs(timeZone, start), toMs: dateStartMs(timeZone, next) });
  }
  return spans;
}
