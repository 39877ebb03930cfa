import { describe, expect, it } from "vitest";
import { adjustBalance, giftFunds } from "../../../src/application/wallet/adjust-balance";
import { freezeFunds, unfreezeFunds } from "../../../src/application/wallet/freeze-funds";
import { getWallet } from "../../../src/application/wallet/get-wallet";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { setPayoutMethod } from "../../../src/application/wallet/set-payout-method";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { OPERATOR_ID, SECURITY_CODE, balancesOf, fundLogOf, newUser, readyToWithdraw, refusal, unwrap } from "../wallet-fixtures";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  const op = { operatorId: OPERATOR_ID };

  describe("giftFunds", () => {
    it("moves house -> available with a gift line, once per request id", async () => {
      const user = await newUser(t.app);
      expect(unwrap(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "88.80", requestId: "gift-1", note: "welcome" }))).toEqual({
        applied: true,
        balances: { availableMinor: 8_880, lockedMinor: 0, withdrawingMinor: 0 },
      });
      // The double click.
      expect(unwrap(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "88.80", requestId: "gift-1", note: "welcome" }))).toMatchObject({
        applied: false,
        balances: { availableMinor: 8_880 },
      });
      const raced = await Promise.all([1, 2, 3].map(() => giftFunds(t.app.deps, { ...op, userId: user.id, amount: "10", requestId: "gift-2", note: "gift" })));
      expect(raced.filter((r) => r.ok && r.value.applied)).toHaveLength(1);
      expect(await balancesOf(t.app, user.id)).toMatchObject({ availableMinor: 9_880 });
      expect(await fundLogOf(t.app, user.id)).toMatchObject([
        { type: 4, status: 1, quantityMinor: 8_880, overMinor: 8_880, mark: "welcome", ref: "gift:gift-1" },
        { type: 4, status: 1, quantityMinor: 1_000, overMinor: 9_880, ref: "gift:gift-2" },
      ]);
      expect(await t.store.read((tx) => tx.ledger.balance("house"))).toBe(-9_880);
    });

    it("refuses a reused request id for a different gift, a bad amount, a bad id and an unknown user", async () => {
      const user = await newUser(t.app);
      unwrap(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "10", requestId: "r1", note: "gift" }));
      expect(refusal(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "11", requestId: "r1", note: "gift" }))).toEqual({ code: "IDEMPOTENCY_CONFLICT" });
      expect(refusal(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "-1", requestId: "r2", note: "gift" }))).toEqual({ code: "MONEY_NEGATIVE" });
      expect(refusal(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "1", requestId: "", note: "gift" }))).toMatchObject({ code: "INVALID_INPUT" });
      expect(refusal(await giftFunds(t.app.deps, { ...op, userId: 5150, amount: "1", requestId: "r3", note: "gift" }))).toEqual({ code: "USER_NOT_FOUND" });
      expect(await balancesOf(t.app, user.id)).toMatchObject({ availableMinor: 1_000 });
      expect(await fundLogOf(t.app, user.id)).toHaveLength(1);
    });
  });

  describe("adjustBalance", () => {
    it("credits and debits with a mandatory reason, once per request id, never below zero", async () => {
      const user = await newUser(t.app);
      // The same code as every action that must carry a reason (a rejection, a gift, a flag): one rule.
      expect(refusal(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "50", reason: "", requestId: "a1" }))).toEqual({ code: "REASON_REQUIRED" });
      expect(refusal(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "50", requestId: "g0", note: " " }))).toEqual({ code: "REASON_REQUIRED" });
      expect(refusal(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "0", reason: "typo", requestId: "a1" }))).toEqual({ code: "MONEY_NOT_POSITIVE" });
      unwrap(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "50", reason: "compensation", requestId: "a1" }));
      unwrap(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "50", reason: "compensation", requestId: "a1" }));
      unwrap(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "-20.25", reason: "clawback", requestId: "a2" }));
      expect(refusal(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "-29.76", reason: "too much", requestId: "a3" }))).toEqual({
        code: "INSUFFICIENT_FUNDS",
      });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 2_975, lockedMinor: 0, withdrawingMinor: 0 });
      expect(await fundLogOf(t.app, user.id)).toMatchObject([
        { type: 5, status: 1, quantityMinor: 5_000, overMinor: 5_000, mark: "compensation" },
        { type: 5, status: 1, quantityMinor: -2_025, overMinor: 2_975, mark: "clawback" },
      ]);
      // A failed request id is not burnt: once the money is there, the same id applies.
      unwrap(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "1", requestId: "top-up", note: "gift" }));
      expect(unwrap(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "-29.76", reason: "too much", requestId: "a3" })).applied).toBe(true);
    });

    it("cannot reach frozen money or money held for a withdrawal", async () => {
      const user = await newUser(t.app);
      unwrap(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "500", requestId: "g", note: "gift" }));
      unwrap(await freezeFunds(t.app.deps, { ...op, userId: user.id, amount: "200", requestId: "f" }));
      expect(refusal(await adjustBalance(t.app.deps, { ...op, userId: user.id, amount: "-300.01", reason: "r", requestId: "x" }))).toEqual({
        code: "INSUFFICIENT_FUNDS",
      });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 30_000, lockedMinor: 20_000, withdrawingMinor: 0 });
    });
  });

  describe("freezeFunds / unfreezeFunds", () => {
    it("moves money between available and lock_money, once per request id, without a fund-log line", async () => {
      const user = await newUser(t.app);
      unwrap(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "500", requestId: "g", note: "gift" }));
      const before = (await fundLogOf(t.app, user.id)).length;
      expect(unwrap(await freezeFunds(t.app.deps, { ...op, userId: user.id, amount: "120", requestId: "f1" }))).toEqual({
        applied: true,
        balances: { availableMinor: 38_000, lockedMinor: 12_000, withdrawingMinor: 0 },
      });
      expect(unwrap(await freezeFunds(t.app.deps, { ...op, userId: user.id, amount: "120", requestId: "f1" })).applied).toBe(false);
      expect(t.app.events.ofType("balance.changed").at(-1)).toEqual({ type: "balance.changed", userId: user.id, moneyMinor: 50_000, lockedMinor: 12_000 });
      expect(refusal(await freezeFunds(t.app.deps, { ...op, userId: user.id, amount: "380.01", requestId: "f2" }))).toEqual({ code: "INSUFFICIENT_FUNDS" });
      expect(refusal(await unfreezeFunds(t.app.deps, { ...op, userId: user.id, amount: "120.01", requestId: "u1" }))).toEqual({ code: "INSUFFICIENT_FUNDS" });
      unwrap(await unfreezeFunds(t.app.deps, { ...op, userId: user.id, amount: "20", requestId: "u1" }));
      unwrap(await unfreezeFunds(t.app.deps, { ...op, userId: user.id, amount: "20", requestId: "u1" }));
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 40_000, lockedMinor: 10_000, withdrawingMinor: 0 });
      expect(await fundLogOf(t.app, user.id)).toHaveLength(before);
      // freeze:<id> and unfreeze:<id> are different transfers: one id may serve both directions.
      unwrap(await unfreezeFunds(t.app.deps, { ...op, userId: user.id, amount: "100", requestId: "f1" }));
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 50_000, lockedMinor: 0, withdrawingMinor: 0 });
    });
  });

  describe("getWallet", () => {
    it("shows money, lock_money, withdrawing, available and the withdraw info with a masked card", async () => {
      // A player the operator asks no turnover of (water_limit 0), so the gift may leave at once.
      const user = await newUser(t.app, { waterLimitPercent: 0 });
      expect(unwrap(await getWallet(t.app.deps, { userId: user.id }))).toEqual({
        moneyMinor: 0,
        lockedMinor: 0,
        withdrawingMinor: 0,
        availableMinor: 0,
        withdrawInfo: { moneyMinor: 0, payList: [null, null] },
      });
      unwrap(await giftFunds(t.app.deps, { ...op, userId: user.id, amount: "1000", requestId: "g", note: "gift" }));
      unwrap(await freezeFunds(t.app.deps, { ...op, userId: user.id, amount: "100", requestId: "f" }));
      await readyToWithdraw(t.app, user.id);
      unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, type: 1, acc: "TWallet123", accName: "omni" }));
      unwrap(await requestWithdrawal(t.app.deps, { userId: user.id, amount: "250", payoutType: 0, securityCode: SECURITY_CODE }));
      expect(unwrap(await getWallet(t.app.deps, { userId: user.id }))).toEqual({
        moneyMinor: 75_000,
        lockedMinor: 10_000,
        withdrawingMinor: 25_000,
        availableMinor: 65_000,
        withdrawInfo: {
          moneyMinor: 75_000,
          payList: [
            { userId: user.id, type: 0, acc: "Wang Xiaoming", accName: "************7890", accBank: "Bank of Taiwan", mark: "", changedAtMs: null },
            { userId: user.id, type: 1, acc: "TWallet123", accName: "omni", accBank: "", mark: "", changedAtMs: null },
          ],
        },
      });
      expect(refusal(await getWallet(t.app.deps, { userId: 31415 }))).toEqual({ code: "USER_NOT_FOUND" });
    });
  });
});
