import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWinning, numberPlayType, PLAY_TYPE, PLAY_TYPES } from "../betting/outcome";
import { payoutMinor } from "../betting/odds";
import { SUMS } from "./exposure";
import { payoutBySumOfPlaysMinor, stakeBySumMinor, worstSumOf } from "./exposure-view";

const play = fc.record({ playType: fc.constantFrom(...PLAY_TYPES.map((def) => def.playType)), stakeMinor: fc.integer({ min: 1, max: 10_000_000 }) });

describe("stakes per sum", () => {
  it("count a play on every sum it wins on, and only there", () => {
    const bySum = stakeBySumMinor([
      { playType: PLAY_TYPE.big, stakeMinor: 10_00 },
      { playType: numberPlayType(14), stakeMinor: 2_00 },
    ]);
    expect(bySum).toHaveLength(28);
    expect(bySum[13]).toBe(0);
    expect(bySum[14]).toBe(12_00);
    expect(bySum[27]).toBe(10_00);
  });

  it("are, per sum, the stakes of exactly the plays that win there (any plays)", () => {
    fc.assert(
      fc.property(fc.array(play, { maxLength: 40 }), (plays) => {
        const bySum = stakeBySumMinor(plays);
        for (const sum of SUMS) expect(bySum[sum]).toBe(plays.filter((p) => isWinning(p.playType, sum)).reduce((a, p) => a + p.stakeMinor, 0));
      }),
    );
  });
});

describe("payouts per sum", () => {
  it("are, per sum, each winning bet's own floored payout summed (as settlement would pay on that sum)", () => {
    const bet = fc.record({ playType: fc.constantFrom(...PLAY_TYPES.map((def) => def.playType)), stakeMinor: fc.integer({ min: 1, max: 10_000_000 }), oddsHundredths: fc.integer({ min: 101, max: 100_000 }) });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 30 }), (bets) => {
        // What the store sums per play: each bet's payout floored first.
        const plays = PLAY_TYPES.map((def) => ({ playType: def.playType, payoutMinor: bets.filter((b) => b.playType === def.playType).reduce((a, b) => a + payoutMinor(b.stakeMinor, b.oddsHundredths), 0) }));
        const bySum = payoutBySumOfPlaysMinor(plays);
        for (const sum of SUMS) expect(bySum[sum]).toBe(bets.filter((b) => isWinning(b.playType, sum)).reduce((a, b) => a + payoutMinor(b.stakeMinor, b.oddsHundredths), 0));
      }),
    );
  });
});

describe("the worst sum", () => {
  it("is the one paying most, the lowest on a tie, none when nothing would be paid", () => {
    expect(worstSumOf(SUMS.map(() => 0))).toBeNull();
    const payouts = SUMS.map(() => 0);
    payouts[3] = 500;
    payouts[20] = 500;
    payouts[9] = 499;
    expect(worstSumOf(payouts)).toBe(3);
  });

  it("pays at least as much as every other sum", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 28, maxLength: 28 }), (payouts) => {
        const worst = worstSumOf(payouts);
        if (worst === null) expect(payouts.every((p) => p === 0)).toBe(true);
        else for (const p of payouts) expect(payouts[worst]).toBeGreaterThanOrEqual(p);
      }),
    );
  });
});
