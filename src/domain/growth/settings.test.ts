import { describe, expect, it } from "vitest";
import { checkGrowthSettings, DEFAULT_GROWTH_SETTINGS, growthSettingsFromStored, type GrowthSettings } from "./settings";

describe("growth settings", () => {
  const withLevel = (index: number, change: Partial<GrowthSettings["vip"]["levels"][number]>): GrowthSettings => ({
    ...DEFAULT_GROWTH_SETTINGS,
    vip: { ...DEFAULT_GROWTH_SETTINGS.vip, levels: DEFAULT_GROWTH_SETTINGS.vip.levels.map((level, i) => (i === index ? { ...level, ...change } : level)) as unknown as GrowthSettings["vip"]["levels"] },
  });

  it("accept the defaults and refuse, by field, what cannot work", () => {
    expect(checkGrowthSettings(DEFAULT_GROWTH_SETTINGS).ok).toBe(true);
    const refused = (settings: GrowthSettings) => {
      const checked = checkGrowthSettings(settings);
      return checked.ok ? null : checked.error.params?.field;
    };
    expect(refused({ ...DEFAULT_GROWTH_SETTINGS, commission: { ...DEFAULT_GROWTH_SETTINGS.commission, defaultRateBp: 1_001 } })).toBe("commission.defaultRateBp");
    expect(refused({ ...DEFAULT_GROWTH_SETTINGS, commission: { ...DEFAULT_GROWTH_SETTINGS.commission, defaultRateBp: 0.5 } })).toBe("commission.defaultRateBp");
    expect(refused({ ...DEFAULT_GROWTH_SETTINGS, rebate: { ...DEFAULT_GROWTH_SETTINGS.rebate, minimumClaimMinor: -1 } })).toBe("rebate.minimumClaimMinor");
    expect(refused({ ...DEFAULT_GROWTH_SETTINGS, vip: { ...DEFAULT_GROWTH_SETTINGS.vip, windowDays: 0 } })).toBe("vip.windowDays");
    // The lowest level must need nothing, and no level may need less than the one below.
    expect(refused(withLevel(0, { turnoverMinor: 1 }))).toBe("vip.levels.0.turnoverMinor");
    expect(refused(withLevel(2, { depositMinor: 1 }))).toBe("vip.levels.2.depositMinor");
  });

  it("read back a stored document field by field, and the defaults for what is missing or broken", () => {
    expect(growthSettingsFromStored(null)).toEqual(DEFAULT_GROWTH_SETTINGS);
    expect(growthSettingsFromStored("not json")).toEqual(DEFAULT_GROWTH_SETTINGS);
    const stored = growthSettingsFromStored(JSON.stringify({ commission: { defaultRateBp: 120 } }));
    expect(stored.commission).toEqual({ ...DEFAULT_GROWTH_SETTINGS.commission, defaultRateBp: 120 });
    expect(stored.vip).toEqual(DEFAULT_GROWTH_SETTINGS.vip);
    expect(growthSettingsFromStored(JSON.stringify({ commission: { defaultRateBp: -5 } }))).toEqual(DEFAULT_GROWTH_SETTINGS);
  });
});
