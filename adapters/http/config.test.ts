import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("the growth engine's settings in the environment", () => {
  it("ticks every minute unless GROWTH_RUN_INTERVAL_MS says otherwise, and refuses a bad value by name", () => {
    expect(readConfig({}).growthRunIntervalMs).toBe(60_000);
    expect(readConfig({ GROWTH_RUN_INTERVAL_MS: "5000" }).growthRunIntervalMs).toBe(5_000);
    for (const bad of ["0", "99", "3600001", "1.5", "soon"]) expect(() => readConfig({ GROWTH_RUN_INTERVAL_MS: bad })).toThrow(/bad GROWTH_RUN_INTERVAL_MS/);
  });

  it("pauses a run's writes only in test mode (TEST_GROWTH_PAUSE_MS)", () => {
    expect(readConfig({}).testGrowthPauseMs).toBe(0);
    expect(readConfig({ TEST_MODE: "1", TEST_GROWTH_PAUSE_MS: "200" }).testGrowthPauseMs).toBe(200);
    expect(() => readConfig({ TEST_GROWTH_PAUSE_MS: "200" })).toThrow(/TEST_GROWTH_PAUSE_MS needs TEST_MODE=1/);
  });
});
