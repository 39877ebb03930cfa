import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvariantViolation } from "../errors";
import {
  baseLabels,
  coversEveryOutcome,
  isKnownPlayType,
  isWinning,
  MAX_SUM,
  numberPlayType,
  PLAY_TYPE,
  PLAY_TYPES,
  playTypeDef,
  SUM_WAYS,
  sumOf,
  winningWays,
} from "./outcome";

const sumArb = fc.integer({ min: 0, max: MAX_SUM });
const digitArb = fc.integer({ min: 0, max: 9 });
const knownPlayTypeArb = fc.constantFrom(...PLAY_TYPES.map((def) => def.playType));

describe("the play type table", () => {
  it("has the 10 range play types and the 28 numbers, each wire number once", () => {
    expect(PLAY_TYPES.map((def) => def.playType)).toEqual([
      1, 2, 3, 4, 11, 12, 13, 14, 21, 22, ...Array.from({ length: 28 }, (_, n) => 100 + n),
    ]);
    expect(new Set(PLAY_TYPES.map((def) => def.playType)).size).toBe(38);
  });

  it("names the play types as the rest of the code refers to them", () => {
    const keys = Object.fromEntries(PLAY_TYPES.filter((d) => d.number === null).map((d) => [d.playType, d.key]));
    expect(keys).toEqual({
      1: "big",
      2: "small",
      3: "single",
      4: "double",
      11: "big_single",
      12: "big_double",
      13: "small_single",
      14: "small_double",
      21: "extreme_small",
      22: "extreme_big",
    });
    for (let n = 0; n <= 27; n++) expect(playTypeDef(100 + n)).toMatchObject({ key: "number", number: n });
    expect(numberPlayType(13)).toBe(113);
    expect(() => numberPlayType(28)).toThrow(InvariantViolation);
  });

  it("knows exactly the 38 play types", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200 }), (playType) => {
        const known = (playType >= 1 && playType <= 4) || (playType >= 11 && playType <= 14) || playType === 21 || playType === 22 || (playType >= 100 && playType <= 127);
        expect(isKnownPlayType(playType)).toBe(known);
        expect(playTypeDef(playType) !== undefined).toBe(known);
      }),
    );
    expect(isKnownPlayType(1.5)).toBe(false);
    expect(isKnownPlayType(Number.NaN)).toBe(false);
  });
});

describe("the sum ranges of SPEC.md section 5, over every sum", () => {
  const ranges: Record<number, (s: number) => boolean> = {
    [PLAY_TYPE.big]: (s) => s >= 14 && s <= 27,
    [PLAY_TYPE.small]: (s) => s >= 0 && s <= 13,
    [PLAY_TYPE.single]: (s) => s % 2 === 1,
    [PLAY_TYPE.double]: (s) => s % 2 === 0,
    [PLAY_TYPE.big_single]: (s) => s >= 15 && s <= 27 && s % 2 === 1,
    [PLAY_TYPE.small_single]: (s) => s >= 1 && s <= 13 && s % 2 === 1,
    [PLAY_TYPE.big_double]: (s) => s >= 14 && s <= 26 && s % 2 === 0,
    [PLAY_TYPE.small_double]: (s) => s >= 0 && s <= 12 && s % 2 === 0,
    [PLAY_TYPE.extreme_big]: (s) => s >= 22 && s <= 27,
    [PLAY_TYPE.extreme_small]: (s) => s >= 0 && s <= 5,
  };

  it("every range play type wins exactly on its stated range", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(ranges).map(Number)), sumArb, (playType, sum) => {
        expect(isWinning(playType, sum)).toBe(ranges[playType]!(sum));
      }),
      { numRuns: 2000 },
    );
    // And exhaustively, since there are only 10 x 28 cases.
    for (const [playType, inRange] of Object.entries(ranges)) {
      for (let sum = 0; sum <= 27; sum++) expect(isWinning(Number(playType), sum), `${playType} on ${sum}`).toBe(inRange(sum));
    }
  });

  it("the number n wins on n and nothing else", () => {
    fc.assert(
      fc.property(sumArb, sumArb, (n, sum) => {
        expect(isWinning(100 + n, sum)).toBe(n === sum);
      }),
    );
  });

  it("every sum is won by exactly one of big/small, one of single/double and one of the four combos", () => {
    fc.assert(
      fc.property(sumArb, (sum) => {
        const winners = (types: number[]) => types.filter((t) => isWinning(t, sum)).length;
        expect(winners([1, 2])).toBe(1);
        expect(winners([3, 4])).toBe(1);
        expect(winners([11, 12, 13, 14])).toBe(1);
        expect(winners(Array.from({ length: 28 }, (_, n) => 100 + n))).toBe(1);
      }),
    );
  });

  it("nothing wins on something that is not a sum, and unknown play types never win", () => {
    fc.assert(
      fc.property(knownPlayTypeArb, fc.oneof(fc.integer({ min: -100, max: -1 }), fc.integer({ min: 28, max: 100 }), fc.double({ noInteger: true })), (playType, notASum) => {
        expect(isWinning(playType, notASum)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer().filter((t) => !isKnownPlayType(t)), sumArb, (playType, sum) => {
        expect(isWinning(playType, sum)).toBe(false);
      }),
    );
  });
});

