import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../money";
import { checkAdjustment, checkOperatorAmount } from "./operator-money-rules";

describe("operator money rules", () => {
  it("needs a reason for an adjustment, before looking at the amount", () => {
    expect(checkAdjustment("abc", "")).toEqual({ ok: false, error: { code: "REASON_REQUIRED" } });
    expect(checkAdjustment("10", "   ")).toEqual({ ok: false, error: { code: "REASON_REQUIRED" } });
    expect(checkAdjustment("10", "x".repeat(201))).toMatchObject({ ok: false, error: { code: "INVALID_INPUT", params: { field: "reason" } } });
    expect(checkAdjustment("0", "typo")).toMatchObject({ ok: false, error: { code: "MONEY_NOT_POSITIVE" } });
    expect(checkAdjustment("-12.50", " refund of a double charge ")).toEqual({
      ok: true,
      value: { amountMinor: -1250, reason: "refund of a double charge" },
    });
  });

  it("takes a positive amount for gifts and freezes", () => {
    expect(checkOperatorAmount("-1")).toMatchObject({ ok: false, error: { code: "MONEY_NEGATIVE" } });
    expect(checkOperatorAmount("25", " welcome ")).toEqual({ ok: true, value: { amountMinor: 2500, note: "welcome" } });
  });

  it("round-trips every signed amount of an adjustment", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), (amountMinor) => {
        fc.pre(amountMinor !== 0);
        expect(checkAdjustment(formatMoney(amountMinor), "r")).toEqual({ ok: true, value: { amountMinor, reason: "r" } });
      }),
    );
  });
});
