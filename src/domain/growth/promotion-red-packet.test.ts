import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterShare, randomBelow, redPacketShare } from "./promotion-red-packet";

/** Splits a whole pool with the draws given (cycled), as claims one after another would. */
function split(poolMinor: number, packets: number, draws: readonly number[]): number[] {
  let state = { remainingMinor: poolMinor, remainingPackets: packets };
  const shares: number[] = [];
  for (let i = 0; i < packets; i += 1) {
    const share = redPacketShare(state, (bound) => Math.floor((draws[i % draws.length] ?? 0) * bound));
    shares.push(share);
    state = afterShare(state, share);
  }
  return shares;
}

describe("red packet split", () => {
  it("pays exactly the pool, every share at least 0.01, never more than twice the mean left", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }).chain((packets) => fc.tuple(fc.constant(packets), fc.integer({ min: packets, max: 10_000_000 }))),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 50 }),
        ([packets, poolMinor], draws) => {
          const shares = split(poolMinor, packets, draws);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(poolMinor);
          expect(shares.every((s) => Number.isSafeInteger(s) && s >= 1)).toBe(true);
          let left = poolMinor;
          shares.forEach((share, i) => {
            const n = packets - i;
            if (n > 1) expect(share).toBeLessThanOrEqual(Math.floor((2 * left) / n));
            left -= share;
          });
        },
      ),
    );
  });

  it("the last share takes what is left; a pool of one cent a share gives a cent each", () => {
    expect(redPacketShare({ remainingMinor: 1234, remainingPackets: 1 }, () => 0)).toBe(1234);
    expect(split(5, 5, [0.99])).toEqual([1, 1, 1, 1, 1]);
  });

  it("is reproducible from the random source: the same bytes give the same shares", () => {
    const bytesOf = (seed: number) => {
      let x = seed;
      return (n: number) => Uint8Array.from({ length: n }, () => (x = (x * 1_103_515_245 + 12_345) % 2 ** 31) & 0xff);
    };
    const run = (seed: number) => {
      const bytes = bytesOf(seed);
      let state = { remainingMinor: 10_000, remainingPackets: 7 };
      const out: number[] = [];
      while (state.remainingPackets > 0) {
        const share = redPacketShare(state, (bound) => randomBelow(bytes, bound));
        out.push(share);
        state = afterShare(state, share);
      }
      return out;
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42).reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it("randomBelow stays below its bound", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.uint8Array({ minLength: 6, maxLength: 6 }), (bound, bytes) => {
        const value = randomBelow(() => bytes, bound);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(bound);
      }),
      { numRuns: 200 },
    );
  });
});
