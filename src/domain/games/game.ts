import type { Minor } from "../money";

export interface Game {
  readonly id: number;
  readonly name: string;
  /** false: "closed / product discontinued"; no betting in any of its rooms. */
  readonly onSale: boolean;
  readonly sortOrder: number;
  /** The most a round may cost the house at its worst sum, all rooms together; absent or null: no cap. */
  readonly exposureCapMinor?: Minor | null;
}

/** A room of a game; the specification and the wire call it a plan. */
/** A room's tier, SPEC section 1's financial-management tiers: 0 basic, 1 senior, 2 master, 3 expert. */
export type RoomTier = 0 | 1 | 2 | 3;
export const ROOM_TIERS: readonly RoomTier[] = [0, 1, 2, 3];

export interface Room {
  readonly id: number;
  readonly gameId: number;
  readonly title: string;
  /** How clients style the room's card (the legacy planList `type`). */
  readonly tier: RoomTier;
  /** Balance needed to enter the room and bet in it. */
  readonly joinLimitMinor: Minor;
  readonly minStakeMinor: Minor;
  readonly maxStakeMinor: Minor;
  /** The most one player may stake in this room in one round, all bets together. */
  readonly maxRoundStakeMinor: Minor;
  /** The most a round may cost the house at its worst sum in this room; absent or null: no cap. */
  readonly exposureCapMinor?: Minor | null;
}

/** Odds of one play type in one room, in hundredths (1.94 -> 194). Decimal odds: they include the stake. */
export interface RoomOdds {
  readonly roomId: number;
  readonly playType: number;
  readonly oddsHundredths: number;
}
