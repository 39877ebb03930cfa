import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWinning, MAX_SUM, MIN_SUM, PLAY_TYPES, SUM_WAYS } from "../betting/outcome";
import { MIN_ROUNDS_TO_FLAG, readGame, readPlay, roundGameMoments, winChance, type RoundPlay } from "./return-monitor";

const playArb = fc.record({
  playType: fc.constantFrom(...PLAY_TYPES.map((def) => def.playType)),
  bets: fc.integer({ min: 1, max: 50 }),
  stakeMinor: fc.integer({ min: 100, max: 1_000_000 }),
  payoutMinor: fc.constant(0),
  winAmountMinor: fc.integer({ min: 100, max: 100_000_000 }),
});

describe("a round's moments over the 28 sums", () => {
  it("expect each play's win amount times its chance, and for one play the variance of one coin: W^2 p (1 - p)", () => {
    fc.assert(
      fc.property(fc.array(playArb, { minLength: 1, maxLength: 6 }), (plays: RoundPlay[]) => {
        const { expectedPayout, payoutVariance } = roundGameMoments(plays);
        const expected = plays.reduce((sum, play) => sum + play.winAmountMinor * winChance(play.playType), 0);
        expect(expectedPayout).toBeCloseTo(expected, 3);
        if (plays.length === 1) {
          const [play] = plays as [RoundPlay];
          const p = winChance(play.playType);
          expect(payoutVariance / (play.winAmountMinor ** 2 * p * (1 - p))).toBeCloseTo(1, 9);
        }
        // Brute force over the 1000 triples.
        let square = 0;
        for (let sum = MIN_SUM; sum <= MAX_SUM; sum++) {
          const pays = plays.reduce((total, play) => total + (isWinning(play.playType, sum) ? play.winAmountMinor : 0), 0);
          square += (SUM_WAYS[sum]! / 1000) * pays * pays;
        }
        expect(payoutVariance).toBeCloseTo(square - expected * expected, -2);
      }),
    );
  });

  it("of opposite sides (big and small at equal win amounts) have no variance: one of them always pays", () => {
    const big = PLAY_TYPES.find((def) => def.key === "big")!.playType;
    const small = PLAY_TYPES.find((def) => def.key === "small")!.playType;
    const plays = [big, small].map((playType) => ({ playType, bets: 1, stakeMinor: 1_000, payoutMinor: 0, winAmountMinor: 1_940 }));
    expect(roundGameMoments(plays)).toEqual({ expectedPayout: expect.closeTo(1_940, 6), payoutVariance: expect.closeTo(0, 3) });
  });
});

describe("a reading", () => {
  const big = PLAY_TYPES.find((def) => def.key === "big")!.playType;
  const tally = (rounds: number, payoutMinor: number) => ({ gameId: 1, playType: big, rounds, bets: rounds, stakeMinor: rounds * 1_000, payoutMinor, winAmountMinor: rounds * 1_940, winAmountSquared: rounds * 1_940 ** 2 });

  it("is flagged exactly when it is outside 3 standard deviations after enough rounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (rounds, share) => {
        const wins = Math.round(rounds * share);
        const read = readPlay(tally(rounds, wins * 1_940));
        const p = winChance(big);
        const z = (wins * 1_940 - rounds * 1_940 * p) / Math.sqrt(rounds * 1_940 ** 2 * p * (1 - p));
        expect(read.z).toBeCloseTo(z, 6);
        expect(read.flagged).toBe(rounds >= MIN_ROUNDS_TO_FLAG && Math.abs(z) > 3);
        expect(read.theoreticalReturn).toBeCloseTo(1.94 * p, 9);
        expect(read.realisedReturn).toBeCloseTo((wins * 1_940) / (rounds * 1_000), 9);
      }),
    );
  });

  it("of a game with no spread yet says z 0, nothing flagged", () => {
    expect(readGame({ gameId: 1, rounds: 0, stakeMinor: 0, payoutMinor: 0, expectedPayout: 0, payoutVariance: 0 })).toEqual({ realisedReturn: 0, theoreticalReturn: 0, spread: 0, z: 0, flagged: false });
  });
});
