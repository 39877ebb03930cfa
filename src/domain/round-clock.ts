import type { RoundStatus } from "./round";

/**
 * The one round clock: whether a round takes bets at an instant. The bet
 * rules, round.current, the live rooms, the legacy heart and the web room all
 * ask this function, so no two of them can disagree about the last second.
 */

/** "open": bets are taken; "closed": betting has stopped, the draw is coming; "over": drawn (or due). */
export type RoundPhase = "open" | "closed" | "over";

export interface ClockedRound {
  readonly closeAtMs: number;
  readonly drawAtMs: number;
  /** The stored status when known: the engine may have closed the round already; null or absent when not known. */
  readonly status?: RoundStatus | null;
}

export function roundPhaseAt(round: ClockedRound, atMs: number): RoundPhase {
  if (atMs >= round.drawAtMs) return "over";
  if (atMs >= round.closeAtMs) return "closed";
  // A round the engine has moved on (closed early by an operator, or a clock a tick ahead) takes no more bets.
  if (round.status !== undefined && round.status !== null && round.status !== "open") return "closed";
  return "open";
}

/** Whether the round (null: no round now) takes a bet at the instant. */
export const takesBetsAt = (round: ClockedRound | null, atMs: number): boolean => round !== null && roundPhaseAt(round, atMs) === "open";

/** Whole seconds left until an instant, rounded up as a countdown reads, never negative (heart's openTime1). */
export const secondsUntil = (ms: number, atMs: number): number => Math.max(0, Math.ceil((ms - atMs) / 1000));
