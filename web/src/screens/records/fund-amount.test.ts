import { describe, expect, it } from "vitest";
import { FUND_TYPE, REVIEW_STATUS } from "../../../../src/domain/wallet/fund-log";
import { fundAmountView } from "./fund-amount";

describe("how a fund line's amount reads", () => {
  it("a deposit under review is requested: no sign, not a credit", () => {
    expect(fundAmountView({ type: FUND_TYPE.recharge, status: REVIEW_STATUS.pending, quantityMinor: 10_000 })).toEqual({ kind: "requested", sign: "", amountMinor: 10_000 });
  });

  it("an approved deposit is money in, with its sign", () => {
    expect(fundAmountView({ type: FUND_TYPE.recharge, status: REVIEW_STATUS.approved, quantityMinor: 10_000 })).toEqual({ kind: "in", sign: "+", amountMinor: 10_000 });
  });

  it("a rejected deposit or withdrawal is struck through, without a sign", () => {
    expect(fundAmountView({ type: FUND_TYPE.recharge, status: REVIEW_STATUS.rejected, quantityMinor: 10_000 })).toEqual({ kind: "rejected", sign: "", amountMinor: 10_000 });
    expect(fundAmountView({ type: FUND_TYPE.withdraw, status: REVIEW_STATUS.rejected, quantityMinor: -10_000 })).toEqual({ kind: "rejected", sign: "", amountMinor: 10_000 });
  });

  it("a withdrawal under review is held money out; a stake is money out; a payout is money in", () => {
    expect(fundAmountView({ type: FUND_TYPE.withdraw, status: REVIEW_STATUS.pending, quantityMinor: -10_000 })).toEqual({ kind: "out", sign: "", amountMinor: -10_000 });
    expect(fundAmountView({ type: FUND_TYPE.buy, status: REVIEW_STATUS.approved, quantityMinor: -1_000 })).toEqual({ kind: "out", sign: "", amountMinor: -1_000 });
    expect(fundAmountView({ type: FUND_TYPE.profit, status: REVIEW_STATUS.approved, quantityMinor: 1_940 })).toEqual({ kind: "in", sign: "+", amountMinor: 1_940 });
  });
});
