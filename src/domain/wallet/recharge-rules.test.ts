import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GROUP } from "../accounts/user";
import { DEFAULT_RECHARGE_CURRENCY, RECHARGE_CURRENCIES, RECHARGE_MINIMUM_MINOR, checkRecharge } from "./recharge-rules";

describe("recharge rules", () => {
  it("lists the fifteen currencies with TWD first and default", () => {
    expect(RECHARGE_CURRENCIES).toHaveLength(15);
    expect(RECHARGE_CURRENCIES[0]).toBe("TWD");
    expect(DEFAULT_RECHARGE_CURRENCY).toBe("TWD");
  });

  it("refuses visitors before looking at anything else", () => {
    expect(checkRecharge({ groupId: GROUP.visitor, amount: "abc", currency: "XXX" })).toEqual({ ok: false, error: { code: "VISITOR_NOT_ALLOWED" } });
  });

  it("parses the amount with the money rules", () => {
    expect(checkRecharge({ groupId: GROUP.player, amount: "" })).toMatchObject({ error: { code: "MONEY_INVALID" } });
    expect(checkRecharge({ groupId: GROUP.player, amount: "-100" })).toMatchObject({ error: { code: "MONEY_NEGATIVE" } });
    expect(checkRecharge({ groupId: GROUP.player, amount: "100.001" })).toMatchObject({ error: { code: "MONEY_TOO_MANY_DECIMALS" } });
    expect(checkRecharge({ groupId: GROUP.player, amount: "0" })).toMatchObject({ error: { code: "MONEY_NOT_POSITIVE" } });
  });

  it("has a minimum of 100.00", () => {
    expect(checkRecharge({ groupId: GROUP.player, amount: "99.99" })).toEqual({
      ok: false,
      error: { code: "RECHARGE_MINIMUM", params: { minimum: "100.00" } },
    });
    expect(checkRecharge({ groupId: GROUP.agent, amount: 100 })).toEqual({
      ok: true,
      value: { amountMinor: 10000, currency: "TWD", creditMinor: 10000 },
    });
  });

  it("matches the currency case-insensitively and refuses unknown ones", () => {
    expect(checkRecharge({ groupId: GROUP.player, amount: "250.50", currency: " usdt " })).toEqual({
      ok: true,
      value: { amountMinor: 25050, currency: "USDT", creditMinor: 25050 },
    });
    expect(checkRecharge({ groupId: GROUP.player, amount: "250", currency: "BTC" })).toEqual({ ok: false, error: { code: "CURRENCY_UNKNOWN" } });
  });

  it("credits exactly the amount (1:1) in every currency, for every amount at or over the minimum", () => {
    fc.assert(
      fc.property(fc.integer({ min: RECHARGE_MINIMUM_MINOR, max: 10 ** 11 }), fc.constantFrom(...RECHARGE_CURRENCIES), (amountMinor, currency) => {
        const text = `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, "0")}`;
        const result = checkRecharge({ groupId: GROUP.player, amount: text, currency: currency.toLowerCase() });
        expect(result).toEqual({ ok: true, value: { amountMinor, currency, creditMinor: amountMinor } });
      }),
    );
  });
});
