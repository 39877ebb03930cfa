import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server";
import { expectRefused, expectTranslated, newPlayer, sqliteServer, TEST_ORIGIN, TODAY, type Player } from "./helpers";

/** The money queues of the console: deposits and withdrawals under review, decided once with a remark. */

let server: TestServer;
let operator: Player;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { depositMinor: 100_000, waterLimitPercent: 0 });
});
afterEach(() => server.close());

const card = { type: 0 as const, acc: "Alice Chen", accName: "6222021234567890", accBank: "Bank of Taiwan" };

async function withdrawal(player: Player, amount: string): Promise<number> {
  await player.call.wallet.setPayoutMethod(card);
  await player.call.account.setSecurityCode({ newCode: "135790" });
  return (await player.call.wallet.withdraw({ amount, payoutType: 0, securityCode: "135790" })).id;
}

async function auditOf(type: string, id: number) {
  return server.deps.store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: type as "deposit", targetId: String(id) }, { offset: 0, limit: 10 }));
}

describe("operator sign-in", () => {
  it("signs in through auth.login with a captcha; the answer says role operator, and admin.session.me names the operator", async () => {
    const captcha = await (await server.caller(null)).auth.captcha();
    const answer = server.services.testCaptchas.get(captcha.captchaId)!;
    const headers = new Headers({ origin: TEST_ORIGIN });
    const response = await server.app.request(`${TEST_ORIGIN}/trpc/auth.login`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ username: operator.user.username, password: "secret123", captchaId: captcha.captchaId, captchaAnswer: answer }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { role: string } } };
    expect(body.result.data.role).toBe("operator");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    headers.set("cookie", cookie);
    const me = await server.app.request(`${TEST_ORIGIN}/trpc/admin.session.me`, { headers });
    expect(((await me.json()) as { result: { data: unknown } }).result.data).toMatchObject({ id: operator.user.id, role: "operator" });
  });
});

describe("admin.deposits", () => {
  it("lists the queue oldest first with the player, amount, currency and turnover, then the history", async () => {
    const first = await alice.call.wallet.recharge({ amount: "250.00", currency: "usdt" });
    const second = await alice.call.wallet.recharge({ amount: "300" });
    const queue = await operator.call.admin.deposits.list();
    expect(queue.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(queue.items[0]).toMatchObject({
      amountMinor: 25_000,
      currency: "USDT",
      status: 0,
      player: { id: alice.user.id, username: alice.user.username },
      playerMoney: { moneyMinor: 100_000, lockedMinor: 0, turnover: { met: true } },
    });
    expect(queue.hasMore).toBe(false);
    const pageOne = await operator.call.admin.deposits.list({ pageSize: 1 });
    expect(pageOne).toMatchObject({ items: [{ id: first.id }], hasMore: true });
    // The history: every status, newest first, of one player.
    const history = await operator.call.admin.deposits.list({ status: null, userId: alice.user.id });
    expect(history.items.map((item) => item.status)).toEqual([0, 0, 1]);
  });

  it("approves once however many times it is clicked, credits the player, and writes one audit line", async () => {
    const request = await alice.call.wallet.recharge({ amount: "250.00" });
    const [a, b] = await Promise.all([
      operator.call.admin.deposits.approve({ id: request.id, remark: "received" }),
      operator.call.admin.deposits.approve({ id: request.id }),
    ]);
    expect(a.status).toBe(1);
    expect(b.status).toBe(1);
    expect((await operator.call.admin.deposits.approve({ id: request.id })).status).toBe(1);
    expect((await alice.call.wallet.get()).moneyMinor).toBe(125_000);
    const funds = await alice.call.records.funds({ from: TODAY, to: TODAY, type: 0 });
    expect(funds.items[0]).toMatchObject({ quantityMinor: 25_000, status: 1 });
    const audit = await auditOf("deposit", request.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId: operator.user.id, action: "deposit.approve", before: { status: 0, amountMinor: 25_000 }, after: { status: 1 } });
    expect((await operator.call.admin.deposits.list()).items).toEqual([]);
    // The opposite decision after the first is refused: money has moved.
    await expectRefused(operator.call.admin.deposits.reject({ id: request.id, remark: "changed my mind" }), "REQUEST_NOT_PENDING");
  });

  it("rejects only with a remark, which the player reads on the fund line; nothing is credited", async () => {
    const request = await alice.call.wallet.recharge({ amount: "250.00" });
    await expectRefused(operator.call.admin.deposits.reject({ id: request.id, remark: "  " }), "REASON_REQUIRED");
    await expectTranslated(server, "mutation", "admin.deposits.reject", { id: request.id, remark: "" }, "REASON_REQUIRED", { token: operator.token, messages: ["请填写原因", "Please give a reason"] });
    const rejected = await operator.call.admin.deposits.reject({ id: request.id, remark: "no transfer received" });
    expect(rejected).toMatchObject({ status: 2, remark: "no transfer received" });
    expect((await alice.call.wallet.get()).moneyMinor).toBe(100_000);
    const funds = await alice.call.records.funds({ from: TODAY, to: TODAY, type: 0 });
    expect(funds.items[0]).toMatchObject({ status: 2 });
    expect(funds.items[0]!.mark).toContain("no transfer received");
    await expectRefused(operator.call.admin.deposits.approve({ id: request.id }), "REQUEST_NOT_PENDING");
    await expectRefused(operator.call.admin.deposits.approve({ id: 987_654 }), "NOT_FOUND", "NOT_FOUND");
    await expectTranslated(server, "mutation", "admin.deposits.approve", { id: request.id }, "REQUEST_NOT_PENDING", { token: operator.token });
  });
});

