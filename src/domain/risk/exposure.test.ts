import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { payoutMinor } from "../betting/odds";
import { PLAY_TYPE, PLAY_TYPES, isWinning, numberPlayType } from "../betting/outcome";
import { SUM_COUNT, addExposure, emptyExposure, headroomMinor, orderBreach, payoutBySumMinor, worstCaseMinor, type ExposureBet } from "./exposure";
import { worstSumOf } from "./exposure-view";

const playType = fc.constantFrom(...PLAY_TYPES.map((d) => d.playType));
const bet: fc.Arbitrary<ExposureBet> = fc.record({
  playType,
  stakeMinor: fc.integer({ min: 1, max: 10_000_000 }),
  oddsHundredths: fc.integer({ min: 101, max: 100_000 }),
});
const bets = fc.array(bet, { maxLength: 20 });
/** An order has at least one bet (an empty one is refused before it gets here). */
const orderBets = fc.array(bet, { minLength: 1, maxLength: 20 });

describe("the per-sum payout vector", () => {
  it("pays a number bet on its sum only, and a big bet on 14-27", () => {
    const v = payoutBySumMinor([{ playType: numberPlayType(14), stakeMinor: 1_000, oddsHundredths: 7_000 }, { playType: PLAY_TYPE.big, stakeMinor: 10_001, oddsHundredths: 194 }]);
    expect(v).toHaveLength(SUM_COUNT);
    expect(v[14]).toBe(70_000 + 19_401);
    expect(v[15]).toBe(19_401);
    expect(v[13]).toBe(0);
    expect(worstCaseMinor(v)).toBe(89_401);
    expect(worstSumOf(v)).toBe(14);
  });

  it("is, on every sum, exactly what settlement would pay if the draw came out on it", () => {
    fc.assert(
      fc.property(bets, fc.integer({ min: 0, max: 27 }), (bs, sum) => {
        const paid = bs.filter((b) => isWinning(b.playType, sum)).reduce((t, b) => t + payoutMinor(b.stakeMinor, b.oddsHundredths), 0);
        expect(payoutBySumMinor(bs)[sum]).toBe(paid);
      }),
    );
  });

  it("adds: the vector of two lists of bets is the sum of their vectors, in any order", () => {
    fc.assert(
      fc.property(bets, bets, (a, b) => {
        expect(payoutBySumMinor([...a, ...b])).toEqual(addExposure(payoutBySumMinor(a), payoutBySumMinor(b)));
        expect(payoutBySumMinor([...b, ...a])).toEqual(payoutBySumMinor([...a, ...b]));
      }),
    );
  });

  it("has a worst case at least every entry, and equal to one of them (0 with no bets)", () => {
    expect(worstCaseMinor(emptyExposure())).toBe(0);
    fc.assert(
      fc.property(bets, (bs) => {
        const v = payoutBySumMinor(bs);
        const w = worstCaseMinor(v);
        expect(v.every((x) => x <= w)).toBe(true);
        // The worst sum names an entry equal to the worst case (none while nothing would be paid).
        expect(w === 0 ? worstSumOf(v) : v[worstSumOf(v)!]).toBe(w === 0 ? null : w);
      }),
    );
  });
});

describe("the headroom of a play", () => {
  it("is the largest stake accepted: that stake keeps the worst case within the cap, one cent more passes it", () => {
    fc.assert(
      fc.property(bets, fc.integer({ min: 0, max: 2_000_000_000 }), playType, fc.integer({ min: 101, max: 100_000 }), (bs, capMinor, play, odds) => {
        const current = payoutBySumMinor(bs);
        const left = headroomMinor(current, capMinor, play, odds);
        const after = (stake: number) => worstCaseMinor(addExposure(current, payoutBySumMinor([{ playType: play, stakeMinor: stake, oddsHundredths: odds }])));
        if (worstCaseMinor(current) > capMinor) {
          expect(left).toBe(0);
          return;
        }
        expect(after(left)).toBeLessThanOrEqual(capMinor);
        expect(after(left + 1)).toBeGreaterThan(capMinor);
      }),
    );
  });

  it("reads 'at most 10.00 more on 14' when 14 pays 70x and 700.00 of the cap is left", () => {
    const current = payoutBySumMinor([{ playType: numberPlayType(14), stakeMinor: 10_000, oddsHundredths: 7_000 }]);
    expect(headroomMinor(current, 770_000, numberPlayType(14), 7_000)).toBe(1_000);
    expect(headroomMinor(current, 770_000, numberPlayType(3), 7_000)).toBe(11_000);
  });
});

describe("an order checked against caps", () => {
  it("passes when no level has a cap, and otherwise iff every level's worst case after it is within its cap", () => {
    fc.assert(
      fc.property(bets, orderBets, fc.option(fc.integer({ min: 0, max: 3_000_000_000 })), fc.option(fc.integer({ min: 0, max: 3_000_000_000 })), (before, order, roomCap, gameCap) => {
        const room = payoutBySumMinor(before);
        const game = addExposure(room, payoutBySumMinor(before.slice(0, 3)));
        const breach = orderBreach([{ current: room, capMinor: roomCap }, { current: game, capMinor: gameCap }], order);
        const delta = payoutBySumMinor(order);
        const within = (v: readonly number[], cap: number | null) => cap === null || worstCaseMinor(addExposure(v, delta)) <= cap;
        // Refused iff some prefix passes a cap; payouts only grow, so that is iff the whole order passes it,
        // unless a level is already over its cap (then the first bet is refused).
        expect(breach === null).toBe(within(room, roomCap) && within(game, gameCap));
        if (breach !== null) expect(order.some((b) => b.playType === breach.playType)).toBe(true);
      }),
    );
  });

  it("names what is left on the refused play after the order's earlier bets, the smaller of the two levels", () => {
    const n14 = numberPlayType(14);
    const order = [
      { playType: n14, stakeMinor: 500, oddsHundredths: 10_000 },
      { playType: n14, stakeMinor: 5_000, oddsHundredths: 10_000 },
    ];
    const breach = orderBreach([{ current: emptyExposure(), capMinor: 100_000 }, { current: emptyExposure(), capMinor: 200_000 }], order);
    expect(breach).toEqual({ playType: n14, leftMinor: 500 });
  });
});
