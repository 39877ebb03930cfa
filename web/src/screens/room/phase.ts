import { roundPhaseAt } from "../../../../src/domain/rounds/round-clock";

/**
 * What the bet room shows at an instant (SPEC section 4), worked out from the
 * round the server described and the server's clock: a pure function, so the
 * countdown, the closed states and the refresh moment are one decision.
 */

/** The round as round.current or a live "round" event describes it. */
export interface RoomRound {
  readonly issue: string;
  readonly openAtMs: number;
  readonly closeAtMs: number;
  readonly drawAtMs: number;
  /** The stored status; null while the round engine has not created the row yet. */
  readonly status: "open" | "closed" | "drawn" | "settled" | "void" | null;
}

export type RoomPhase =
  /** game_status other than 1: "product discontinued". */
  | { readonly kind: "discontinued" }
  /** Outside the sales window: when the next round opens. */
  | { readonly kind: "waiting"; readonly opensAtMs: number; readonly opensInMs: number }
  /** Betting is open: time left until it closes. */
  | { readonly kind: "open"; readonly issue: string; readonly closesInMs: number; readonly finalSeconds: number | null }
  /** Betting has closed ("closed, stop buying"); the draw comes in drawInMs. */
  | { readonly kind: "closed"; readonly issue: string; readonly drawInMs: number }
  /** The round was voided (issue 41): no more bets, every bet refunded; the next round opens at its draw time. */
  | { readonly kind: "void"; readonly issue: string; readonly nextInMs: number };

/** SPEC section 9: the countdown's final display covers the last 5 s. */
const FINAL_SECONDS = 5;

export function roomPhase(input: { onSale: boolean; round: RoomRound | null; nextOpenAtMs: number; nowMs: number }): RoomPhase {
  const { onSale, round, nowMs } = input;
  if (!onSale) return { kind: "discontinued" };
  if (!round || nowMs >= round.drawAtMs) {
    // No round now, or the one we know is over and the next has not been described yet.
    const opensAtMs = round && nowMs >= round.drawAtMs ? Math.max(round.drawAtMs, input.nextOpenAtMs) : input.nextOpenAtMs;
    return { kind: "waiting", opensAtMs, opensInMs: Math.max(0, opensAtMs - nowMs) };
  }
  if (round.status === "void") return { kind: "void", issue: round.issue, nextInMs: Math.max(0, round.drawAtMs - nowMs) };
  if (roundPhaseAt(round, nowMs) !== "open") return { kind: "closed", issue: round.issue, drawInMs: Math.max(0, round.drawAtMs - nowMs) };
  const closesInMs = round.closeAtMs - nowMs;
  const seconds = Math.ceil(closesInMs / 1000);
  return { kind: "open", issue: round.issue, closesInMs, finalSeconds: seconds <= FINAL_SECONDS ? seconds : null };
}

/** "mm:ss" (or "h:mm:ss" past an hour) of a duration, rounded up to the second as a countdown reads. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
