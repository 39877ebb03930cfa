import type { RoundRecord } from "../rounds/round";

/**
 * A stalled draw: a round whose draw time has passed by more than the operator's slack and that is still open or
 * closed (not drawn, settled or void). A drawn round waiting for its settlement is not a stalled draw: its digits
 * are public and settlement follows within the tick.
 */
export const isDrawStalled = (round: Pick<RoundRecord, "status" | "drawAtMs">, nowMs: number, stallAlarmAfterMs: number): boolean =>
  (round.status === "open" || round.status === "closed") && nowMs - round.drawAtMs > stallAlarmAfterMs;

/** What the alarm names: the game, the oldest stalled round of it, and how late its draw is. */
export interface StalledDraw {
  readonly gameId: number;
  readonly gameName: string;
  readonly issue: string;
  readonly drawAtMs: number;
  readonly lateMs: number;
}

/** The oldest stalled round of a game's unfinished rounds (oldest first), or null. */
export function oldestStalledDraw(game: { readonly id: number; readonly name: string }, unfinished: readonly RoundRecord[], nowMs: number, stallAlarmAfterMs: number): StalledDraw | null {
  const round = unfinished.find((r) => isDrawStalled(r, nowMs, stallAlarmAfterMs));
  return round ? { gameId: game.id, gameName: game.name, issue: round.issue, drawAtMs: round.drawAtMs, lateMs: nowMs - round.drawAtMs } : null;
}
