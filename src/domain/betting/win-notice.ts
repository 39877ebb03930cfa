import type { Minor } from "../money";

/** One per player per settled round in which they won: what `getGameResult` serves until seen. */
export interface WinNotice {
  readonly id: number;
  readonly userId: number;
  readonly gameId: number;
  readonly issue: string;
  readonly profitMinor: Minor;
  readonly seen: boolean;
  readonly createdAtMs: number;
}
