import { describe, expect, it } from "vitest";
import { SimulatedClock } from "../../simulator/clock";
import { applyBet, expectBet, permutations, someSerialOrderExplains, type BettorView } from "../../simulator/expected";
import { oracleOddsHundredths, oraclePayoutMinor, oracleWays, oracleWins } from "../../simulator/oracle";
import { RandomStreams, SimulatedHasher, StreamRandomSource } from "../../simulator/random";
import { defaultOddsHundredths, payoutMinor } from "../../src/domain/betting/odds";
import { isWinning, PLAY_TYPES } from "../../src/domain/betting/outcome";

describe("seeded random streams", () => {
  it("replay from the seed and do not disturb each other", () => {
    const draws = (streams: RandomStreams, name: string) => Array.from({ length: 5 }, () => streams.stream(name).nextU32());
    const a = new RandomStreams(42);
    const b = new RandomStreams(42);
    draws(b, "other"); // another component drawing first changes nothing for "bots"
    expect(draws(a, "bots")).toEqual(draws(b, "bots"));
    expect(draws(new RandomStreams(43), "bots")).not.toEqual(draws(new RandomStreams(42), "bots"));
    expect(draws(a, "bots")).not.toEqual(draws(a, "chains"));
  });

  it("give uniform-looking floats and ints in range, and bytes for the core", () => {
    const rng = new RandomStreams(7).stream("t");
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) counts[rng.int(10)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(1800);
    for (let i = 0; i < 1000; i++) expect(rng.range(3, 5)).toBeGreaterThanOrEqual(3);
    const source = new StreamRandomSource(new RandomStreams(7).stream("core"));
    expect(source.bytes(7)).toHaveLength(7);
    expect(new StreamRandomSource(new RandomStreams(7).stream("core")).bytes(32)).toEqual(new StreamRandomSource(new RandomStreams(7).stream("core")).bytes(32));
  });

  it("the hasher stand-in is deterministic and verifies", async () => {
    const hasher = new SimulatedHasher();
    expect(await hasher.hash("abc")).toBe(await hasher.hash("abc"));
    expect(await hasher.verify(await hasher.hash("abc"), "abc")).toBe(true);
    expect(await hasher.verify(await hasher.hash("abc"), "abd")).toBe(false);
  });
});

describe("the simulated clock", () => {
  it("moves forward only", () => {
    const clock = new SimulatedClock(1000);
    clock.advance(5);
    expect(clock.nowMs()).toBe(1005);
    expect(() => clock.set(1004)).toThrow(RangeError);
  });
});

describe("the oracle", () => {
  it("gives LEGACY-API.md's probabilities and odds", () => {
    expect([1, 2, 3, 4].map(oracleWays)).toEqual([500, 500, 500, 500]);
    expect([11, 14, 13, 12, 21, 22].map(oracleWays)).toEqual([231, 231, 269, 269, 56, 56]);
    expect([1, 11, 13, 21].map((t) => oracleOddsHundredths(t))).toEqual([194, 419, 360, 1732]);
    expect(oraclePayoutMinor(1001, 194)).toBe(1941);
  });

  it("agrees with the app on every play type and sum (two independent writings of one table)", () => {
    for (const def of PLAY_TYPES) {
      expect(oracleOddsHundredths(def.playType)).toBe(defaultOddsHundredths(def.playType));
      expect(oraclePayoutMinor(12_345, 1732)).toBe(payoutMinor(12_345, 1732));
      for (let sum = 0; sum <= 27; sum++) expect(oracleWins(def.playType, sum)).toBe(isWinning(def.playType, sum));
    }
  });
});

describe("serial-order explanations of concurrent answers", () => {
  it("accepts answers some order explains and refuses others", () => {
    expect(permutations(3)).toHaveLength(6);
    const room = { id: 1, gameId: 1, title: "r", tier: 0 as const, joinLimitMinor: 0, minStakeMinor: 100, maxStakeMinor: 100_000, maxRoundStakeMinor: 1_000_000 };
    const moment = { current: { issue: "x", salesDay: "20261122", sequence: 1, openAtMs: 0, closeAtMs: 100, drawAtMs: 200 }, nowMs: 10 };
    const attempts = [600, 600].map((stakeMinor) => ({ room, issue: "x", playTypes: [1], stakeMinor }));
    const fresh = (): BettorView => ({ availableMinor: 1000, lockedMinor: 0, earlier: [], inRooms: [] });
    const step = (view: BettorView, i: number) => {
      const code = expectBet(view, moment, attempts[i]!);
      if (code === "OK") applyBet(view, attempts[i]!);
      return code;
    };
    expect(someSerialOrderExplains(fresh, ["INSUFFICIENT_FUNDS", "OK"], step)).not.toBeNull();
    expect(someSerialOrderExplains(fresh, ["OK", "OK"], step)).toBeNull();
  });
});
