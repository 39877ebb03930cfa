import { describe, expect, it } from "vitest";
import { DEFAULT_GROWTH_SETTINGS } from "../../../../../src/domain/growth/settings";
import { draftOf, levelOf, percentText, readPercent, settingsOf } from "./settings-draft";

describe("the growth settings form", () => {
  it("shows basis points as a percentage with two decimals and reads it back exactly", () => {
    expect([0, 5, 50, 125, 1_000].map(percentText)).toEqual(["0.00", "0.05", "0.50", "1.25", "10.00"]);
    expect(["0.5", "0.50", " 1.25 ", "12", "0.05"].map(readPercent)).toEqual([50, 50, 125, 1_200, 5]);
    // More decimals than a basis point, signs, words: not a percentage the engine can hold.
    expect(["0.505", "-1", "1e2", "abc", "", "1,5"].map(readPercent)).toEqual([null, null, null, null, null, null]);
  });

  it("turns the defaults into texts and back into the same document", () => {
    const draft = draftOf(DEFAULT_GROWTH_SETTINGS);
    expect(draft.defaultRate).toBe("0.50");
    expect(draft.minimumClaim).toBe("1.00");
    expect(draft.levels[3]!.levelUpBonus).toBe("588.00");
    expect(settingsOf(draft)).toEqual({ ok: true, settings: DEFAULT_GROWTH_SETTINGS });
  });

  it("names the fields whose text is not a number of their kind, and sends nothing", () => {
    const draft = draftOf(DEFAULT_GROWTH_SETTINGS);
    const levels = draft.levels.map((level, i) => (i === 2 ? { ...level, baseRebate: "0.605" } : level));
    expect(settingsOf({ ...draft, defaultRate: "half", windowDays: "3.5", levels })).toEqual({ ok: false, unreadable: ["commission.defaultRateBp", "vip.windowDays", "vip.levels.2.baseRebateBp"] });
    expect(levelOf("vip.levels.2.baseRebateBp")).toBe("premium");
    expect(levelOf("commission.defaultRateBp")).toBeNull();
  });
});
