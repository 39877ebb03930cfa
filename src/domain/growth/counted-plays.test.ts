import { describe, expect, it } from "vitest";
import { PLAY_TYPE, numberPlayType } from "../betting/outcome";
import { countedPlays, isHedgedRound, type RoundPlay } from "./counted-plays";

describe("hedged rounds", () => {
  const play = (issue: string, playType: number, stakeMinor = 1_000): RoundPlay => ({ userId: 1, gameId: 1, issue, playType, stakeMinor, payoutMinor: 0 });

  it("are the ones whose plays win on every sum: big and small, the four combos, all 28 numbers", () => {
    expect(isHedgedRound([PLAY_TYPE.big, PLAY_TYPE.small])).toBe(true);
    expect(isHedgedRound([PLAY_TYPE.single, PLAY_TYPE.double])).toBe(true);
    expect(isHedgedRound([PLAY_TYPE.big_single, PLAY_TYPE.big_double, PLAY_TYPE.small_single, PLAY_TYPE.small_double])).toBe(true);
    expect(isHedgedRound(Array.from({ length: 28 }, (_, n) => numberPlayType(n)))).toBe(true);
    // Big with the numbers 0-13 covers every sum too.
    expect(isHedgedRound([PLAY_TYPE.big, ...Array.from({ length: 14 }, (_, n) => numberPlayType(n))])).toBe(true);
    expect(isHedgedRound([PLAY_TYPE.big, PLAY_TYPE.single])).toBe(false);
    expect(isHedgedRound(Array.from({ length: 27 }, (_, n) => numberPlayType(n)))).toBe(false);
  });

  it("drop every play of that round and keep the other rounds whole", () => {
    const plays = [play("a", PLAY_TYPE.big), play("a", PLAY_TYPE.small), play("b", PLAY_TYPE.big), play("b", numberPlayType(3))];
    expect(countedPlays(plays).map((p) => `${p.issue}:${p.playType}`)).toEqual(["b:1", "b:103"]);
    // Another player's plays in the same round are theirs: two players on opposite sides are not one hedge.
    expect(countedPlays([play("c", PLAY_TYPE.big), { ...play("c", PLAY_TYPE.small), userId: 2 }])).toHaveLength(2);
  });
});
