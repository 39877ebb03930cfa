import type { Result } from "../../domain/errors";
import { addFigures, houseResult, NO_FIGURES, type GrowthFigures, type HouseResult } from "../../domain/growth/house-result";
import { dayPeriod } from "../../domain/growth/periods";
import type { Minor } from "../../domain/money";
import type { StoreTx } from "../../ports/store";
import type { TimeRange } from "../../ports/store/common";
import type { AgentFigures, PaidFigures, PlayFigures } from "../../ports/store/growth/reports";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";
import { checkDayRange, daysOf } from "./growth-report-days";

export type GrowthLine = GrowthFigures & HouseResult;

interface GrowthReportDay extends GrowthLine {
  /** The operator's day, "YYYY-MM-DD" (00:00 to 00:00 in its time zone). */
  readonly day: string;
}

/** A game's bets over the range. Rebates, commissions and bonuses are paid per player and day across games, so a game has no share of them. */
interface GrowthReportGame {
  readonly gameId: number;
  readonly gameName: string;
  readonly bets: number;
  readonly turnoverMinor: Minor;
  readonly payoutMinor: Minor;
  readonly grossMinor: Minor;
}

/** An agent's team over the range (the players they invited), with the commissions paid to the agent. */
interface GrowthReportAgent extends GrowthLine {
  readonly agentId: number;
  readonly username: string;
  readonly nickname: string;
  readonly players: number;
}

export interface GrowthReport {
  readonly fromDay: string;
  readonly toDay: string;
  readonly timeZone: string;
  readonly days: readonly GrowthReportDay[];
  readonly total: GrowthLine;
  readonly games: readonly GrowthReportGame[];
  /** Most turnover first. */
  readonly agents: readonly GrowthReportAgent[];
}

const figuresOf = (play: PlayFigures, paid: PaidFigures): GrowthFigures => ({
  bets: play.bets,
  turnoverMinor: play.stakeMinor,
  payoutMinor: play.payoutMinor,
  rebateMinor: paid.rebateMinor,
  commissionMinor: paid.commissionMinor,
  bonusMinor: paid.bonusMinor,
});

const line = (figures: GrowthFigures): GrowthLine => ({ ...figures, ...houseResult(figures) });

const agentLine = (agent: AgentFigures): GrowthReportAgent => ({
  agentId: agent.agentId,
  username: agent.username,
  nickname: agent.nickname,
  players: agent.players,
  ...line(figuresOf(agent, agent)),
});

async function dayLine(tx: StoreTx, day: string, range: TimeRange): Promise<GrowthReportDay> {
  const [play, paid] = await Promise.all([tx.growthReports.playTotals(range), tx.growthReports.paidTotals(range)]);
  return { day, ...line(figuresOf(play, paid)) };
}

/**
 * The console's growth report over the operator's days from..to ("YYYY-MM-DD", at most 92): per day, the settled
 * stakes (turnover), the wins paid, the rebates, commissions and bonuses paid, and the house's gross result (stakes
 * minus wins) and net result (after those payments); the same per game (bets only) and per agent's team. Bets
 * count on the day they were settled and payments on the day they were made, as the growth engine counts them,
 * so the days' rebates, commissions and bonuses add up to what the promotions account paid.
 */
export async function growthReport(deps: Pick<AppDeps, "store" | "schedule">, input: { readonly fromDay: string; readonly toDay: string }): Promise<Result<GrowthReport, "INVALID_INPUT">> {
  const checked = checkDayRange(input);
  if (!checked.ok) return checked;
  const days = daysOf(checked.value);
  const periods = days.map((day) => dayPeriod(deps.schedule, day));
  const whole: TimeRange = { fromMs: periods[0]!.fromMs, toMs: periods[periods.length - 1]!.toMs };
  return inRead(deps, async (tx) => {
    const dayLines: GrowthReportDay[] = [];
    // One day at a time: each reads its slice of the settlement-time index, and the database is never asked for 92 at once.
    for (const period of periods) dayLines.push(await dayLine(tx, period.firstDay, period));
    const [byGame, agents, games] = await Promise.all([tx.growthReports.playByGame(whole), tx.growthReports.agentFigures(whole), tx.games.list()]);
    const names = new Map(games.map((game) => [game.id, game.name]));
    return {
      ...checked.value,
      timeZone: deps.schedule.timeZone,
      days: dayLines,
      total: line(dayLines.reduce<GrowthFigures>((sum, day) => addFigures(sum, day), NO_FIGURES)),
      games: byGame.map((game) => ({
        gameId: game.gameId,
        gameName: names.get(game.gameId) ?? `#${game.gameId}`,
        bets: game.bets,
        turnoverMinor: game.stakeMinor,
        payoutMinor: game.payoutMinor,
        grossMinor: game.stakeMinor - game.payoutMinor,
      })),
      agents: agents.map(agentLine).sort((a, b) => b.turnoverMinor - a.turnoverMinor || a.agentId - b.agentId),
    };
  });
}
