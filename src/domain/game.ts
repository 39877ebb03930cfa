import type { Minor } from "./money";

export interface Game {
  readonly id: number;
  readonly name: string;
  /** false: "closed / product discontinued"; no betting in any of its rooms. */
  readonly onSale: boolean;
  readonly sortOrder: number;
}

/** A room of a game; the specification and the wire call it a plan. */
export interface Room {
  readonly id: number;
  readonly gameId: number;
  readonly title: string;
  /** Balance needed to enter the room and bet in it. */
  readonly joinLimitMinor: Minor;
  readonly minStakeMinor: Minor;
  readonly maxStakeMinor: Minor;
  /** The most one player may stake in this room in one round, all bets together. */
  readonly maxRoundStakeMinor: Minor;
}

/** Odds of one play type in one room, in hundredths (1.94 -> 194). Decimal odds: they include the stake. */
export interface RoomOdds {
  readonly roomId: number;
  readonly playType: number;
  readonly oddsHundredths: number;
}
