import { calendarDaysBetween, parseCalendarDate } from "../../domain/calendar";
import { fail, ok, type Result } from "../../domain/errors";
import { figureDays, supportFigures, type DurationStats, type SupportFigures } from "../../domain/support/figures";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";

/** The figures span at most a quarter, like the daily report: a month's figures with room, bounded for the database. */
const SUPPORT_FIGURES_MAX_DAYS = 92;

export type SupportFiguresRefusal = "INVALID_INPUT" | "DATE_RANGE_REVERSED" | "DATE_RANGE_TOO_LONG";

/** One operator's figures, with their username (null for closes that name no operator). */
export interface NamedOperatorFigures {
  readonly operatorId: number | null;
  readonly operatorName: string | null;
  readonly firstResponse: DurationStats;
  readonly resolution: DurationStats;
}

type Named<T extends { readonly operators: readonly unknown[] }> = Omit<T, "operators"> & { readonly operators: readonly NamedOperatorFigures[] };

export interface SupportFiguresReport {
  /** The zone the days and hours are of (the schedule's). */
  readonly timeZone: string;
  readonly days: readonly Named<SupportFigures["days"][number]>[];
  readonly total: Named<SupportFigures["total"]>;
}

/**
 * The support desk's figures of the local days fromDay..toDay ("YYYY-MM-DD",
 * both included, in the schedule's zone, at most SUPPORT_FIGURES_MAX_DAYS):
 * first-response and resolution times per operator and per day, and the
 * conversations open at the end of each hour (`src/domain/support/figures.ts`
 * says exactly what counts). Read from each conversation's messages and
 * status history, so every figure is what happened, not an estimate.
 */
export async function supportFiguresReport(
  deps: Pick<AppDeps, "store" | "schedule" | "clock">,
  input: { readonly fromDay: string; readonly toDay: string },
): Promise<Result<SupportFiguresReport, SupportFiguresRefusal>> {
  const from = parseCalendarDate(input.fromDay);
  if (from === null) return fail("INVALID_INPUT", { field: "fromDay" });
  const to = parseCalendarDate(input.toDay);
  if (to === null) return fail("INVALID_INPUT", { field: "toDay" });
  if (to < from) return fail("DATE_RANGE_REVERSED");
  if (calendarDaysBetween(from, to) + 1 > SUPPORT_FIGURES_MAX_DAYS) return fail("DATE_RANGE_TOO_LONG", { max: SUPPORT_FIGURES_MAX_DAYS });

  const { timeZone } = deps.schedule;
  const days = figureDays(timeZone, from, to);
  const range = { fromMs: days[0]!.startMs, toMs: days.at(-1)!.endMs };
  const report = await inRead(deps, async (tx) => {
    const figures = supportFigures(await tx.supportFigures.timelines(range), days, deps.clock.nowMs());
    const ids = figures.total.operators.flatMap((o) => (o.operatorId === null ? [] : [o.operatorId]));
    const names = new Map((await tx.users.byIds(ids)).map((user) => [user.id, user.username]));
    const named = (operators: SupportFigures["total"]["operators"]): NamedOperatorFigures[] =>
      operators.map((o) => ({ ...o, operatorName: o.operatorId === null ? null : (names.get(o.operatorId) ?? `#${o.operatorId}`) }));
    return {
      timeZone,
      days: figures.days.map((day) => ({ ...day, operators: named(day.operators) })),
      total: { ...figures.total, operators: named(figures.total.operators) },
    };
  });
  return report.ok ? ok(report.value) : report;
}
