import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvariantViolation } from "../errors";
import { formatMoney, MAX_AMOUNT_MINOR } from "../money";
import {
  DEFAULT_RTP_BP,
  formatOdds,
  defaultOddsHundredths,
  defaultOddsTable,
  isValidOdds,
  isValidRtpBp,
  MAX_ODDS_HUNDREDTHS,
  MAX_RTP_BP,
  MIN_RTP_BP,
  payoutMinor,
  theoreticalRtp,
} from "./odds";
import { PLAY_TYPE, PLAY_TYPES, winningWays } from "./outcome";

const playTypeArb = fc.constantFrom(...PLAY_TYPES.map((def) => def.playType));
const rtpBpArb = fc.integer({ min: MIN_RTP_BP, max: MAX_RTP_BP });
const oddsArb = fc.integer({ min: 101, max: MAX_ODDS_HUNDREDTHS });
const stakeArb = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR });

describe("default odds", () => {
  it("match the legacy documentation at RTP 0.97", () => {
    expect(DEFAULT_RTP_BP).toBe(9700);
    for (const playType of [1, 2, 3, 4]) expect(defaultOddsHundredths(playType)).toBe(194);
    expect(defaultOddsHundredths(PLAY_TYPE.big_single)).toBe(419);
    expect(defaultOddsHundredths(PLAY_TYPE.small_double)).toBe(419);
    expect(defaultOddsHundredths(PLAY_TYPE.small_single)).toBe(360);
    expect(defaultOddsHundredths(PLAY_TYPE.big_double)).toBe(360);
    expect(defaultOddsHundredths(PLAY_TYPE.extreme_small)).toBe(1732);
    expect(defaultOddsHundredths(PLAY_TYPE.extreme_big)).toBe(1732);
    expect(defaultOddsHundredths(100)).toBe(97000); // 0.97 / (1/1000)
    expect(defaultOddsHundredths(113)).toBe(1293); // 0.97 / (75/1000) = 12.9333
  });

  it("the table covers every play type once, in table order", () => {
    const table = defaultOddsTable();
    expect(table.map((row) => row.playType)).toEqual(PLAY_TYPES.map((def) => def.playType));
    expect(table.find((row) => row.playType === PLAY_TYPE.big)?.oddsHundredths).toBe(194);
    expect(defaultOddsTable(9500).find((row) => row.playType === PLAY_TYPE.big)?.oddsHundredths).toBe(190);
  });

  it("never exceed the configured RTP and fall short of it by less than 0.01 in odds", () => {
    fc.assert(
      fc.property(playTypeArb, rtpBpArb, (playType, rtpBp) => {
        const odds = defaultOddsHundredths(playType, rtpBp);
        const ways = winningWays(playType);
        // In integers: RTP = ways/1000 * odds/100 <= rtpBp/10000  <=>  ways * odds <= rtpBp * 10.
        expect(ways * odds).toBeLessThanOrEqual(rtpBp * 10);
        // One hundredth more would pay more than the RTP.
        expect(ways * (odds + 1)).toBeGreaterThan(rtpBp * 10);
        expect(theoreticalRtp(playType, odds)).toBeLessThanOrEqual(rtpBp / 10_000 + 1e-12);
        expect(isValidOdds(odds)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("are monotone in the RTP", () => {
    fc.assert(
      fc.property(playTypeArb, rtpBpArb, rtpBpArb, (playType, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(defaultOddsHundredths(playType, low)).toBeLessThanOrEqual(defaultOddsHundredths(playType, high));
      }),
    );
  });

  it("refuse an RTP outside the range where every default odd is valid, and unknown play types", () => {
    expect(isValidRtpBp(MIN_RTP_BP)).toBe(true);
    expect(isValidRtpBp(MAX_RTP_BP)).toBe(true);
    expect(isValidRtpBp(MIN_RTP_BP - 1)).toBe(false);
    expect(isValidRtpBp(MAX_RTP_BP + 1)).toBe(false);
    expect(isValidRtpBp(9700.5)).toBe(false);
    expect(defaultOddsHundredths(PLAY_TYPE.big, MIN_RTP_BP)).toBe(101);
    expect(defaultOddsHundredths(100, MAX_RTP_BP)).toBe(MAX_ODDS_HUNDREDTHS);
    expect(() => defaultOddsHundredths(PLAY_TYPE.big, 5000)).toThrow(InvariantViolation);
    expect(() => defaultOddsHundredths(PLAY_TYPE.big, 10_001)).toThrow(InvariantViolation);
    expect(() => defaultOddsHundredths(5)).toThrow(InvariantViolation);
  });
});

describe("theoreticalRtp", () => {
  it("is the win probability times the odds", () => {
    expect(theoreticalRtp(PLAY_TYPE.big, 194)).toBeCloseTo(0.97, 12);
    expect(theoreticalRtp(PLAY_TYPE.extreme_big, 1732)).toBeCloseTo(0.96992, 12);
    expect(theoreticalRtp(100, 100_000)).toBeCloseTo(1, 12);
  });
});

describe("isValidOdds", () => {
  it("accepts integers above 1.00 up to 1000.00 and nothing else", () => {
    for (const good of [101, 194, 1732, 100_000]) expect(isValidOdds(good)).toBe(true);
    for (const bad of [100, 99, 0, -194, 100_001, 194.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(isValidOdds(bad)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (odds) => {
        expect(isValidOdds(odds)).toBe(odds > 100 && odds <= 100_000);
      }),
    );
  });
});

describe("payoutMinor", () => {
  it("is stake x odds / 100 rounded down, exactly (checked in BigInt)", () => {
    fc.assert(
      fc.property(stakeArb, oddsArb, (stake, odds) => {
        const payout = payoutMinor(stake, odds);
        expect(Number.isSafeInteger(payout)).toBe(true);
        expect(BigInt(payout)).toBe((BigInt(stake) * BigInt(odds)) / 100n);
        // Floor: the payout is at most the exact product and less than one minor unit below it.
        expect(BigInt(payout) * 100n).toBeLessThanOrEqual(BigInt(stake) * BigInt(odds));
        expect((BigInt(payout) + 1n) * 100n).toBeGreaterThan(BigInt(stake) * BigInt(odds));
      }),
      { numRuns: 2000 },
    );
  });

  it("is monotone in the stake and in the odds, and pays back more than the stake", () => {
    fc.assert(
      fc.property(stakeArb, stakeArb, oddsArb, (a, b, odds) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(payoutMinor(low, odds)).toBeLessThanOrEqual(payoutMinor(high, odds));
        if (high > 0) expect(payoutMinor(high, odds)).toBeGreaterThanOrEqual(high);
      }),
    );
    fc.assert(
      fc.property(stakeArb, oddsArb, oddsArb, (stake, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(payoutMinor(stake, low)).toBeLessThanOrEqual(payoutMinor(stake, high));
      }),
    );
  });

  it("examples", () => {
    expect(payoutMinor(10_000, 194)).toBe(19_400);
    expect(payoutMinor(1, 194)).toBe(1); // 1.94 cents: the fraction stays with the house
    expect(payoutMinor(333, 419)).toBe(1395); // 13.9527
    expect(payoutMinor(MAX_AMOUNT_MINOR, MAX_ODDS_HUNDREDTHS)).toBe(MAX_AMOUNT_MINOR * 1000);
    expect(() => payoutMinor(1.5, 194)).toThrow(RangeError);
  });
});

describe("formatOdds, the one odds formatter", () => {
  it("writes hundredths to two places, as formatMoney writes minor units", () => {
    expect(formatOdds(194)).toBe("1.94");
    expect(formatOdds(1732)).toBe("17.32");
    expect(formatOdds(100_000)).toBe("1000.00");
    expect(formatOdds(105)).toBe("1.05");
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), (hundredths) => {
        expect(formatOdds(hundredths)).toBe(formatMoney(hundredths));
      }),
    );
  });
});
