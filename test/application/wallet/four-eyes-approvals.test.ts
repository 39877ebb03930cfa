import { expect, it } from "vitest";
import { createOperator } from "../../../src/application/operations/create-operator";
import { getApprovalThreshold, setApprovalThreshold } from "../../../src/application/wallet/approval-threshold";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { approveDeposit, rejectDeposit } from "../../../src/application/wallet/review-deposit";
import { depositQueue, withdrawalQueue } from "../../../src/application/wallet/review-queues";
import { approveWithdrawal, rejectWithdrawal } from "../../../src/application/wallet/review-withdrawal";
import type { AuditAction } from "../../../src/domain/operations/audit";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { SECURITY_CODE, balancesOf, giveStakedMoney, newUser, readyToWithdraw, refusal, unwrap } from "../wallet-fixtures";

/**
 * Four-eyes approvals (issue 37, item 12): above the operator's threshold a
 * deposit or withdrawal is held by its first approval ("awaiting second
 * approval") and credited or paid only by a second, different operator's; the
 * same operator twice is refused; both steps are audit lines; two operators
 * confirming at once move the money once. Rejection stays one step.
 */
forEachStore((_name, open) => {
  const t = appPerTest(open);

  let operators = 0;
  async function operator(): Promise<number> {
    operators += 1;
    return unwrap(await createOperator(t.app.deps, { username: `op_${operators}_${Date.now() % 100_000}`, password: "secret123" })).id;
  }

  /** Three operators and a threshold of 1,000.00. */
  async function console3() {
    const [a, b, c] = [await operator(), await operator(), await operator()];
    unwrap(await setApprovalThreshold(t.app.deps, { operatorId: a, amount: "1000.00" }));
    return { a, b, c };
  }

  async function depositOf(amount: string) {
    const user = await newUser(t.app);
    const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount, currency: "USDT" }));
    return { user, request };
  }

  async function withdrawalOf(amountMinor: number) {
    const user = await newUser(t.app);
    await giveStakedMoney(t.app, user.id, 500_000);
    await readyToWithdraw(t.app, user.id);
    const request = unwrap(await requestWithdrawal(t.app.deps, { userId: user.id, amount: amountMinor / 100, payoutType: 0, securityCode: SECURITY_CODE }));
    return { user, request };
  }

  const auditOf = async (type: "deposit" | "withdrawal", id: number) =>
    (await t.store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: type, targetId: String(id) }, { offset: 0, limit: 20 }))).reverse();
  const actions = async (type: "deposit" | "withdrawal", id: number): Promise<[AuditAction, number][]> => (await auditOf(type, id)).map((line) => [line.action, line.operatorId]);

  const depositItem = async (id: number) => unwrap(await depositQueue(t.app.deps, { status: null, page: 1 })).items.find((item) => item.id === id)!;
  const withdrawalItem = async (id: number) => unwrap(await withdrawalQueue(t.app.deps, { status: null, page: 1 })).items.find((item) => item.id === id)!;

  it("the threshold is 50,000.00 until an operator sets one; a malformed one is refused and changes nothing; a change is an audit line", async () => {
    const a = await operator();
    expect(unwrap(await getApprovalThreshold(t.app.deps))).toEqual({ secondApprovalAboveMinor: 5_000_000 });
    for (const [amount, code] of [["-5", "MONEY_NEGATIVE"], ["1e3", "MONEY_INVALID"], ["10.001", "MONEY_TOO_MANY_DECIMALS"], ["abc", "MONEY_INVALID"]] as const) {
      expect(refusal(await setApprovalThreshold(t.app.deps, { operatorId: a, amount }))).toEqual({ code });
    }
    expect(unwrap(await getApprovalThreshold(t.app.deps))).toEqual({ secondApprovalAboveMinor: 5_000_000 });
    expect(unwrap(await setApprovalThreshold(t.app.deps, { operatorId: a, amount: "1000.50" }))).toEqual({ secondApprovalAboveMinor: 100_050 });
    expect(unwrap(await getApprovalThreshold(t.app.deps))).toEqual({ secondApprovalAboveMinor: 100_050 });
    const lines = await t.store.read((tx) => tx.audit.list({ operatorId: a, action: "setting.save", targetType: null, targetId: null }, { offset: 0, limit: 5 }));
    expect(lines.map((l) => [l.before, l.after])).toEqual([[{ valueMinor: 5_000_000 }, { valueMinor: 100_050 }]]);
  });

  it("a deposit up to the threshold is credited by one approval", async () => {
    const { a } = await console3();
    const { user, request } = await depositOf("1000.00");
    expect(unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: a })).status).toBe(1);
    expect((await balancesOf(t.app, user.id)).availableMinor).toBe(100_000);
    expect(await actions("deposit", request.id)).toEqual([["deposit.approve", a]]);
  });

  it("a deposit above it is held by the first approval, refused to the same operator, and credited by a different one's", async () => {
    const { a, b } = await console3();
    const { user, request } = await depositOf("1000.01");
    const held = unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: a }));
    expect(held.status).toBe(0);
    expect((await balancesOf(t.app, user.id)).availableMinor).toBe(0);
    const waiting = await depositItem(request.id);
    expect(waiting.status).toBe(0);
    expect(waiting.approval).toMatchObject({ needsSecond: true, awaitingSecond: true, first: { operatorId: a } });
    expect(waiting.approval.first!.operatorName).toMatch(/^op_/);

    // The same operator again: refused in words, nothing moves, no new line.
    expect(refusal(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: a }))).toEqual({ code: "SECOND_APPROVER_SAME" });
    expect((await balancesOf(t.app, user.id)).availableMinor).toBe(0);
    expect(await actions("deposit", request.id)).toEqual([["deposit.firstApproval", a]]);

    t.app.clock.advance(60_000);
    expect(unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: b })).status).toBe(1);
    expect((await balancesOf(t.app, user.id)).availableMinor).toBe(100_001);
    // A repeat by either is the harmless "already".
    expect(unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: a })).status).toBe(1);
    expect((await balancesOf(t.app, user.id)).availableMinor).toBe(100_001);

    expect(await actions("deposit", request.id)).toEqual([
      ["deposit.firstApproval", a],
      ["deposit.approve", b],
    ]);
    const second = (await auditOf("deposit", request.id))[1]!;
    expect(second.before).toMatchObject({ status: 0, firstApproval: { operatorId: a } });
    expect((await depositItem(request.id)).approval).toMatchObject({ awaitingSecond: false, first: { operatorId: a } });
  });

  it("a withdrawal above it is paid only at the second operator's approval; rejecting a held one is one step and gives the money back", async () => {
    const { a, b } = await console3();
    const paid = await withdrawalOf(150_000);
    expect(unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: paid.request.id, operatorId: a })).status).toBe(0);
    expect(await balancesOf(t.app, paid.user.id)).toMatchObject({ withdrawingMinor: 150_000 });
    expect((await withdrawalItem(paid.request.id)).approval.awaitingSecond).toBe(true);
    expect(refusal(await approveWithdrawal(t.app.deps, { withdrawalId: paid.request.id, operatorId: a }))).toEqual({ code: "SECOND_APPROVER_SAME" });
    expect(unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: paid.request.id, operatorId: b })).status).toBe(1);
    expect(await balancesOf(t.app, paid.user.id)).toEqual({ availableMinor: 350_000, lockedMinor: 0, withdrawingMinor: 0 });
    expect(await actions("withdrawal", paid.request.id)).toEqual([
      ["withdrawal.firstApproval", a],
      ["withdrawal.approve", b],
    ]);

    const refused = await withdrawalOf(200_000);
    unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: refused.request.id, operatorId: a }));
    expect(unwrap(await rejectWithdrawal(t.app.deps, { withdrawalId: refused.request.id, operatorId: a, remark: "second look: wrong card" })).status).toBe(2);
    expect(await balancesOf(t.app, refused.user.id)).toEqual({ availableMinor: 500_000, lockedMinor: 0, withdrawingMinor: 0 });
    expect((await withdrawalItem(refused.request.id)).approval.awaitingSecond).toBe(false);
    // A rejected deposit likewise, without any approval first.
    const deposit = await depositOf("5000.00");
    expect(unwrap(await rejectDeposit(t.app.deps, { depositId: deposit.request.id, operatorId: b, remark: "no money arrived" })).status).toBe(2);
  });

  it("race: two operators confirming a held withdrawal at once pay it once", async () => {
    const { a, b, c } = await console3();
    const { user, request } = await withdrawalOf(300_000);
    unwrap(await approveWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId: a }));
    const raced = await Promise.all([b, c].map((operatorId) => approveWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId })));
    expect(raced.map((r) => r.ok && r.value.status)).toEqual([1, 1]);
    expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 200_000, lockedMinor: 0, withdrawingMinor: 0 });
    const payouts = await t.store.read((tx) => tx.ledger.transferById(`withdrawal:${request.id}:payout`));
    expect(payouts).toMatchObject({ amountMinor: 300_000, toAccount: "world" });
    const lines = await actions("withdrawal", request.id);
    expect(lines.filter(([action]) => action === "withdrawal.approve")).toHaveLength(1);
  });

  it("race: two operators confirming a held deposit at once credit it once", async () => {
    const { a, b, c } = await console3();
    const { user, request } = await depositOf("2500.00");
    unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: a }));
    const raced = await Promise.all([b, c].map((operatorId) => approveDeposit(t.app.deps, { depositId: request.id, operatorId })));
    expect(raced.map((r) => r.ok && r.value.status)).toEqual([1, 1]);
    expect((await balancesOf(t.app, user.id)).availableMinor).toBe(250_000);
    expect((await actions("deposit", request.id)).filter(([action]) => action === "deposit.approve")).toHaveLength(1);
  });

  it("race: two operators approving a fresh large request at once: one approval holds, the other is the second and pays, once", async () => {
    const { a, b } = await console3();
    const { user, request } = await withdrawalOf(250_000);
    const raced = await Promise.all([a, b].map((operatorId) => approveWithdrawal(t.app.deps, { withdrawalId: request.id, operatorId })));
    expect(raced.every((r) => r.ok)).toBe(true);
    expect(raced.map((r) => r.ok && r.value.status).sort()).toEqual([0, 1]);
    expect(await balancesOf(t.app, user.id)).toEqual({ availableMinor: 250_000, lockedMinor: 0, withdrawingMinor: 0 });
    const lines = await actions("withdrawal", request.id);
    expect(lines.map(([action]) => action)).toEqual(["withdrawal.firstApproval", "withdrawal.approve"]);
    expect(new Set(lines.map(([, operatorId]) => operatorId)).size).toBe(2);
  });
});
