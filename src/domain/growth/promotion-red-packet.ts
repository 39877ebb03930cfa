import { invariant } from "../errors";
import type { Minor } from "../money";
import type { RedPacketState } from "./promotion";

/**
 * One share of a red packet, drawn at random: at least 0.01, at most twice the mean of what is left (so early
 * claimers cannot empty the pool) and never so much that a later share would get less than 0.01; the last share
 * takes exactly what is left. So the shares of a pool always add up to the pool, and none is below a cent.
 * `draw(bound)` answers an integer in [0, bound), uniformly (randomBelow, from the injected random source).
 */
export function redPacketShare(state: RedPacketState, draw: (bound: number) => number): Minor {
  invariant(Number.isSafeInteger(state.remainingPackets) && state.remainingPackets >= 1, "red packet: no share left");
  invariant(Number.isSafeInteger(state.remainingMinor) && state.remainingMinor >= state.remainingPackets, "red packet: less than a cent a share");
  if (state.remainingPackets === 1) return state.remainingMinor;
  const mostMinor = Math.min(state.remainingMinor - (state.remainingPackets - 1), Math.floor((2 * state.remainingMinor) / state.remainingPackets));
  const drawn = draw(mostMinor);
  invariant(Number.isSafeInteger(drawn) && drawn >= 0 && drawn < mostMinor, "red packet: draw out of range");
  return 1 + drawn;
}

/** The pool after a share is taken. */
export const afterShare = (state: RedPacketState, shareMinor: Minor): RedPacketState => ({
  remainingMinor: state.remainingMinor - shareMinor,
  remainingPackets: state.remainingPackets - 1,
});

/** Whether nothing is left to claim. */
export const isEmpty = (state: RedPacketState): boolean => state.remainingPackets <= 0 || state.remainingMinor <= 0;

/**
 * A uniform integer in [0, bound) from random bytes: 48 bits at a time, drawing again when a value falls in the
 * uneven tail (so no amount is likelier than another). bound must be at most 2^32.
 */
export function randomBelow(bytes: (length: number) => Uint8Array, bound: number): number {
  invariant(Number.isSafeInteger(bound) && bound >= 1 && bound <= 2 ** 32, "randomBelow: bound out of range");
  const span = 2 ** 48;
  const limit = span - (span % bound);
  for (;;) {
    const b = bytes(6);
    const value = ((b[0]! * 256 + b[1]!) * 256 + b[2]!) * 2 ** 24 + (b[3]! * 256 + b[4]!) * 256 + b[5]!;
    if (value < limit) return value % bound;
  }
}
