import type { PaidPayout, PayoutKind } from "../../../domain/growth/payout";
import type { Minor } from "../../../domain/money";
import type { Page, TimeRange } from "../common";

/** Settled bets of a range: how many, their stakes (turnover) and what they paid out (wins). By settlement time. */
export interface PlayFigures {
  readonly bets: number;
  readonly stakeMinor: Minor;
  readonly payoutMinor: Minor;
}

/** What the growth engine paid in a range, by kind. */
export interface PaidFigures {
  readonly commissionMinor: Minor;
  readonly rebateMinor: Minor;
  readonly bonusMinor: Minor;
}

interface GamePlayFigures extends PlayFigures {
  readonly gameId: number;
}

/**
 * An agent's team in a range: the players the agent invited (their settled bets, the rebates and bonuses paid to
 * them) and the commissions paid to the agent (both levels).
 */
export interface AgentFigures extends PlayFigures {
  readonly agentId: number;
  readonly username: string;
  readonly nickname: string;
  /** Invited players with a bet settled in the range. */
  readonly players: number;
  readonly rebateMinor: Minor;
  readonly bonusMinor: Minor;
  readonly commissionMinor: Minor;
}

/** A payment with the beneficiary's names, as the console's history lists it. */
export interface NamedPayout extends PaidPayout {
  readonly username: string;
  readonly nickname: string;
}

interface PayoutHistoryFilter {
  /** null: every kind. */
  readonly kind: PayoutKind | null;
  readonly range: TimeRange;
  /** null: every beneficiary. */
  readonly userId: number | null;
}

/** The console's growth reports (issue 40), computed by the database. */
export interface GrowthReportRepository {
  /** Every bet settled in the range, summed. */
  playTotals(range: TimeRange): Promise<PlayFigures>;
  /** The same per game, by game id (games without a settled bet are absent). */
  playByGame(range: TimeRange): Promise<GamePlayFigures[]>;
  /** Every payment of the growth engine made in the range, by kind. */
  paidTotals(range: TimeRange): Promise<PaidFigures>;
  /** Every agent (group agent) whose team played or was paid, or who was paid a commission, in the range; by agent id. */
  agentFigures(range: TimeRange): Promise<AgentFigures[]>;
  /** Payments newest first (time, then id), with the beneficiary's names. */
  payoutHistory(filter: PayoutHistoryFilter, page: Page): Promise<NamedPayout[]>;
}
