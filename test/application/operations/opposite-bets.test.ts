import { describe, expect, it } from "vitest";
import { opposingPairs } from "../../../src/application/operations/opposite-bets";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { TeamRoundPlay } from "../../../src/ports/store";

const play = (userIds: [number, number], issue: string, playType: number, maxStakeMinor: number): TeamRoundPlay => ({ userIds, gameId: 1, issue, playType, maxStakeMinor });

describe("the console's opposite-bet detector", () => {
  it("flags a team pair that covered every outcome of a round between them, whatever the stakes, by the rule placeBet applies", () => {
    const pairs = opposingPairs([
      // big 500.01 against small 499.99
      play([2, 3], "20260101001", PLAY_TYPE.big, 50_001),
      play([2, 3], "20260101001", PLAY_TYPE.small, 49_999),
      // the four combos, two each
      play([2, 3], "20260101002", PLAY_TYPE.big_single, 700),
      play([2, 3], "20260101002", PLAY_TYPE.big_double, 100),
      play([2, 3], "20260101002", PLAY_TYPE.small_single, 300),
      play([2, 3], "20260101002", PLAY_TYPE.small_double, 900),
      // three combos leave the small even sums uncovered
      play([4, 5], "20260101001", PLAY_TYPE.big_single, 700),
      play([4, 5], "20260101001", PLAY_TYPE.big_double, 700),
      play([4, 5], "20260101001", PLAY_TYPE.small_single, 700),
      // single and double in one round
      play([4, 6], "20260101003", PLAY_TYPE.single, 100),
      play([4, 6], "20260101003", PLAY_TYPE.double, 100),
    ]);
    expect(pairs).toEqual([
      { userIds: [2, 3], rounds: 2, maxStakeMinor: 50_001, lastIssue: "20260101002" },
      { userIds: [4, 6], rounds: 1, maxStakeMinor: 100, lastIssue: "20260101003" },
    ]);
  });

  it("does not join plays of different rounds or games", () => {
    expect(opposingPairs([play([2, 3], "20260101001", PLAY_TYPE.big, 100), play([2, 3], "20260101002", PLAY_TYPE.small, 100)])).toEqual([]);
    expect(opposingPairs([play([2, 3], "20260101001", PLAY_TYPE.big, 100), { ...play([2, 3], "20260101001", PLAY_TYPE.small, 100), gameId: 2 }])).toEqual([]);
  });
});
