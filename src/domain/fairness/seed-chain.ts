/**
 * A game's chain of secret seeds: seed[L] is random, seed[i-1] = SHA-256(seed[i]).
 * Rounds use the chain from index 1 upwards, so the published anchor seed[0]
 * commits to every seed at once, and each revealed seed is the next round's
 * commitment.
 */
export interface SeedChain {
  readonly id: number;
  readonly gameId: number;
  /**
   * seed[L], sealed by the seed vault under the fairness key (which is never in
   * the database): a copy of the database cannot yield a future draw.
   */
  readonly sealedTop: string;
  readonly length: number;
  /** seed[0], hex. Public from the start. */
  readonly anchor: string;
  readonly createdAtMs: number;
}
