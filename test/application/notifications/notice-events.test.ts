import { expect, it } from "vitest";
import { noticeDeliveries } from "../../../src/application/notifications/notice-deliveries";
import { noticesOfEvent } from "../../../src/application/notifications/notices-of-event";
import { createOperator } from "../../../src/application/operations/create-operator";
import { setApprovalThreshold } from "../../../src/application/wallet/approval-threshold";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { approveDeposit } from "../../../src/application/wallet/review-deposit";
import { approveWithdrawal, rejectWithdrawal } from "../../../src/application/wallet/review-withdrawal";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { SECURITY_CODE, giveStakedMoney, newUser, readyToWithdraw, unwrap } from "../wallet-fixtures";

/**
 * The events push notices are made of (issue 39), on both stores: a deposit is "approved" once, at its final
 * approval (not when a large one is held for a second operator, not on a repeat); a withdrawal once, paid or
 * rejected; and a notice's delivery is decided once, however many times its event is heard.
 */
forEachStore((_name, open) => {
  const t = appPerTest(open);
  const operator = async (name: string) => unwrap(await createOperator(t.app.deps, { username: `${name}_${Date.now() % 100_000}`, password: "secret123" })).id;

  it("a large deposit is announced at its second approval only, and once", async () => {
    const [a, b] = [await operator("opa"), await operator("opb")];
    unwrap(await setApprovalThreshold(t.app.deps, { operatorId: a, amount: "1000.00" }));
    const user = await newUser(t.app);
    const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "1500.00" }));
    unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: a }));
    expect(t.app.events.ofType("deposit.approved")).toEqual([]);
    unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: b }));
    unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: b }));
    expect(t.app.events.ofType("deposit.approved")).toEqual([{ type: "deposit.approved", userId: user.id, depositId: request.id, amountMinor: 150_000 }]);
  });

  it("a withdrawal is announced once as paid or rejected", async () => {
    const op = await operator("opw");
    const user = await newUser(t.app);
    await giveStakedMoney(t.app, user.id, 500_000);
    await readyToWithdraw(t.app, user.id);
    const first = unwrap(await requestWithdrawal(t.app.deps, { userId: user.id, amount: 150, payoutType: 0, securityCode: SECURITY_CODE }));
    unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: first.id, operatorId: op }));
    unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: first.id, operatorId: op }));
    const second = unwrap(await requestWithdrawal(t.app.deps, { userId: user.id, amount: 120, payoutType: 0, securityCode: SECURITY_CODE }));
    unwrap(await rejectWithdrawal(t.app.deps, { withdrawalId: second.id, operatorId: op, remark: "wrong account" }));
    expect(t.app.events.ofType("withdrawal.reviewed").map((e) => [e.withdrawalId, e.outcome, e.amountMinor])).toEqual([
      [first.id, "paid", 15_000],
      [second.id, "rejected", 12_000],
    ]);
  });

  it("an event heard twice (two servers) is delivered once", async () => {
    const user = await newUser(t.app);
    const endpoint = "https://push.example/once";
    await t.store.transaction(async (tx) => {
      await tx.pushSubscriptions.save(user.id, { endpoint, p256dh: `B${"a".repeat(86)}`, auth: "b".repeat(22) }, "en", 0, 10);
      await tx.pushSubscriptions.savePreferences(user.id, { deposit: true, withdrawal: false, win: false, closingRooms: [] }, 0);
    });
    const event = { type: "deposit.approved" as const, userId: user.id, depositId: 42, amountMinor: 10_000 };
    const heard = await Promise.all([0, 1].map(async () => noticeDeliveries(t.app.deps, await noticesOfEvent(t.app.deps, event))));
    expect(heard.flat().map((d) => [d.notice.kind, d.subscriptions.map((s) => s.endpoint)])).toEqual([["deposit_approved", [endpoint]]]);
  });
});