describe("admin.withdrawals", () => {
  it("lists the held request with its payout details; approval pays out once", async () => {
    const id = await withdrawal(alice, "200");
    const queue = await operator.call.admin.withdrawals.list();
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({
      id,
      amountMinor: 20_000,
      payout: { type: 0, acc: card.acc, accName: card.accName, accBank: card.accBank },
      playerMoney: { moneyMinor: 80_000, withdrawingMinor: 20_000 },
    });
    await operator.call.admin.withdrawals.approve({ id });
    await operator.call.admin.withdrawals.approve({ id });
    expect(await alice.call.wallet.get()).toMatchObject({ moneyMinor: 80_000, withdrawingMinor: 0 });
    expect(await auditOf("withdrawal", id)).toHaveLength(1);
    await expectRefused(operator.call.admin.withdrawals.reject({ id, remark: "too late" }), "REQUEST_NOT_PENDING");
  });

  it("rejection releases the held money once", async () => {
    const id = await withdrawal(alice, "200");
    await expectRefused(operator.call.admin.withdrawals.reject({ id, remark: "" }), "REASON_REQUIRED");
    await operator.call.admin.withdrawals.reject({ id, remark: "card name mismatch" });
    await operator.call.admin.withdrawals.reject({ id, remark: "card name mismatch" });
    expect(await alice.call.wallet.get()).toMatchObject({ moneyMinor: 100_000, withdrawingMinor: 0 });
    const audit = await auditOf("withdrawal", id);
    expect(audit.map((line) => line.action)).toEqual(["withdrawal.reject"]);
    expect((await operator.call.admin.withdrawals.list({ status: 2 })).items.map((item) => item.remark)).toEqual(["card name mismatch"]);
  });
});

it("a player cannot approve their own deposit (every procedure is in admin-access.test.ts)", async () => {
  const request = await alice.call.wallet.recharge({ amount: "250.00" });
  await expectRefused(alice.call.admin.deposits.approve({ id: request.id }), "FORBIDDEN", "FORBIDDEN");
  expect((await alice.call.wallet.get()).moneyMinor).toBe(100_000);
});
