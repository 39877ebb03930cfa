import { describe, expect, it } from "vitest";
import { checkName, checkOddsTable, checkRoomLimits, checkRoomTier } from "./game-rules";

describe("checkName", () => {
  it("requires a name of at most 40 characters", () => {
    expect(checkName(" Tokyo ", "name")).toEqual({ ok: true, value: "Tokyo" });
    expect(checkName("", "name")).toEqual({ ok: false, error: { code: "NAME_REQUIRED" } });
    expect(checkName("x".repeat(41), "title")).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "title", max: 40 } } });
  });
});

describe("checkRoomLimits", () => {
  it("parses amounts; the join limit may be 0, stakes must be positive and min <= max per bet <= max per round", () => {
    expect(checkRoomLimits({ joinLimit: "0", minStake: "1", maxStake: "5000", maxRoundStake: "5000" })).toEqual({
      ok: true,
      value: { joinLimitMinor: 0, minStakeMinor: 100, maxStakeMinor: 500_000, maxRoundStakeMinor: 500_000 },
    });
    expect(checkRoomLimits({ joinLimit: "10", minStake: "0", maxStake: "1", maxRoundStake: "1" })).toMatchObject({ ok: false, error: { code: "MONEY_NOT_POSITIVE" } });
    expect(checkRoomLimits({ joinLimit: "-1", minStake: "1", maxStake: "1", maxRoundStake: "1" })).toMatchObject({ ok: false, error: { code: "MONEY_NEGATIVE" } });
    expect(checkRoomLimits({ joinLimit: "1", minStake: "2", maxStake: "1", maxRoundStake: "3" })).toEqual({
      ok: false,
      error: { code: "ROOM_LIMITS_INVALID", params: { min: "2.00", max: "1.00", round: "3.00" } },
    });
    expect(checkRoomLimits({ joinLimit: "1", minStake: "1", maxStake: "3", maxRoundStake: "2" })).toMatchObject({ ok: false, error: { code: "ROOM_LIMITS_INVALID" } });
    for (const tier of [0, 1, 2, 3]) expect(checkRoomTier(tier)).toEqual({ ok: true, value: tier });
    for (const tier of [4, -1, 1.5, "1", null]) expect(checkRoomTier(tier)).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "tier" } } });
  });
});

describe("checkOddsTable", () => {
  it("takes decimal odds above 1.00 and at most 1000.00 for known play types, each once", () => {
    expect(checkOddsTable([{ playType: 1, odds: "1.95" }, { playType: 100, odds: 1000 }])).toEqual({
      ok: true,
      value: [
        { playType: 1, oddsHundredths: 195 },
        { playType: 100, oddsHundredths: 100_000 },
      ],
    });
    expect(checkOddsTable([{ playType: 1, odds: "1.00" }])).toMatchObject({ ok: false, error: { code: "ODDS_INVALID", params: { min: "1.01", max: "1000.00" } } });
    expect(checkOddsTable([{ playType: 1, odds: "1000.01" }])).toMatchObject({ ok: false, error: { code: "ODDS_INVALID" } });
    expect(checkOddsTable([{ playType: 1, odds: "1.955" }])).toMatchObject({ ok: false, error: { code: "ODDS_INVALID" } });
    expect(checkOddsTable([{ playType: 5, odds: "2" }])).toEqual({ ok: false, error: { code: "PLAY_TYPE_UNKNOWN", params: { play_type: 5 } } });
    expect(checkOddsTable([{ playType: 1, odds: "2" }, { playType: 1, odds: "3" }])).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(checkOddsTable([])).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
  });
});
