/** Calendar days ("YYYY-MM-DD") for the date picker and the history range: plain date arithmetic, no I/O. */

/** SPEC section 5: the date picker's lower bound. */
export const FIRST_DAY = "2018-01-01";

/** A local calendar date as "YYYY-MM-DD". */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "YYYY-MM-DD" as a local Date at midnight. */
export function dateOf(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** "20261122001" -> "2026-11-22": an issue number starts with its sales day. */
export const dayOfIssue = (issue: string): string | null => {
  const match = /^(\d{4})(\d{2})(\d{2})\d+$/.exec(issue);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
};

/** The server answers draw history over at most this many days at once. */
const MAX_HISTORY_DAYS = 366;

/** The first day of the longest history range ending on `to` (never before 2018-01-01). */
export function historyStart(to: string): string {
  const end = dateOf(to);
  const start = dayOf(new Date(end.getFullYear(), end.getMonth(), end.getDate() - (MAX_HISTORY_DAYS - 1)));
  return start < FIRST_DAY ? FIRST_DAY : start;
}
