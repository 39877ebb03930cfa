import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyRateFloorMinor, payoutKey } from "./payout";

describe("a rate applied to an amount", () => {
  it("is floored to the cent: 0.50 % of 123.45 is 0.61, never 0.62", () => {
    expect(applyRateFloorMinor(12_345, 50)).toBe(61);
    expect(applyRateFloorMinor(0, 80)).toBe(0);
    // A loss floors towards minus infinity: -0.61725 is -0.62, so a carried loss is never understated.
    expect(applyRateFloorMinor(-12_345, 50)).toBe(-62);
  });

  it("never pays more than the exact share, and less by under a cent, even past 2^53", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 1_000 }), (amount, rateBp) => {
        const paid = BigInt(applyRateFloorMinor(Number(amount), rateBp));
        const exactTimesWhole = amount * BigInt(rateBp);
        expect(paid * 10_000n <= exactTimesWhole).toBe(true);
        expect(exactTimesWhole - paid * 10_000n < 10_000n).toBe(true);
      }),
    );
  });

  it("names a payment by kind, beneficiary and period, so that the same period is the same key", () => {
    expect(payoutKey("commission", 7, "2026-11-27")).toBe("commission:7:2026-11-27");
    expect(payoutKey("bonus", 7, "promotion:3")).not.toBe(payoutKey("bonus", 8, "promotion:3"));
  });
});
