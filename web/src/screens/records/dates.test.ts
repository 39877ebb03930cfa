import { describe, expect, it } from "vitest";
import { addDays, defaultRange, isDay, rangeProblem, spanDays } from "./dates";

const bounds = { first: "2018-01-01", today: "2026-11-22", maxSpanDays: 366 };

describe("record list days", () => {
  it("count whole days across months, years and leap days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(spanDays({ from: "2026-11-22", to: "2026-11-22" })).toBe(1);
    expect(spanDays({ from: "2025-11-22", to: "2026-11-22" })).toBe(366);
  });

  it("default to the last week, never before the first day", () => {
    expect(defaultRange(bounds)).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(defaultRange({ ...bounds, today: "2018-01-03" })).toEqual({ from: "2018-01-01", to: "2018-01-03" });
  });

  it("find a reversed, too long or out-of-bounds range before the server does", () => {
    expect(rangeProblem({ from: "2026-11-01", to: "2026-11-22" }, bounds)).toBeNull();
    expect(rangeProblem({ from: "2026-11-22", to: "2026-11-21" }, bounds)).toBe("reversed");
    expect(rangeProblem({ from: "2025-11-21", to: "2026-11-22" }, bounds)).toBe("tooLong");
    expect(rangeProblem({ from: "2025-11-22", to: "2026-11-22" }, bounds)).toBeNull();
    expect(rangeProblem({ from: "2017-12-31", to: "2018-01-02" }, bounds)).toBe("outOfBounds");
    expect(rangeProblem({ from: "2026-11-22", to: "2026-11-23" }, bounds)).toBe("outOfBounds");
  });

  it("accept only real calendar days from a URL", () => {
    expect(isDay("2026-11-22")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026/11/22")).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
