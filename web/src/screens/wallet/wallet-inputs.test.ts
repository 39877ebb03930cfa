import { describe, expect, it } from "vitest";
import { readMoneyField } from "../../format/money-field";
import { digitsTyped } from "./amount-input";
import { isVisitor } from "./groups";
import { payoutTypeOf } from "./payout-type";

describe("the wallet forms' inputs", () => {
  it("read an amount as typed, refusing (never mending) what is not one", () => {
    expect(readMoneyField("")).toEqual({ kind: "empty" });
    expect(readMoneyField("  ")).toEqual({ kind: "empty" });
    expect(readMoneyField("100")).toEqual({ kind: "amount", minor: 10_000 });
    expect(readMoneyField("12.34")).toEqual({ kind: "amount", minor: 1234 });
    expect(readMoneyField("-100")).toEqual({ kind: "refused", code: "MONEY_NEGATIVE" });
    expect(readMoneyField("-100", { allowNegative: true })).toEqual({ kind: "amount", minor: -10_000 });
    expect(readMoneyField("1e3")).toEqual({ kind: "refused", code: "MONEY_INVALID" });
    expect(readMoneyField("1a000")).toEqual({ kind: "refused", code: "MONEY_INVALID" });
    expect(readMoneyField("10.555")).toEqual({ kind: "refused", code: "MONEY_TOO_MANY_DECIMALS" });
    expect(readMoneyField("abc")).toEqual({ kind: "refused", code: "MONEY_INVALID" });
    expect(readMoneyField("1234567890123456")).toEqual({ kind: "refused", code: "MONEY_TOO_LARGE" });
    expect(readMoneyField("0")).toEqual({ kind: "refused", code: "MONEY_NOT_POSITIVE" });
    expect(readMoneyField("0", { allowZero: true })).toEqual({ kind: "amount", minor: 0 });
  });

  it("keep a card number to digits, up to its length", () => {
    expect(digitsTyped("6222-0212 3456x7890", 30)).toBe("6222021234567890");
    expect(digitsTyped("1234567", 6)).toBe("123456");
  });

  it("take the visitor group from the profile once known, from the link's group_id until then", () => {
    expect(isVisitor(undefined, "2")).toBe(true);
    expect(isVisitor(undefined, "1")).toBe(false);
    expect(isVisitor(undefined, null)).toBe(false);
    expect(isVisitor(1, "2")).toBe(false);
    expect(isVisitor(2, "1")).toBe(true);
  });

  it("read the payout type of a link: 1 the virtual wallet, anything else the bank card", () => {
    expect(payoutTypeOf("1")).toBe(1);
    expect(payoutTypeOf("0")).toBe(0);
    expect(payoutTypeOf(null)).toBe(0);
    expect(payoutTypeOf("x")).toBe(0);
  });
});
