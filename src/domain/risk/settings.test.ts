import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTO_VOID_AFTER_MS_RANGE, checkRiskSettings, DEFAULT_RISK_SETTINGS, riskSettingsFromStored, STALL_ALARM_AFTER_MS_RANGE } from "./settings";
import { isDrawStalled, oldestStalledDraw } from "./stalled-draw";
import type { RoundRecord, RoundStatus } from "../rounds/round";

describe("the risk settings", () => {
  it("accept exactly the values in range with the alarm before the void", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), (autoVoidAfterMs, stallAlarmAfterMs) => {
        const inRange =
          autoVoidAfterMs >= AUTO_VOID_AFTER_MS_RANGE.min && autoVoidAfterMs <= AUTO_VOID_AFTER_MS_RANGE.max &&
          stallAlarmAfterMs >= STALL_ALARM_AFTER_MS_RANGE.min && stallAlarmAfterMs <= STALL_ALARM_AFTER_MS_RANGE.max &&
          stallAlarmAfterMs < autoVoidAfterMs;
        expect(checkRiskSettings({ autoVoidAfterMs, stallAlarmAfterMs }).ok).toBe(inRange);
      }),
    );
    expect(checkRiskSettings(DEFAULT_RISK_SETTINGS).ok).toBe(true);
  });

  it("read back a stored document field by field, the default for what is missing or no longer valid", () => {
    expect(riskSettingsFromStored(null)).toEqual(DEFAULT_RISK_SETTINGS);
    expect(riskSettingsFromStored("not json")).toEqual(DEFAULT_RISK_SETTINGS);
    expect(riskSettingsFromStored(JSON.stringify({ autoVoidAfterMs: 120_000 }))).toEqual({ ...DEFAULT_RISK_SETTINGS, autoVoidAfterMs: 120_000 });
    expect(riskSettingsFromStored(JSON.stringify({ autoVoidAfterMs: "soon" }))).toEqual(DEFAULT_RISK_SETTINGS);
  });
});

describe("a stalled draw", () => {
  const round = (status: RoundStatus, drawAtMs: number, issue = "1") => ({ status, drawAtMs, issue }) as RoundRecord;

  it("is a round still open or closed past its draw time by more than the slack, never one drawn, settled or void", () => {
    fc.assert(
      fc.property(fc.constantFrom<RoundStatus>("open", "closed", "drawn", "settled", "void"), fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 5_000, max: 60_000 }), (status, lateMs, slackMs) => {
        expect(isDrawStalled(round(status, 1_000_000), 1_000_000 + lateMs, slackMs)).toBe((status === "open" || status === "closed") && lateMs > slackMs);
      }),
    );
  });

  it("names the oldest stalled round of the game", () => {
    const rounds = [round("drawn", 0, "a"), round("closed", 10_000, "b"), round("open", 20_000, "c")];
    expect(oldestStalledDraw({ id: 2, name: "G" }, rounds, 100_000, 30_000)).toEqual({ gameId: 2, gameName: "G", issue: "b", drawAtMs: 10_000, lateMs: 90_000 });
    expect(oldestStalledDraw({ id: 2, name: "G" }, rounds, 35_000, 30_000)).toBeNull();
  });
});
