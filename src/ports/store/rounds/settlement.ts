import type { Minor } from "../../../domain/money";

/** One winning play type's label for fund-log marks, e.g. "Singapore 20261122001 big". */
export interface SettleChunkInput {
  readonly gameId: number;
  readonly issue: string;
  /** The play types that win with this round's sum (the domain decides; the store only applies it). */
  readonly winningPlayTypes: readonly number[];
  /** Fund-log mark for a winning bet of each play type. */
  readonly marks: Readonly<Record<number, string>>;
  readonly atMs: number;
  readonly limit: number;
  /**
   * Which end of the round's open bets the chunk is taken from: the `limit`
   * lowest ids (the default), or the `limit` highest, for a second settler
   * working towards the first from the other end (RoundEngine's settleFromBothEnds).
   */
  readonly from?: "lowest" | "highest";
}

export interface SettleChunkResult {
  readonly settledBets: number;
  /** Money (available + locked) after the chunk, for each player who was paid in it. */
  readonly paidUsers: readonly { readonly userId: number; readonly moneyMinor: Minor; readonly lockedMinor: Minor }[];
}

/**
 * Set-based settlement: the hot path of a round with many bets. Semantics are
 * exactly those of settling each bet one by one (see settle-round.ts): the
 * lowest-id (or highest-id, `from`) unsettled bets of the round, each marked settled once with
 * hit = play type among the winners and payout = floor(stake x odds / 100),
 * the stakes moved to the house (one collect per stakes shard and chunk), one
 * `bet:<id>:payout` transfer (house -> available) and one profit fund-log line
 * per winning bet with its running balance, and the win notice of each winner
 * increased by payout - stake. All in the caller's transaction.
 */
export interface SettlementRepository {
  /** "insufficient" when a stakes shard holds less than its bets' stakes (a broken ledger): the caller must roll back. */
  settleChunk(input: SettleChunkInput): Promise<SettleChunkResult | "insufficient">;
}
