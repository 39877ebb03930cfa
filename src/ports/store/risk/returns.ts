import type { GameTally, PlayTally, RoundPlay } from "../../../domain/risk/return-monitor";
import type { RoundStatus } from "../../../domain/rounds/round";

/** Where a game's tally stands: the last round added (rounds are taken in draw order, then issue). */
export interface TallyMark {
  readonly drawAtMs: number;
  readonly issue: string;
}

/** A round as the tally walks past it. */
interface TallyRound extends TallyMark {
  readonly status: RoundStatus;
}

/** The realised-return monitor's running totals (migration 040): each settled round added once. */
export interface ReturnTallyRepository {
  /** The game's mark, or null when nothing was added yet. */
  mark(gameId: number): Promise<TallyMark | null>;
  /** The game's rounds after the mark (all from the first when null), in draw order, at most `limit`. */
  roundsAfter(gameId: number, mark: TallyMark | null, limit: number): Promise<TallyRound[]>;
  /** A settled round's results per play type (bets with a result only: a refunded bet has none). */
  playsOfRound(gameId: number, issue: string): Promise<RoundPlay[]>;
  /**
   * Adds rounds to the totals and moves the mark from `from` to `to`, by compare-and-set on the mark: false (nothing
   * written) when another tally moved it first.
   */
  add(gameId: number, from: TallyMark | null, to: TallyMark, game: Omit<GameTally, "gameId">, plays: readonly Omit<PlayTally, "gameId">[]): Promise<boolean>;
  /** Every game's totals and every play's, games in id order. */
  all(): Promise<{ readonly games: GameTally[]; readonly plays: PlayTally[] }>;
}
