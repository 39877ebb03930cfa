import { describe, expect, it } from "vitest";
import { percentOfRateBp, rateBpOfPercent } from "./rate-input";

describe("the console's rate field", () => {
  it("reads a percentage with up to two decimals as basis points, 0 to 10 %", () => {
    expect(rateBpOfPercent("0.8")).toBe(80);
    expect(rateBpOfPercent("0.05")).toBe(5);
    expect(rateBpOfPercent(" 1.25 ")).toBe(125);
    expect(rateBpOfPercent("10")).toBe(1_000);
    expect(rateBpOfPercent("0")).toBe(0);
  });

  it("refuses what is not such a rate", () => {
    for (const text of ["", "10.01", "11", "-1", "0.125", "1e1", "abc", "1,5"]) expect(rateBpOfPercent(text)).toBeNull();
  });

  it("prints basis points as a percentage", () => {
    expect(percentOfRateBp(50)).toBe("0.50 %");
    expect(percentOfRateBp(1_000)).toBe("10.00 %");
  });
});
