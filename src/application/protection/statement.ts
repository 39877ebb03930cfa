import { calendarDaysBetween, parseCalendarDate } from "../../domain/calendar";
import { fail, type Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { PERIODS, periodSpans, type Period } from "../../domain/protection/periods";
import type { AppDeps } from "../deps";
import { FIRST_RECORD_DAY } from "../query-input";
import { inRead } from "../unit-of-work";

/** Longest span a statement covers: ten years of months, about two of weeks, a year of days. */
const MAX_STATEMENT_LINES = 400;

interface StatementLine {
  /** "YYYY-MM-DD": the first day of the day, week (a Monday) or month. */
  readonly start: string;
  readonly depositedMinor: Minor;
  readonly withdrawnMinor: Minor;
  readonly stakedMinor: Minor;
  readonly paidMinor: Minor;
  /** What play gave the player: payouts - stakes (negative: lost). */
  readonly netMinor: Minor;
}

export interface Statement {
  readonly period: Period;
  readonly lines: readonly StatementLine[];
  /** The sums of the lines. */
  readonly total: Omit<StatementLine, "start">;
}

type StatementRefusal = "INVALID_INPUT" | "DATE_TOO_EARLY" | "DATE_RANGE_REVERSED";

/**
 * A player's play summed up per day, week or month of the operator's
 * calendar: money deposited (credited), withdrawn (paid out), staked and won,
 * and the net result, oldest first. The web's 30-day chart is the same
 * statement by day.
 */
export async function statement(deps: AppDeps, input: { readonly userId: number; readonly period: Period; readonly from: string; readonly to: string }): Promise<Result<Statement, StatementRefusal>> {
  if (!PERIODS.includes(input.period)) return fail("INVALID_INPUT", { field: "period" });
  const from = parseCalendarDate(String(input.from));
  if (from === null) return fail("INVALID_INPUT", { field: "from" });
  const to = parseCalendarDate(String(input.to));
  if (to === null) return fail("INVALID_INPUT", { field: "to" });
  if (from < FIRST_RECORD_DAY) return fail("DATE_TOO_EARLY", { min: FIRST_RECORD_DAY });
  if (to < from) return fail("DATE_RANGE_REVERSED");
  const approxLines = calendarDaysBetween(from, to) / (input.period === "day" ? 1 : input.period === "week" ? 7 : 30);
  if (approxLines >= MAX_STATEMENT_LINES) return fail("INVALID_INPUT", { field: "to", max: MAX_STATEMENT_LINES });
  const spans = periodSpans(deps.schedule.timeZone, input.period, from, to);
  return inRead(deps, async (tx) => {
    const totals = await tx.protection.totals(input.userId, spans);
    const lines = spans.map((span, i) => ({ start: span.start, ...totals[i]!, netMinor: totals[i]!.paidMinor - totals[i]!.stakedMinor }));
    const sum = (pick: (line: StatementLine) => Minor) => lines.reduce((total, line) => total + pick(line), 0);
    return {
      period: input.period,
      lines,
      total: {
        depositedMinor: sum((l) => l.depositedMinor),
        withdrawnMinor: sum((l) => l.withdrawnMinor),
        stakedMinor: sum((l) => l.stakedMinor),
        paidMinor: sum((l) => l.paidMinor),
        netMinor: sum((l) => l.netMinor),
      },
    };
  });
}
