import type { Minor } from "../../../domain/money";

/** Which bets a report adds up: those of rounds whose issue falls in the sales days fromDay..toDay ("YYYYMMDD", both included). */
export interface ReportScope {
  readonly fromDay: string;
  readonly toDay: string;
  /** null: every game. */
  readonly gameId: number | null;
}

/** Stakes and payouts of the bets of one group (a round of a room, or a day of a room). */
export interface BetTotals {
  readonly gameId: number;
  readonly roomId: number;
  /** The issue (per round) or the sales day "YYYYMMDD" (per day). */
  readonly key: string;
  readonly bets: number;
  readonly stakeMinor: Minor;
  /** Stakes of the settled bets only: what the house result is computed on. */
  readonly settledStakeMinor: Minor;
  readonly payoutMinor: Minor;
}

/** Sums for the console's reports, computed by the database. */
export interface ReportRepository {
  /** Per round and room, ordered by issue, game, room. */
  totalsByRound(scope: ReportScope): Promise<BetTotals[]>;
  /** Per sales day and room, ordered by day, game, room. */
  totalsByDay(scope: ReportScope): Promise<BetTotals[]>;
  /**
   * For each round in which two accounts of one team (same inviter, or one
   * invited the other) both bet: each play type either of them holds, with the
   * largest stake on it. Ordered by pair, game, issue and play type; at most
   * `limit` rows. Whether a round's plays cover every outcome is the domain's
   * rule (coversEveryOutcome), the one placeBet applies to a single account.
   */
  teamRoundPlays(scope: ReportScope, limit: number): Promise<TeamRoundPlay[]>;
}

export interface TeamRoundPlay {
  /** The lower user id of the two first. */
  readonly userIds: readonly [number, number];
  readonly gameId: number;
  readonly issue: string;
  readonly playType: number;
  readonly maxStakeMinor: Minor;
}
