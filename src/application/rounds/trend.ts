import { fail, ok, type Result } from "../../domain/errors";
import { baseLabels, isWinning, PLAY_TYPE, sumOf, type ParityLabel, type SizeLabel } from "../../domain/betting/outcome";
import type { Digits } from "../../domain/rounds/round";
import { roundsOfSalesDay } from "../../domain/rounds/schedule-versions";
import { scheduleOf } from "./schedule-book";
import type { AppDeps } from "../deps";
import { checkLimit } from "../query-input";

/** The trend chart's columns, each read from the play-type table so a highlight always agrees with what pays. */
const TREND_COLUMNS = {
  big: PLAY_TYPE.big,
  small: PLAY_TYPE.small,
  single: PLAY_TYPE.single,
  double: PLAY_TYPE.double,
  bigSingle: PLAY_TYPE.big_single,
  smallSingle: PLAY_TYPE.small_single,
  bigDouble: PLAY_TYPE.big_double,
  smallDouble: PLAY_TYPE.small_double,
} as const;
export type TrendColumn = keyof typeof TREND_COLUMNS;
export type TrendFlags = Readonly<Record<TrendColumn, boolean>>;

interface TrendRow {
  readonly issue: string;
  readonly digits: Digits;
  readonly sum: number;
  readonly drawAtMs: number;
  readonly flags: TrendFlags;
}

export interface TrendTable {
  readonly gameId: number;
  readonly salesDay: string;
  /** The day's drawn rounds, in draw order. */
  readonly rows: readonly TrendRow[];
  /** How many rows each column highlights. */
  readonly counts: Readonly<Record<TrendColumn, number>>;
}

const COLUMNS = Object.keys(TREND_COLUMNS) as TrendColumn[];

export const trendFlags = (sum: number): TrendFlags =>
  Object.fromEntries(COLUMNS.map((column) => [column, isWinning(TREND_COLUMNS[column], sum)])) as Record<TrendColumn, boolean>;

/** /trendChart: one sales day ("YYYYMMDD") of a game. */
export async function trendTable(deps: AppDeps, gameId: number, salesDay: string): Promise<Result<TrendTable, "GAME_NOT_FOUND" | "INVALID_INPUT">> {
  const scheduled = roundsOfSalesDay(scheduleOf(deps), salesDay);
  const first = scheduled[0];
  const last = scheduled[scheduled.length - 1];
  if (!first || !last) return fail("INVALID_INPUT", { field: "salesDay" });
  const issues = new Set(scheduled.map((r) => r.issue));
  return deps.store.read(async (tx) => {
    if (!(await tx.games.byId(gameId))) return fail("GAME_NOT_FOUND");
    const rounds = await tx.rounds.drawnBetween(gameId, { fromMs: first.openAtMs, toMs: last.drawAtMs + 1 }, { offset: 0, limit: scheduled.length });
    const rows: TrendRow[] = [];
    // drawnBetween is newest first; the chart reads left to right in draw order.
    for (const round of [...rounds].reverse()) {
      if (!round.digits || !issues.has(round.issue)) continue;
      const sum = sumOf(round.digits);
      rows.push({ issue: round.issue, digits: round.digits, sum, drawAtMs: round.drawAtMs, flags: trendFlags(sum) });
    }
    const counts = Object.fromEntries(COLUMNS.map((column) => [column, rows.filter((r) => r.flags[column]).length])) as Record<TrendColumn, number>;
    return ok({ gameId, salesDay, rows, counts });
  });
}

export const MAX_CANDLES = 500;

type CandleDirection = "long" | "short" | "flat";

export interface Candle {
  readonly issue: string;
  /** The previous round's sum; this round's own sum when there is no earlier round. */
  readonly open: number;
  /** This round's sum. */
  readonly close: number;
  readonly high: number;
  readonly low: number;
  readonly direction: CandleDirection;
  readonly labels: readonly [SizeLabel, ParityLabel];
  readonly drawAtMs: number;
}

/** /find's candlestick chart: one candle per drawn round, oldest first, the newest `limit` rounds. */
export async function candles(deps: AppDeps, gameId: number, limit: number): Promise<Result<readonly Candle[], "GAME_NOT_FOUND" | "INVALID_INPUT">> {
  const checked = checkLimit(limit, MAX_CANDLES);
  if (!checked.ok) return checked;
  return deps.store.read(async (tx) => {
    if (!(await tx.games.byId(gameId))) return fail("GAME_NOT_FOUND");
    // One round more than shown: the oldest candle opens at the sum of the round before it.
    const rounds = await tx.rounds.drawnBetween(gameId, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, { offset: 0, limit: checked.value + 1 });
    const sums = [...rounds].reverse().flatMap((r) => (r.digits ? [{ round: r, sum: sumOf(r.digits) }] : []));
    const shown = sums.length > checked.value ? sums.slice(1) : sums;
    const offset = sums.length - shown.length;
    return ok(
      shown.map(({ round, sum }, index) => {
        const open = sums[offset + index - 1]?.sum ?? sum;
        return {
          issue: round.issue,
          open,
          close: sum,
          high: Math.max(open, sum),
          low: Math.min(open, sum),
          direction: sum > open ? "long" : sum < open ? "short" : "flat",
          labels: baseLabels(sum),
          drawAtMs: round.drawAtMs,
        } satisfies Candle;
      }),
    );
  });
}
