import { fail, ok, type Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import type { BetTotals, ReportScope, StoreTx } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";

/** A line of the stake / payout / house result reports. */
export interface ReportLine {
  /** The sales day "YYYYMMDD" (daily report) or the issue (per-round report). */
  readonly key: string;
  readonly gameId: number;
  readonly gameName: string;
  readonly roomId: number;
  readonly roomTitle: string;
  readonly bets: number;
  readonly stakeMinor: Minor;
  /** Stakes of bets not settled yet (the round under way): not part of the result. */
  readonly unsettledStakeMinor: Minor;
  readonly payoutMinor: Minor;
  /** Settled stakes minus payouts: what the house won (negative: lost). */
  readonly houseResultMinor: Minor;
}

export interface Report {
  readonly lines: readonly ReportLine[];
  /** The same sums over every line. */
  readonly total: Omit<ReportLine, "key" | "gameId" | "gameName" | "roomId" | "roomTitle">;
}

/** A report spans at most this many sales days (a quarter): enough for a month's figures, bounded for the database. */
const MAX_REPORT_DAYS = 92;

const DAY = /^\d{8}$/;

function daysBetween(from: string, to: string): number {
  const at = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)));
  return (at(to) - at(from)) / 86_400_000 + 1;
}

/** Whole sales days "YYYYMMDD", in order, at most MAX_REPORT_DAYS of them. */
export function checkScope(scope: ReportScope): Result<ReportScope, "INVALID_INPUT"> {
  if (!DAY.test(scope.fromDay) || !DAY.test(scope.toDay) || scope.toDay < scope.fromDay) return fail("INVALID_INPUT", { field: "range" });
  if (daysBetween(scope.fromDay, scope.toDay) > MAX_REPORT_DAYS) return fail("INVALID_INPUT", { field: "range", max: MAX_REPORT_DAYS });
  return ok(scope);
}

/** Stake, payout and house result per sales day, by game and room. Days are "YYYYMMDD" sales days (the prefix). */
export function dailyReport(deps: Pick<AppDeps, "store">, scope: ReportScope): Promise<Result<Report, "INVALID_INPUT">> {
  return report(deps, scope, (tx, s) => tx.reports.totalsByDay(s));
}

/** The same per round (issue) and room: one sales day of one game is a sensible page. */
export function roundReport(deps: Pick<AppDeps, "store">, scope: ReportScope): Promise<Result<Report, "INVALID_INPUT">> {
  return report(deps, scope, (tx, s) => tx.reports.totalsByRound(s));
}

async function report(
  deps: Pick<AppDeps, "store">,
  scope: ReportScope,
  read: (tx: StoreTx, scope: ReportScope) => Promise<BetTotals[]>,
): Promise<Result<Report, "INVALID_INPUT">> {
  const checked = checkScope(scope);
  if (!checked.ok) return checked;
  return inRead(deps, async (tx) => {
    const totals = await read(tx, checked.value);
    const games = new Map((await tx.games.list()).map((g) => [g.id, g.name]));
    const rooms = new Map<number, string>();
    for (const gameId of new Set(totals.map((t) => t.gameId))) for (const room of await tx.games.rooms(gameId)) rooms.set(room.id, room.title);
    const lines = totals.map((t) => lineOf(t, games.get(t.gameId) ?? `#${t.gameId}`, rooms.get(t.roomId) ?? `#${t.roomId}`));
    const sum = (pick: (line: ReportLine) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
    return {
      lines,
      total: {
        bets: sum((l) => l.bets),
        stakeMinor: sum((l) => l.stakeMinor),
        unsettledStakeMinor: sum((l) => l.unsettledStakeMinor),
        payoutMinor: sum((l) => l.payoutMinor),
        houseResultMinor: sum((l) => l.houseResultMinor),
      },
    };
  });
}

const lineOf = (t: BetTotals, gameName: string, roomTitle: string): ReportLine => ({
  key: t.key,
  gameId: t.gameId,
  gameName,
  roomId: t.roomId,
  roomTitle,
  bets: t.bets,
  stakeMinor: t.stakeMinor,
  unsettledStakeMinor: t.stakeMinor - t.settledStakeMinor,
  payoutMinor: t.payoutMinor,
  houseResultMinor: t.settledStakeMinor - t.payoutMinor,
});
