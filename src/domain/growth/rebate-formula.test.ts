import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberPlayType, PLAY_TYPE } from "../betting/outcome";
import type { RoundPlay } from "./counted-plays";
import { dayRebate, owedMinor, rebateOnce } from "./rebate-formula";

/**
 * A model of the rebate written from the issue's words, not from the code: per round, the sums the player's plays
 * win on; a round whose plays win on all 28 sums is hedged and counts for nothing; the rest split into range plays
 * and number plays (play type 100 + n), each at its rate, added, then floored once to the cent.
 */
const RANGE_WINS: Record<number, (sum: number) => boolean> = {
  [PLAY_TYPE.big]: (s) => s >= 14,
  [PLAY_TYPE.small]: (s) => s <= 13,
  [PLAY_TYPE.single]: (s) => s % 2 === 1,
  [PLAY_TYPE.double]: (s) => s % 2 === 0,
  [PLAY_TYPE.big_single]: (s) => s >= 14 && s % 2 === 1,
  [PLAY_TYPE.big_double]: (s) => s >= 14 && s % 2 === 0,
  [PLAY_TYPE.small_single]: (s) => s <= 13 && s % 2 === 1,
  [PLAY_TYPE.small_double]: (s) => s <= 13 && s % 2 === 0,
  [PLAY_TYPE.extreme_small]: (s) => s <= 5,
  [PLAY_TYPE.extreme_big]: (s) => s >= 22,
};
const wins = (playType: number, sum: number): boolean => (playType >= 100 ? playType - 100 === sum : RANGE_WINS[playType]!(sum));

function modelRebate(plays: readonly RoundPlay[], baseBp: number, numberBp: number): bigint {
  const rounds = new Map<string, RoundPlay[]>();
  for (const play of plays) rounds.set(`${play.gameId}/${play.issue}`, [...(rounds.get(`${play.gameId}/${play.issue}`) ?? []), play]);
  let total = 0n;
  for (const round of rounds.values()) {
    const hedged = Array.from({ length: 28 }, (_, sum) => sum).every((sum) => round.some((play) => wins(play.playType, sum)));
    if (hedged) continue;
    for (const play of round) total += BigInt(play.stakeMinor) * BigInt(play.playType >= 100 ? numberBp : baseBp);
  }
  return total / 10_000n;
}

const RANGE_TYPES = Object.values(PLAY_TYPE);
const HEDGES: readonly (readonly number[])[] = [
  [PLAY_TYPE.big, PLAY_TYPE.small],
  [PLAY_TYPE.single, PLAY_TYPE.double],
  [PLAY_TYPE.big_single, PLAY_TYPE.big_double, PLAY_TYPE.small_single, PLAY_TYPE.small_double],
  Array.from({ length: 28 }, (_, n) => numberPlayType(n)),
  [PLAY_TYPE.small, ...Array.from({ length: 14 }, (_, n) => numberPlayType(14 + n))],
];

/** A round: some plays, sometimes one of the hedges mixed in, stakes from 1 cent to large (sums past 2^53 once multiplied). */
const roundArb = fc.record({
  gameId: fc.integer({ min: 1, max: 3 }),
  issue: fc.integer({ min: 1, max: 40 }).map((n) => `2026112200${n}`),
  types: fc.oneof(
    fc.uniqueArray(fc.oneof(fc.constantFrom(...RANGE_TYPES), fc.integer({ min: 0, max: 27 }).map(numberPlayType)), { minLength: 1, maxLength: 6 }),
    fc.constantFrom(...HEDGES).map((types) => [...types]),
  ),
  stakes: fc.array(fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 100_000_000_000 })), { minLength: 28, maxLength: 28 }),
});

describe("the day's rebate", () => {
  it("equals the formula on random bet sets, hedged rounds included: floor(base x base rate + numbers x number rate) / 10000", () => {
    fc.assert(
      fc.property(fc.array(roundArb, { maxLength: 30 }), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 1_000 }), (rounds, baseBp, numberBp) => {
        // One row per round and play type, as the figures port sums them; the same round drawn twice merges its plays.
        const rows = new Map<string, RoundPlay>();
        for (const round of rounds)
          round.types.forEach((playType, i) => {
            const key = `${round.gameId}/${round.issue}/${playType}`;
            const stake = round.stakes[i]!;
            const prior = rows.get(key);
            rows.set(key, { userId: 7, gameId: round.gameId, issue: round.issue, playType, stakeMinor: (prior?.stakeMinor ?? 0) + stake, payoutMinor: 0 });
          });
        const plays = [...rows.values()];
        const rebate = dayRebate(plays, { baseRebateBp: baseBp, numberRebateBp: numberBp });
        expect(BigInt(rebate.accruedMinor)).toBe(modelRebate(plays, baseBp, numberBp));
        expect(rebate.accruedMinor).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it("adds the two groups before flooring once: 0.5 cent and 0.5 cent make a cent", () => {
    // 25.00 on big at 0.02 % is 0.5 cent; 25.00 on the sum 3 at 0.02 % is another 0.5 cent.
    const plays: RoundPlay[] = [
      { userId: 1, gameId: 1, issue: "a", playType: PLAY_TYPE.big, stakeMinor: 2_500, payoutMinor: 0 },
      { userId: 1, gameId: 1, issue: "a", playType: numberPlayType(3), stakeMinor: 2_500, payoutMinor: 0 },
    ];
    expect(dayRebate(plays, { baseRebateBp: 2, numberRebateBp: 2 })).toEqual({ baseStakeMinor: 2_500, numberStakeMinor: 2_500, baseRebateBp: 2, numberRebateBp: 2, accruedMinor: 1 });
    expect(dayRebate(plays.slice(0, 1), { baseRebateBp: 2, numberRebateBp: 2 }).accruedMinor).toBe(0);
  });

  it("owes what accrued less what was paid, never less than nothing; a payment names the total it brings the day to", () => {
    expect(owedMinor(1_240, 1_000)).toBe(240);
    expect(owedMinor(900, 1_000)).toBe(0);
    expect(rebateOnce("2026-11-28", 1_240)).toBe("2026-11-28:1240");
  });
});
