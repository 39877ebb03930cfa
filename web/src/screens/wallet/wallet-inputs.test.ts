import { describe, expect, it } from "vitest";
import { amountTyped, digitsTyped } from "./amount-input";
import { isVisitor } from "./groups";
import { payoutTypeOf } from "./payout-type";

describe("the wallet forms' inputs", () => {
  it("keep an amount to digits, one point and two decimals as it is typed", () => {
    expect(amountTyped("1a000")).toBe("1000");
    expect(amountTyped("12.345")).toBe("12.34");
    expect(amountTyped("1.2.3")).toBe("1.23");
    expect(amountTyped("-100")).toBe("100");
    expect(amountTyped("")).toBe("");
    expect(amountTyped("1234567890123456")).toBe("123456789012");
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
