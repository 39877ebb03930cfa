import type { Digits, RoundRecord, RoundStatus, RoundVoid } from "../../../domain/rounds/round";
import type { SeedChain } from "../../../domain/fairness/seed-chain";
import type { Page, TimeRange } from "../common";

export interface RoundRepository {
  /**
   * Holds round creation of a game until the transaction ends: reading the
   * chain's latest position and taking the next one is then one step, so two
   * servers never give two rounds the same seed (the store also refuses it).
   */
  lockCreation(gameId: number): Promise<void>;
  /**
   * Reads a round for a bet and holds its status until the transaction ends:
   * the round cannot close while the bet is being placed, and a bet placed
   * after the close reads the closed status. Null when there is no such round.
   */
  lockForBet(gameId: number, issue: string): Promise<RoundRecord | null>;
  /** Inserts a round; false when one with the same game and issue exists already. */
  create(round: RoundRecord): Promise<boolean>;
  get(gameId: number, issue: string): Promise<RoundRecord | null>;
  /**
   * Moves a round from `from` to the next status, with the draw fields when
   * moving to "drawn". Compare-and-set: false (and nothing written) when the
   * round is not in `from`, so two drivers can never both perform a step.
   */
  advance(
    gameId: number,
    issue: string,
    from: RoundStatus,
    to: RoundStatus,
    draw?: { readonly digits: Digits; readonly revealedSeed: string },
  ): Promise<boolean>;
  /**
   * Voids a round (issue 41): compare-and-set from any of `from` (statuses before
   * "settled") to "void", storing the void and, unless the round has one already
   * (a drawn round), its revealed seed. False (nothing written) when the round is
   * in none of `from`. On PostgreSQL the update waits for every transaction that
   * holds the row FOR SHARE (bets in flight, settlement chunks: lockForBet) and
   * every later one reads "void".
   */
  markVoid(gameId: number, issue: string, from: readonly RoundStatus[], voided: RoundVoid, revealedSeed: string): Promise<boolean>;
  /** Issues of void rounds of a game that still hold an open (unrefunded) bet, at most `limit`. */
  voidedWithOpenBets(gameId: number, limit: number): Promise<string[]>;
  /**
   * Stores the Merkle root of a closed round's bets, once: false (nothing
   * written) when the round is not closed or already has its root.
   */
  fixBetsRoot(gameId: number, issue: string, root: string): Promise<boolean>;
  /** Rounds neither settled nor void, oldest first (what a restarted driver must finish; void rounds' refunds: voidedWithOpenBets). */
  unfinished(gameId: number): Promise<RoundRecord[]>;
  /** The most recent rounds, newest first, in any status. */
  recent(gameId: number, limit: number): Promise<RoundRecord[]>;
  /** Drawn or settled rounds whose draw time is in the range, newest first. */
  drawnBetween(gameId: number, range: TimeRange, page: Page): Promise<RoundRecord[]>;
  /** The round at a position of a seed chain (positions are unique), or null. */
  atChainPosition(chainId: number, chainIndex: number): Promise<RoundRecord | null>;
  /** The round of the game with the highest chain index (to continue the chain). */
  latest(gameId: number): Promise<RoundRecord | null>;
}

export interface SeedChainRepository {
  create(chain: Omit<SeedChain, "id">): Promise<SeedChain>;
  byId(id: number): Promise<SeedChain | null>;
  /** Every chain of a game, oldest first (their anchors are public). */
  list(gameId: number): Promise<SeedChain[]>;
  /** Chains stored before secrets were sealed (migration 014), with their top seed in the clear: to be sealed at start. */
  stillPlain(): Promise<{ readonly id: number; readonly gameId: number; readonly length: number; readonly anchor: string; readonly topSeed: string }[]>;
  /** Stores a chain's sealed secret and blanks the clear one. */
  sealPlain(id: number, sealedTop: string): Promise<void>;
  /** The newest chain of a game. */
  current(gameId: number): Promise<SeedChain | null>;
}
