import { describe, expect, it } from "vitest";
import { freezeFunds } from "../../../src/application/wallet/freeze-funds";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { approveWithdrawal, rejectWithdrawal } from "../../../src/application/wallet/review-withdrawal";
import { setPayoutMethod } from "../../../src/application/wallet/set-payout-method";
import { SECURITY_CODE_LOCK_MS } from "../../../src/domain/accounts/security-code-rules";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { OPERATOR_ID, SECURITY_CODE, balancesOf, deposit, fundLogOf, giveStakedMoney, newUser, readyToWithdraw, refusal, settleLostStake, unwrap, userById, visitor } from "../wallet-fixtures";

forEachStore((_name, open) => {
  const t = appPerTest(open);

  /** Money whose turnover is met (wallet-fixtures.ts). */
  const gift = (userId: number, amountMinor: number) => giveStakedMoney(t.app, userId, amountMinor);

  async function readyPlayer(balanceMinor = 200_000) {
    const user = await newUser(t.app);
    await gift(user.id, balanceMinor);
    await readyToWithdraw(t.app, user.id);
    return user;
  }

  const withdraw = (userId: number, amount: unknown, extra: { payoutType?: 0 | 1; securityCode?: string } = {}) =>
    requestWithdrawal(t.app.deps, { userId, amount, payoutType: extra.payoutType ?? 0, securityCode: extra.securityCode ?? SECURITY_CODE });

  describe("requestWithdrawal", () => {
    it("holds the amount, copies the payout details and logs a line under review", async () => {
      const user = await readyPlayer();
      const request = unwrap(await withdraw(user.id, "150.00"));
      expect(request).toMatchObject({
        userId: user.id,
        amountMinor: 15_000,
        payoutType: 0,
        payoutAcc: "Wang Xiaoming",
        payoutAccName: "6222021234567890",
        payoutAccBank: "Bank of Taiwan",
        status: 0,
      });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 185_000, lockedMinor: 0, withdrawingMinor: 15_000 });
      const lines = await fundLogOf(t.app, user.id);
      expect(lines.at(-1)).toMatchObject({ id: request.fundLogId, type: 1, status: 0, quantityMinor: -15_000, overMinor: 185_000, ref: `withdrawal:${request.id}` });
      expect(lines.at(-1)!.mark).not.toContain("6222021234567890");
      expect(await t.store.read((tx) => tx.ledger.transferById(`withdrawal:${request.id}:hold`))).toMatchObject({ kind: "withdraw_hold", amountMinor: 15_000 });
      expect((await t.store.read((tx) => tx.withdrawals.byId(request.id)))!.fundLogId).toBe(request.fundLogId);
      expect(t.app.events.ofType("balance.changed").at(-1)).toEqual({ type: "balance.changed", userId: user.id, moneyMinor: 185_000, lockedMinor: 0 });

      // A later edit of the bank card does not redirect the money in flight.
      unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, type: 0, acc: "Someone Else", accName: "99999999", accBank: "Other Bank", securityCode: SECURITY_CODE }));
      expect(await t.store.read((tx) => tx.withdrawals.byId(request.id))).toMatchObject({ payoutAcc: "Wang Xiaoming", payoutAccName: "6222021234567890" });
    });

    it("pays out to a virtual wallet", async () => {
      const user = await readyPlayer();
      unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, type: 1, acc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", accName: "TRC20" }));
      const request = unwrap(await withdraw(user.id, 500, { payoutType: 1 }));
      expect(request).toMatchObject({ payoutType: 1, payoutAcc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", payoutAccName: "trc20", amountMinor: 50_000 });
    });

    it("refuses in SPEC order, moving nothing", async () => {
      const guest = await newUser(t.app, visitor);
      await gift(guest.id, 100_000);
      expect(refusal(await withdraw(424242, "100"))).toEqual({ code: "USER_NOT_FOUND" });
      expect(refusal(await withdraw(guest.id, "100"))).toEqual({ code: "VISITOR_NOT_ALLOWED" });

      const user = await newUser(t.app);
      await gift(user.id, 50_000);
      await freezeFunds(t.app.deps, { userId: user.id, amount: "120", requestId: "f1", operatorId: OPERATOR_ID });
      expect(refusal(await withdraw(user.id, ""))).toEqual({ code: "WITHDRAW_AMOUNT_REQUIRED" });
      expect(refusal(await withdraw(user.id, "ten"))).toEqual({ code: "MONEY_INVALID" });
      expect(refusal(await withdraw(user.id, "99.99"))).toEqual({ code: "WITHDRAW_MINIMUM", params: { minimum: "100.00" } });
      expect(refusal(await withdraw(user.id, "380.01"))).toEqual({ code: "WITHDRAW_INSUFFICIENT", params: { frozen: "120.00", available: "380.00" } });
      expect(refusal(await withdraw(user.id, "380"))).toEqual({ code: "PAYOUT_METHOD_MISSING", params: { type: 0 } });
      await readyToWithdraw(t.app, user.id);
      expect(refusal(await withdraw(user.id, "380", { payoutType: 1 }))).toEqual({ code: "PAYOUT_METHOD_MISSING", params: { type: 1 } });

      const noCode = await newUser(t.app);
      await gift(noCode.id, 50_000);
      unwrap(await setPayoutMethod(t.app.deps, { userId: noCode.id, type: 0, acc: "A", accName: "12345678", accBank: "B" }));
      expect(refusal(await withdraw(noCode.id, "100"))).toEqual({ code: "SECURITY_CODE_NOT_SET" });

      await deposit(t.app, user.id, 10_000);
      expect(refusal(await withdraw(user.id, "380"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "100.00", water_limit: 1 } });
      await settleLostStake(t.app, user.id, 10_000);
      expect(refusal(await withdraw(user.id, "380", { securityCode: "000000" }))).toEqual({ code: "SECURITY_CODE_WRONG", params: { remaining: 4 } });

      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 38_000, lockedMinor: 12_000, withdrawingMinor: 0 });
      expect((await fundLogOf(t.app, user.id)).filter((l) => l.type === 1)).toEqual([]);

      unwrap(await withdraw(user.id, "200"));
      expect(refusal(await withdraw(user.id, "100"))).toEqual({ code: "WITHDRAW_PENDING_EXISTS" });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 18_000, lockedMinor: 12_000, withdrawingMinor: 20_000 });
      expect((await fundLogOf(t.app, user.id)).filter((l) => l.type === 1)).toHaveLength(1);
    });

    it("asks for turnover of 1x the deposits since 00:00, and at the next 00:00 of 1x the balance held then", async () => {
      const user = await newUser(t.app);
      await readyToWithdraw(t.app, user.id);
      await deposit(t.app, user.id, 100_000);
      await settleLostStake(t.app, user.id, 40_000);
      expect(refusal(await withdraw(user.id, "100"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "600.00", water_limit: 1 } });
      await settleLostStake(t.app, user.id, 59_999);
      expect(refusal(await withdraw(user.id, "1"))).toMatchObject({ code: "WITHDRAW_MINIMUM" });
      expect(refusal(await withdraw(user.id, "0.01"))).toMatchObject({ code: "WITHDRAW_MINIMUM" });
      await gift(user.id, 50_000);
      expect(refusal(await withdraw(user.id, "100"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "0.01", water_limit: 1 } });

      // The test day starts at 10:00 Taipei; 14 hours later it is the next day's 00:00.
      // The 500.01 held then (gifts included: SPEC asks for 1x the balance) must be staked again.
      t.app.clock.advance(14 * 3_600_000);
      expect(refusal(await withdraw(user.id, "100"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "500.01", water_limit: 1 } });
      await settleLostStake(t.app, user.id, 10_000);
      expect(refusal(await withdraw(user.id, "100"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "400.01", water_limit: 1 } });
      await settleLostStake(t.app, user.id, 40_001);
      expect(await balancesOf(t.app, user.id)).toMatchObject({ availableMinor: 0 });
    });

    it("does not let a deposit of 23:59 leave at 00:01 unstaked", async () => {
      const user = await newUser(t.app);
      await readyToWithdraw(t.app, user.id);
      // 10:00 Taipei + 13 h 59 min = 23:59.
      t.app.clock.advance((13 * 60 + 59) * 60_000);
      await deposit(t.app, user.id, 100_000);
      t.app.clock.advance(2 * 60_000); // 00:01 the next day: the deposit is now the balance held at the reset
      expect(refusal(await withdraw(user.id, "1000"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "1000.00", water_limit: 1 } });
      await settleLostStake(t.app, user.id, 30_000); // staked and lost 300.00: 700.00 left, 700.00 still to stake
      expect(refusal(await withdraw(user.id, "700"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "700.00", water_limit: 1 } });
    });

    it("uses the user's own turnover multiplier", async () => {
      const user = await newUser(t.app, { waterLimitPercent: 250 });
      await readyToWithdraw(t.app, user.id);
      await deposit(t.app, user.id, 100_000);
      await settleLostStake(t.app, user.id, 100_000);
      await gift(user.id, 20_000);
      // 2.5 times the 1,000.00 deposited and the 200.00 gifted, less the 1,200.00 staked.
      expect(refusal(await withdraw(user.id, "100"))).toEqual({ code: "WITHDRAW_TURNOVER", params: { shortfall: "1800.00", water_limit: 2.5 } });
    });

    it("locks the security code after five wrong entries, and the count survives each failed request", async () => {
      const user = await readyPlayer();
      for (let remaining = 4; remaining >= 1; remaining--) {
        expect(refusal(await withdraw(user.id, "100", { securityCode: "111111" }))).toEqual({ code: "SECURITY_CODE_WRONG", params: { remaining } });
        expect((await userById(t.app, user.id)).securityCodeFailures).toBe(5 - remaining);
      }
      t.app.clock.advance(1000);
      const lockedUntilMs = t.app.clock.nowMs() + SECURITY_CODE_LOCK_MS;
      expect(refusal(await withdraw(user.id, "100", { securityCode: "111111" }))).toEqual({
        code: "SECURITY_CODE_LOCKED",
        params: { minutes: 15, unlock_at_ms: lockedUntilMs },
      });
      expect(await userById(t.app, user.id)).toMatchObject({ securityCodeLockedUntilMs: lockedUntilMs });

      // Locked: even the right code is refused, and nothing moves.
      t.app.clock.advance(SECURITY_CODE_LOCK_MS - 1);
      expect(refusal(await withdraw(user.id, "100"))).toMatchObject({ code: "SECURITY_CODE_LOCKED", params: { minutes: 1 } });
      expect(await balancesOf(t.app, user.id)).toMatchObject({ withdrawingMinor: 0 });

      // Over: the right code passes and clears the count.
      t.app.clock.advance(1);
      unwrap(await withdraw(user.id, "100"));
      expect(await userById(t.app, user.id)).toMatchObject({ securityCodeFailures: 0, securityCodeLockedUntilMs: null });
    });

    it("a right code after wrong ones clears the count", async () => {
      const user = await readyPlayer();
      await withdraw(user.id, "100", { securityCode: "111111" });
      await withdraw(user.id, "100", { securityCode: "not-a-code" });
      expect((await userById(t.app, user.id)).securityCodeFailures).toBe(2);
      unwrap(await withdraw(user.id, "100"));
      expect((await userById(t.app, user.id)).securityCodeFailures).toBe(0);
    });

    it("of several requests racing, exactly one holds money", async () => {
      const user = await readyPlayer(100_000);
      const results = await Promise.all(["600", "700", "800", "900"].map((amount) => withdraw(user.id, amount)));
      const succeeded = results.filter((r) => r.ok);
      expect(succeeded).toHaveLength(1);
      for (const r of results.filter((r) => !r.ok)) expect(refusal(r).code).toMatch(/^(WITHDRAW_PENDING_EXISTS|WITHDRAW_INSUFFICIENT)$/);
      const held = unwrap(succeeded[0]!).amountMinor;
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 100_000 - held, lockedMinor: 0, withdrawingMinor: held });
      expect((await fundLogOf(t.app, user.id)).filter((l) => l.type === 1)).toHaveLength(1);
    });
  });

  describe("approveWithdrawal / rejectWithdrawal", () => {
    it("approval pays the held money out once", async () => {
      const user = await readyPlayer();
      const request = unwrap(await withdraw(user.id, "150"));
      t.app.clock.advance(5_000);
      expect(unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: OPERATOR_ID }))).toMatchObject({
        status: 1,
        reviewedAtMs: t.app.clock.nowMs(),
      });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 185_000, lockedMinor: 0, withdrawingMinor: 0 });
      expect((await fundLogOf(t.app, user.id)).at(-1)).toMatchObject({ type: 1, status: 1, quantityMinor: -15_000, overMinor: 185_000 });
      expect(await t.store.read((tx) => tx.ledger.transferById(`withdrawal:${request.id}:payout`))).toMatchObject({ toAccount: "world", amountMinor: 15_000 });

      expect(unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: OPERATOR_ID })).status).toBe(1);
      const raced = await Promise.all([1, 2].map(() => approveWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: OPERATOR_ID })));
      expect(raced.every((r) => r.ok)).toBe(true);
      expect(refusal(await rejectWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: OPERATOR_ID, remark: "rejected" }))).toEqual({
        code: "REQUEST_NOT_PENDING",
        params: { status: 1 },
      });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 185_000, lockedMinor: 0, withdrawingMinor: 0 });

      // Paid: the player may ask again.
      unwrap(await withdraw(user.id, "100"));
    });

    it("rejection gives the held money back once, with the remark on the line", async () => {
      const user = await readyPlayer();
      const request = unwrap(await withdraw(user.id, "150"));
      expect(unwrap(await rejectWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: OPERATOR_ID, remark: "card name mismatch" }))).toMatchObject({
        status: 2,
        remark: "card name mismatch",
      });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 200_000, lockedMinor: 0, withdrawingMinor: 0 });
      const line = (await fundLogOf(t.app, user.id)).at(-1)!;
      expect(line).toMatchObject({ type: 1, status: 2, quantityMinor: -15_000, overMinor: 200_000 });
      expect(line.mark).toContain("card name mismatch");
      expect(unwrap(await rejectWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: OPERATOR_ID, remark: "rejected" })).status).toBe(2);
      expect(refusal(await approveWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: OPERATOR_ID }))).toMatchObject({ code: "REQUEST_NOT_PENDING" });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 200_000, lockedMinor: 0, withdrawingMinor: 0 });
      expect(await t.store.read((tx) => tx.ledger.transferById(`withdrawal:${request.id}:payout`))).toBeNull();
    });

    it("refuses a withdrawal that does not exist", async () => {
      expect(refusal(await approveWithdrawal(t.app.deps, { withdrawalId: 31337, operatorId: OPERATOR_ID }))).toEqual({ code: "NOT_FOUND" });
      expect(refusal(await rejectWithdrawal(t.app.deps, { withdrawalId: 31337, operatorId: OPERATOR_ID, remark: "rejected" }))).toEqual({ code: "NOT_FOUND" });
    });
  });
});
