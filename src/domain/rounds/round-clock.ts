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

/** The round a room shows at an instant, for round.current and heart alike: the round being sold, or the next one. */
export interface RoundClockView {
  readonly issue: string;
  readonly openAtMs: number;
  readonly closeAtMs: number;
  readonly drawAtMs: number;
  /** Betting has stopped (heart's whether_close): by roundPhaseAt, and always for a round not yet open. */
  readonly closed: boolean;
  /** Whole seconds left until the draw (heart's openTime1). */
  readonly secondsToDraw: number;
}

/**
 * The one view of the round clock both APIs build from: the current round
 * when there is one (its stored status counted), else the next round to open,
 * closed until it opens.
 */
export function roundClockView(
  current: (ClockedRound & { readonly issue: string; readonly openAtMs: number }) | null,
  next: { readonly issue: string; readonly openAtMs: number },
  lengths: { readonly roundSeconds: number; readonly closeSeconds: number },
  atMs: number,
): RoundClockView {
  if (current !== null) {
    const { issue, openAtMs, closeAtMs, drawAtMs } = current;
    return { issue, openAtMs, closeAtMs, drawAtMs, closed: !takesBetsAt(current, atMs), secondsToDraw: secondsUntil(drawAtMs, atMs) };
  }
  const drawAtMs = next.openAtMs + lengths.roundSeconds * 1000;
  return { issue: next.issue, openAtMs: next.openAtMs, closeAtMs: drawAtMs - lengths.closeSeconds * 1000, drawAtMs, closed: true, secondsToDraw: secondsUntil(drawAtMs, atMs) };
}