describe("probabilities", () => {
  it("SUM_WAYS is the enumerated distribution of three digits and totals 1000", () => {
    expect(SUM_WAYS).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1]);
    expect(SUM_WAYS.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it("winning ways out of 1000 match the legacy documentation", () => {
    for (const playType of [1, 2, 3, 4]) expect(winningWays(playType)).toBe(500);
    expect(winningWays(PLAY_TYPE.big_single)).toBe(231);
    expect(winningWays(PLAY_TYPE.small_double)).toBe(231);
    expect(winningWays(PLAY_TYPE.small_single)).toBe(269);
    expect(winningWays(PLAY_TYPE.big_double)).toBe(269);
    expect(winningWays(PLAY_TYPE.extreme_small)).toBe(56);
    expect(winningWays(PLAY_TYPE.extreme_big)).toBe(56);
    for (let n = 0; n <= 27; n++) expect(winningWays(100 + n)).toBe(SUM_WAYS[n]);
    expect(() => winningWays(5)).toThrow(InvariantViolation);
  });

  it("winning ways equal a direct count over the 1000 triples", () => {
    fc.assert(
      fc.property(knownPlayTypeArb, (playType) => {
        let count = 0;
        for (let a = 0; a <= 9; a++) for (let b = 0; b <= 9; b++) for (let c = 0; c <= 9; c++) if (isWinning(playType, sumOf([a, b, c]))) count++;
        expect(winningWays(playType)).toBe(count);
      }),
      { numRuns: 38 },
    );
  });
});

describe("opposite bets: sets that win on every sum", () => {
  const P = PLAY_TYPE;
  it("big/small, single/double and the four combos cover every outcome; so does big with both small combos", () => {
    expect(coversEveryOutcome([P.big, P.small])).toBe(true);
    expect(coversEveryOutcome([P.double, P.single])).toBe(true);
    expect(coversEveryOutcome([P.big_single, P.big_double, P.small_single, P.small_double])).toBe(true);
    expect(coversEveryOutcome([P.big, P.small_single, P.small_double])).toBe(true);
    expect(coversEveryOutcome([P.big, P.single])).toBe(false);
    expect(coversEveryOutcome([P.big_single, P.big_double, P.small_single])).toBe(false);
    expect(coversEveryOutcome([P.big])).toBe(false);
    expect(coversEveryOutcome([])).toBe(false);
    // Number bets are no side: backing every sum is allowed, and numbers do not complete a range set either.
    expect(coversEveryOutcome(Array.from({ length: 28 }, (_, n) => 100 + n))).toBe(false);
    expect(coversEveryOutcome([P.big, ...Array.from({ length: 14 }, (_, n) => 100 + n)])).toBe(false);
  });

  it("answers exactly whether some sum would lose every one of the range bets", () => {
    fc.assert(
      fc.property(fc.uniqueArray(knownPlayTypeArb, { maxLength: 12 }), (playTypes) => {
        const range = playTypes.filter((t) => t < 100);
        const uncovered = Array.from({ length: MAX_SUM + 1 }, (_, sum) => sum).some((sum) => range.every((t) => !isWinning(t, sum)));
        expect(coversEveryOutcome(playTypes)).toBe(!uncovered);
        // Adding bets never uncovers a sum.
        if (coversEveryOutcome(playTypes)) expect(coversEveryOutcome([...playTypes, P.extreme_big])).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("baseLabels and sumOf", () => {
  it("labels size then parity, agreeing with what big and single pay on", () => {
    expect(baseLabels(0)).toEqual(["small", "double"]);
    expect(baseLabels(13)).toEqual(["small", "single"]);
    expect(baseLabels(14)).toEqual(["big", "double"]);
    expect(baseLabels(27)).toEqual(["big", "single"]);
    fc.assert(
      fc.property(sumArb, (sum) => {
        const [size, parity] = baseLabels(sum);
        expect(size === "big").toBe(sum >= 14);
        expect(parity === "single").toBe(sum % 2 === 1);
      }),
    );
    expect(() => baseLabels(28)).toThrow(InvariantViolation);
  });

  it("sums three digits and refuses anything else", () => {
    fc.assert(
      fc.property(digitArb, digitArb, digitArb, (a, b, c) => {
        expect(sumOf([a, b, c])).toBe(a + b + c);
      }),
    );
    expect(() => sumOf([1, 2])).toThrow(InvariantViolation);
    expect(() => sumOf([1, 2, 10])).toThrow(InvariantViolation);
    expect(() => sumOf([1, 2, 0.5])).toThrow(InvariantViolation);
    expect(() => sumOf([1, 2, -1])).toThrow(InvariantViolation);
  });
});
