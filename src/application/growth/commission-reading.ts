import { playerFiguresOf, type PlayerFigures } from "../../domain/growth/commission-formula";
import { commissionPeriodAt, type GrowthPeriod } from "../../domain/growth/periods";
import type { CommissionSettings } from "../../domain/growth/settings";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import type { StoreTx, TimeRange } from "../../ports/store";

/** Players whose plays one query reads: the end-of-period run reads 100,000 players in such slices. */
const PLAYERS_PER_READ = 1_000;

/** Rebates and bonuses are what net revenue subtracts, beside payouts (commissions to a player who is also an agent are not). */
const RECEIVED_KINDS = ["rebate", "bonus"] as const;

/**
 * Each player's counted stakes, payouts and (on net revenue) rebates and bonuses received over the range, read a
 * slice of players at a time. On turnover the receipts do not matter and are not read.
 */
export async function figuresOfPlayers(tx: StoreTx, playerIds: readonly number[], range: TimeRange, settings: CommissionSettings): Promise<Map<number, PlayerFigures>> {
  const figures = new Map<number, PlayerFigures>();
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  for (let i = 0; i < ids.length; i += PLAYERS_PER_READ) {
    const slice = ids.slice(i, i + PLAYERS_PER_READ);
    const plays = await tx.growthFigures.settledPlaysOf(slice, range);
    const received = settings.basis === "net_revenue" ? await tx.growthFigures.paidTo(slice, RECEIVED_KINDS, range) : new Map<number, number>();
    for (const [playerId, value] of playerFiguresOf(plays, received)) figures.set(playerId, value);
  }
  return figures;
}

/**
 * The range a period's bets are counted over: the period's, starting later when a period of the other kind (before
 * the operator switched between daily and weekly) already counted its first part. Empty (fromMs = toMs) when all of it was.
 */
export async function uncoveredRange(tx: StoreTx, period: GrowthPeriod): Promise<TimeRange> {
  const covered = await tx.commissions.coveredUntilMs(period.key, period);
  const fromMs = covered === null ? period.fromMs : Math.min(period.toMs, Math.max(period.fromMs, covered));
  return { fromMs, toMs: period.toMs };
}

/** The commission period running at `nowMs` under the current settings. */
export const currentCommissionPeriod = (schedule: Pick<ScheduleConfig, "timeZone">, settings: CommissionSettings, nowMs: number): GrowthPeriod =>
  commissionPeriodAt(schedule, settings.period, nowMs);

/** An agent's level-1 rate: their own when the operator set one, else the default. */
export async function agentRatesBp(tx: StoreTx, agentIds: readonly number[], settings: CommissionSettings): Promise<Map<number, number>> {
  const own = await tx.commissions.ratesOf(agentIds);
  return new Map(agentIds.map((agentId) => [agentId, own.get(agentId) ?? settings.defaultRateBp]));
}
