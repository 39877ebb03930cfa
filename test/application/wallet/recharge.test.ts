import { describe, expect, it } from "vitest";
import { approveDeposit, rejectDeposit } from "../../../src/application/wallet/review-deposit";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { OPERATOR_ID, balancesOf, fundLogOf, newUser, refusal, unwrap, visitor } from "../wallet-fixtures";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  describe("requestRecharge", () => {
    it("records a pending deposit and an under-review fund-log line, moving no money", async () => {
      const user = await newUser(t.app);
      const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "150.50", currency: "usdt" }));
      expect(request).toMatchObject({ userId: user.id, amountMinor: 15_050, currency: "USDT", status: 0, reviewedAtMs: null });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 0, lockedMinor: 0, withdrawingMinor: 0 });
      const [line, ...rest] = await fundLogOf(t.app, user.id);
      expect(rest).toEqual([]);
      expect(line).toMatchObject({ id: request.fundLogId, type: 0, status: 0, quantityMinor: 15_050, overMinor: 0, ref: `deposit:${request.id}` });
      expect(line!.mark).toContain("USDT");
      expect((await t.store.read((tx) => tx.deposits.byId(request.id)))!.fundLogId).toBe(line!.id);
    });

    it("defaults to TWD", async () => {
      const user = await newUser(t.app);
      expect(unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: 100 })).currency).toBe("TWD");
    });

    it("refuses in order: unknown user, visitor, amount, minimum, currency", async () => {
      const user = await newUser(t.app);
      const guest = await newUser(t.app, visitor);
      expect(refusal(await requestRecharge(t.app.deps, { userId: 424242, amount: "100" }))).toEqual({ code: "USER_NOT_FOUND" });
      expect(refusal(await requestRecharge(t.app.deps, { userId: guest.id, amount: "100" }))).toEqual({ code: "VISITOR_NOT_ALLOWED" });
      expect(refusal(await requestRecharge(t.app.deps, { userId: user.id, amount: "" }))).toEqual({ code: "MONEY_INVALID" });
      expect(refusal(await requestRecharge(t.app.deps, { userId: user.id, amount: "12.345" }))).toEqual({ code: "MONEY_TOO_MANY_DECIMALS" });
      expect(refusal(await requestRecharge(t.app.deps, { userId: user.id, amount: "99.99" }))).toEqual({ code: "RECHARGE_MINIMUM", params: { minimum: "100.00" } });
      expect(refusal(await requestRecharge(t.app.deps, { userId: user.id, amount: "100", currency: "DOGE" }))).toEqual({ code: "CURRENCY_UNKNOWN" });
      expect(await fundLogOf(t.app, user.id)).toEqual([]);
      expect(await fundLogOf(t.app, guest.id)).toEqual([]);
    });
  });

  describe("approveDeposit / rejectDeposit", () => {
    it("approval credits world -> available once, and the line shows the new balance", async () => {
      const user = await newUser(t.app);
      const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "200" }));
      t.app.clock.advance(60_000);
      const approved = unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID, remark: "seen on statement" }));
      expect(approved).toMatchObject({ status: 1, remark: "seen on statement", reviewedAtMs: t.app.clock.nowMs() });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 20_000, lockedMinor: 0, withdrawingMinor: 0 });
      expect(await fundLogOf(t.app, user.id)).toMatchObject([{ status: 1, quantityMinor: 20_000, overMinor: 20_000 }]);
      const transfer = await t.store.read((tx) => tx.ledger.transferById(`deposit:${request.id}`));
      expect(transfer).toMatchObject({ fromAccount: "world", toAccount: `u:${user.id}:available`, amountMinor: 20_000, kind: "deposit" });
      expect(t.app.events.ofType("balance.changed")).toContainEqual({ type: "balance.changed", userId: user.id, moneyMinor: 20_000, lockedMinor: 0 });

      // Approving again (double click, retry) is harmless: still credited once.
      const again = unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID }));
      expect(again).toMatchObject({ status: 1 });
      expect(await balancesOf(t.app, user.id)).toMatchObject({ availableMinor: 20_000 });
      expect(await fundLogOf(t.app, user.id)).toHaveLength(1);
      // The opposite decision after the fact is refused.
      expect(refusal(await rejectDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID, remark: "rejected" }))).toEqual({
        code: "REQUEST_NOT_PENDING",
        params: { status: 1 },
      });
    });

    it("two approvals racing credit once", async () => {
      const user = await newUser(t.app);
      const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "300" }));
      const results = await Promise.all([1, 2, 3].map(() => approveDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID })));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await balancesOf(t.app, user.id)).toMatchObject({ availableMinor: 30_000 });
    });

    it("rejection moves nothing and marks the line rejected with the remark", async () => {
      const user = await newUser(t.app);
      const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "100", currency: "HKD" }));
      const rejected = unwrap(await rejectDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID, remark: "no transfer received" }));
      expect(rejected).toMatchObject({ status: 2, remark: "no transfer received" });
      expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 0, lockedMinor: 0, withdrawingMinor: 0 });
      const [line] = await fundLogOf(t.app, user.id);
      expect(line).toMatchObject({ status: 2, overMinor: 0 });
      expect(line!.mark).toContain("HKD");
      expect(line!.mark).toContain("no transfer received");
      expect(unwrap(await rejectDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID, remark: "rejected" })).status).toBe(2);
      expect(refusal(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID }))).toMatchObject({ code: "REQUEST_NOT_PENDING" });
      expect(await balancesOf(t.app, user.id)).toMatchObject({ availableMinor: 0 });
    });

    it("refuses a deposit that does not exist, and an over-long remark", async () => {
      expect(refusal(await approveDeposit(t.app.deps, { depositId: 987654, operatorId: OPERATOR_ID }))).toEqual({ code: "NOT_FOUND" });
      expect(refusal(await rejectDeposit(t.app.deps, { depositId: 987654, operatorId: OPERATOR_ID, remark: "rejected" }))).toEqual({ code: "NOT_FOUND" });
      const user = await newUser(t.app);
      const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "100" }));
      expect(refusal(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID, remark: "x".repeat(201) }))).toMatchObject({
        code: "INVALID_INPUT",
      });
      expect((await t.store.read((tx) => tx.deposits.byId(request.id)))!.status).toBe(0);
    });
  });
});
