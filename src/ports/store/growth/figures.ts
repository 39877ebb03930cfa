import type { RoundPlay } from "../../../domain/growth/counted-plays";
import type { PayoutKind } from "../../../domain/growth/payout";
import type { Minor } from "../../../domain/money";
import type { TimeRange } from "../common";


/**
 * What the growth engine reads of play and money, by settlement time (a bet counts in the period it was settled
 * in, as the turnover rule counts it). Only settled bets are read: a bet a round's void refunds will never be one.
 */
export interface GrowthFiguresRepository {
  /** Every player with a bet settled in the range, ascending (the end-of-day runs page through them). */
  playersWithSettledBets(range: TimeRange): Promise<number[]>;
  /** The settled plays of these players in the range, one row per player, round and play type. */
  settledPlaysOf(userIds: readonly number[], range: TimeRange): Promise<RoundPlay[]>;
  /** Approved deposits credited to these players in the range, per player (players with none are absent). */
  depositsOf(userIds: readonly number[], range: TimeRange): Promise<Map<number, Minor>>;
  /** What the growth engine paid these players in the range, of these kinds, per player (absent: nothing). */
  paidTo(userIds: readonly number[], kinds: readonly PayoutKind[], range: TimeRange): Promise<Map<number, Minor>>;
}
