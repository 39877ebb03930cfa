import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, parseMoney } from "../money";
import { GROUP } from "../accounts/user";
import { NO_WAGERING } from "../growth/wagering-fold";
import { checkWithdrawal, turnoverBaseMinor, turnoverShortfallMinor, type WithdrawalFacts } from "./withdrawal-rules";

const good: WithdrawalFacts = {
  groupId: GROUP.player,
  amount: "150.00",
  balances: { availableMinor: 50_000, lockedMinor: 0, withdrawingMinor: 0 },
  payoutType: 0,
  hasPayoutMethod: true,
  securityCodeSet: true,
  waterLimitPercent: 100,
  settledStakeMinor: 30_000,
  creditedMinor: 30_000,
  moneyAtResetMinor: 0,
  wagering: NO_WAGERING,
};

const codeOf = (facts: Partial<WithdrawalFacts>) => {
  const result = checkWithdrawal({ ...good, ...facts });
  return result.ok ? "OK" : result.error.code;
};

describe("withdrawal policy", () => {
  it("allows a well-formed request", () => {
    expect(checkWithdrawal(good)).toEqual({ ok: true, value: { amountMinor: 15_000 } });
  });

  it("checks in SPEC order, each rule before the next", () => {
    // Every fact is wrong at once: each step shows only the first failing rule.
    const allWrong: Partial<WithdrawalFacts> = {
      groupId: GROUP.visitor,
      amount: "",
      balances: { availableMinor: 0, lockedMinor: 500, withdrawingMinor: 0 },
      hasPayoutMethod: false,
      securityCodeSet: false,
      creditedMinor: 1_000_000,
      settledStakeMinor: 0,
    };
    expect(codeOf(allWrong)).toBe("VISITOR_NOT_ALLOWED");
    expect(codeOf({ ...allWrong, groupId: GROUP.player })).toBe("WITHDRAW_AMOUNT_REQUIRED");
    expect(codeOf({ ...allWrong, groupId: GROUP.player, amount: null })).toBe("WITHDRAW_AMOUNT_REQUIRED");
    expect(codeOf({ ...allWrong, groupId: GROUP.player, amount: "1e5" })).toBe("MONEY_INVALID");
    expect(codeOf({ ...allWrong, groupId: GROUP.agent, amount: "99.99" })).toBe("WITHDRAW_MINIMUM");
    expect(codeOf({ ...allWrong, groupId: GROUP.agent, amount: "100" })).toBe("WITHDRAW_INSUFFICIENT");
    const rich = { availableMinor: 10_000, lockedMinor: 500, withdrawingMinor: 0 };
    expect(codeOf({ ...allWrong, groupId: GROUP.player, amount: "100", balances: rich })).toBe("PAYOUT_METHOD_MISSING");
    expect(codeOf({ ...allWrong, groupId: GROUP.player, amount: "100", balances: rich, hasPayoutMethod: true })).toBe("SECURITY_CODE_NOT_SET");
    expect(codeOf({ ...allWrong, groupId: GROUP.player, amount: "100", balances: rich, hasPayoutMethod: true, securityCodeSet: true })).toBe(
      "WITHDRAW_TURNOVER",
    );
  });

  it("reports the frozen amount when the amount is over what is available", () => {
    expect(checkWithdrawal({ ...good, amount: "400.01", balances: { availableMinor: 40_000, lockedMinor: 12_345, withdrawingMinor: 0 } })).toEqual({
      ok: false,
      error: { code: "WITHDRAW_INSUFFICIENT", params: { frozen: "123.45", available: "400.00" } },
    });
  });

  it("names the missing payout method's type", () => {
    expect(checkWithdrawal({ ...good, payoutType: 1, hasPayoutMethod: false })).toEqual({
      ok: false,
      error: { code: "PAYOUT_METHOD_MISSING", params: { type: 1 } },
    });
  });

  it("reports the turnover shortfall and the multiplier", () => {
    expect(checkWithdrawal({ ...good, creditedMinor: 100_000, settledStakeMinor: 25_050, waterLimitPercent: 150 })).toEqual({
      ok: false,
      error: { code: "WITHDRAW_TURNOVER", params: { shortfall: "1249.50", water_limit: 1.5 } },
    });
    expect(codeOf({ creditedMinor: 100_000, settledStakeMinor: 0, waterLimitPercent: 0 })).toBe("OK");
    expect(turnoverShortfallMinor(1, 0, 150)).toBe(2); // 1.5 minor rounds up
  });

  it("asks for a bonus's wagering after the day's turnover, stakes since the bonus paying it down (issue 40)", () => {
    // 50.00 of bonus at x3: 150.00 outstanding after it; 149.99 staked since leaves 0.01.
    expect(checkWithdrawal({ ...good, wagering: { outstandingMinor: 15_000, stakedSinceMinor: 14_999 } })).toEqual({
      ok: false,
      error: { code: "WITHDRAW_WAGERING", params: { shortfall: "0.01" } },
    });
    expect(codeOf({ wagering: { outstandingMinor: 15_000, stakedSinceMinor: 15_000 } })).toBe("OK");
    // The day's turnover is said first: it is the rule every player meets.
    expect(codeOf({ settledStakeMinor: 0, wagering: { outstandingMinor: 15_000, stakedSinceMinor: 0 } })).toBe("WITHDRAW_TURNOVER");
  });

  it("counts the money held at the 00:00 reset with the deposits since (SPEC: 1x the balance)", () => {
    // 500.00 held at 00:00 and 300.00 deposited since: stakes must reach 800.00.
    expect(checkWithdrawal({ ...good, moneyAtResetMinor: 50_000, creditedMinor: 30_000, settledStakeMinor: 79_999 })).toEqual({
      ok: false,
      error: { code: "WITHDRAW_TURNOVER", params: { shortfall: "0.01", water_limit: 1 } },
    });
    expect(codeOf({ moneyAtResetMinor: 50_000, creditedMinor: 30_000, settledStakeMinor: 80_000 })).toBe("OK");
    // A deposit of 23:59 is the balance at 00:00: it still has to be staked at 00:01.
    expect(codeOf({ moneyAtResetMinor: 30_000, creditedMinor: 0, settledStakeMinor: 0 })).toBe("WITHDRAW_TURNOVER");
    expect(turnoverBaseMinor(-5, 7)).toBe(7); // a balance is never below zero; a negative reading adds nothing
  });

  it("never allows an amount above what is available", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 10 }),
        (amountMinor, availableMinor, lockedMinor) => {
          const result = checkWithdrawal({
            ...good,
            amount: formatMoney(amountMinor),
            balances: { availableMinor, lockedMinor, withdrawingMinor: 0 },
            settledStakeMinor: 0,
            creditedMinor: 0,
          });
          if (result.ok) {
            expect(result.value.amountMinor).toBe(amountMinor);
            expect(amountMinor).toBeLessThanOrEqual(availableMinor);
          }
          if (amountMinor > availableMinor && amountMinor >= 10_000) {
            expect(result).toMatchObject({ ok: false, error: { code: "WITHDRAW_INSUFFICIENT", params: { frozen: formatMoney(lockedMinor) } } });
          }
        },
      ),
    );
  });

  it("reports exactly what is missing: staking the shortfall passes, one minor unit less does not", () => {
    fc.assert(
      fc.property(
        // Up to 100,000,000.00 held and deposited at up to 10x: requirements stay within the largest amount money allows.
        fc.integer({ min: 0, max: 5 * 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 11 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 5 * 10 ** 9 }),
        (creditedMinor, settledStakeMinor, waterLimitPercent, moneyAtResetMinor) => {
          const result = checkWithdrawal({ ...good, creditedMinor, settledStakeMinor, waterLimitPercent, moneyAtResetMinor });
          const product = (creditedMinor + moneyAtResetMinor) * waterLimitPercent; // exact: below 2^53
          const requiredMinor = (product - (product % 100)) / 100 + (product % 100 === 0 ? 0 : 1);
          if (settledStakeMinor >= requiredMinor) {
            expect(result.ok).toBe(true);
            return;
          }
          expect(result.ok).toBe(false);
          if (result.ok || result.error.code !== "WITHDRAW_TURNOVER") throw new Error("expected WITHDRAW_TURNOVER");
          const shortfall = parseMoney(result.error.params?.shortfall);
          if (!shortfall.ok) throw new Error("shortfall is not money");
          expect(checkWithdrawal({ ...good, creditedMinor, moneyAtResetMinor, waterLimitPercent, settledStakeMinor: settledStakeMinor + shortfall.value }).ok).toBe(true);
          expect(codeOf({ creditedMinor, moneyAtResetMinor, waterLimitPercent, settledStakeMinor: settledStakeMinor + shortfall.value - 1 })).toBe("WITHDRAW_TURNOVER");
        },
      ),
    );
  });
});
