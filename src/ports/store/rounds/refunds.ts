import type { Minor } from "../../../domain/money";

interface RefundChunkInput {
  readonly gameId: number;
  readonly issue: string;
  readonly atMs: number;
  /** At most this many bets (the lowest-id open bets of the round). */
  readonly limit: number;
  /** The refund fund line's mark, e.g. "Singapore 20261122001 void". */
  readonly mark: string;
}

export interface RefundChunkResult {
  readonly refundedBets: number;
  /** Money (available + locked) after the chunk, for each player refunded in it. */
  readonly refundedUsers: readonly { readonly userId: number; readonly moneyMinor: Minor; readonly lockedMinor: Minor }[];
}

/**
 * Refunds of a void round's bets (issue 41), set-based like settlement and in
 * the caller's transaction. Each bet taken is the one whose open_bets row this
 * transaction deleted (the compare-and-set settlement uses as well, so a bet is
 * settled or refunded, never both): it gets a bet_refunds row, a `void:bet<id>`
 * transfer (kind bet_refund) from its stakes shard back to the player's
 * available money, and a refund fund line (FUND_TYPE.refund) with the running
 * balance. The round must be void: the caller checks it in the same transaction.
 */
export interface RefundRepository {
  /** "insufficient" when a stakes shard holds less than its bets' stakes (a broken ledger): the caller must roll back. */
  refundChunk(input: RefundChunkInput): Promise<RefundChunkResult | "insufficient">;
  /** How many bets of the round were refunded, and their stakes (tests and the simulator's invariant). */
  ofRound(gameId: number, issue: string): Promise<{ readonly bets: number; readonly stakeMinor: Minor }>;
}
