import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, newPlayer, ROOM, sqliteServer, TODAY, type Player } from "./helpers";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server, { depositMinor: 100_000, waterLimitPercent: 0 });
});
afterEach(() => server.close());

const order = (stake: string) => ({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [PLAY_TYPE.big], stake, expectedTotal: stake });

describe("protection.get and protection.setLimit", () => {
  it("shows nine limits, none set, no break, and the reality check of this session at the default 60 minutes", async () => {
    const view = await alice.call.protection.get();
    expect(view.limits).toHaveLength(9);
    expect(view.limits.every((l) => l.amountMinor === null && l.pending === null && l.leftMinor === null)).toBe(true);
    expect(view.onBreak).toBeNull();
    expect(view.realityCheck).toMatchObject({ minutes: 60, nextInMs: 60 * 60_000, playedMs: 0, netMinor: 0 });
  });

  it("a daily loss limit: the next bet past it is refused in the caller's language, and the view shows used and left", async () => {
    await alice.call.protection.setLimit({ kind: "loss", period: "day", amount: "100" });
    await alice.call.bet.place(order("80"));
    await expectRefused(alice.call.bet.place(order("30")), "DAILY_LOSS_LIMIT", "BAD_REQUEST");
    await expectTranslated(server, "mutation", "bet.place", order("30"), "DAILY_LOSS_LIMIT", { token: alice.token, messages: ["每日亏损限额 100.00，今日还剩 20.00", "daily loss limit of 100.00: 20.00 left today"] });
    const loss = (await alice.call.protection.get()).limits.find((l) => l.kind === "loss" && l.period === "day");
    expect(loss).toMatchObject({ amountMinor: 10_000, usedMinor: 8_000, leftMinor: 2_000 });
    expect((await alice.call.protection.get()).realityCheck.netMinor).toBe(-8_000);
  });

  it("a raise shows as pending and can be cancelled; bad input is refused with a code", async () => {
    await alice.call.protection.setLimit({ kind: "stake", period: "week", amount: "100" });
    const raised = await alice.call.protection.setLimit({ kind: "stake", period: "week", amount: "900" });
    expect(raised).toMatchObject({ amountMinor: 10_000, pending: { amountMinor: 90_000 } });
    await alice.call.protection.cancelPending({ kind: "stake", period: "week" });
    await expectRefused(alice.call.protection.cancelPending({ kind: "stake", period: "week" }), "NOT_FOUND", "NOT_FOUND");
    await expectRefused(alice.call.protection.setLimit({ kind: "stake", period: "week", amount: "-1" }), "MONEY_NEGATIVE", "BAD_REQUEST");
    await expectTranslated(server, "mutation", "protection.setLimit", { kind: "luck", period: "day", amount: "1" }, "INVALID_INPUT", { token: alice.token });
    await expectTranslated(server, "mutation", "protection.realityCheck", { minutes: 45 }, "INVALID_INPUT", { token: alice.token });
  });

  it("the reality check interval is the player's: 30 minutes makes the next check due within 30", async () => {
    expect(await alice.call.protection.realityCheck({ minutes: 30 })).toEqual({ minutes: 30 });
    server.clock.advance(40 * 60_000);
    expect((await alice.call.protection.get()).realityCheck).toMatchObject({ minutes: 30, nextInMs: 20 * 60_000, playedMs: 40 * 60_000 });
    await alice.call.protection.realityCheck({ minutes: 0 });
    expect((await alice.call.protection.get()).realityCheck.nextInMs).toBeNull();
  });
});

describe("protection.timeOut and protection.selfExclude", () => {
  it("asks for the login password and a confirmation", async () => {
    await expectRefused(alice.call.protection.timeOut({ days: 1, password: "wrong-password" , confirm: true }), "PASSWORD_WRONG");
    await expectRefused(alice.call.protection.timeOut({ days: 1, password: "secret123", confirm: false }), "CONFIRMATION_REQUIRED");
    await expectTranslated(server, "mutation", "protection.selfExclude", { months: 3, password: "secret123", confirm: true }, "INVALID_INPUT", { token: alice.token });
    expect((await alice.call.protection.get()).onBreak).toBeNull();
  });

  it("a time-out refuses bet.place, bet.follow, wallet.recharge and chat.post until when; wallet.withdraw still works", async () => {
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    const { bets } = await bob.call.bet.place(order("10"));
    // The request as the API names it: { days, password }.
    const taken = await alice.call.protection.timeOut({ days: 1, password: "secret123" });
    expect(taken).toMatchObject({ kind: "time_out" });
    expect((await alice.call.protection.get()).onBreak).toEqual({ ...taken, until: "2026-11-23 10:00" });
    for (const attempt of [alice.call.bet.place(order("10")), alice.call.bet.follow({ betId: bets[0]!.id }), alice.call.wallet.recharge({ amount: "100" }), alice.call.chat.post({ roomId: ROOM, text: "hello" })]) {
      await expectRefused(attempt, "PLAY_TIMED_OUT", "BAD_REQUEST");
    }
    await expectTranslated(server, "mutation", "wallet.recharge", { amount: "100" }, "PLAY_TIMED_OUT", { token: alice.token, messages: [/^您正在暂停游戏，直到 2026-11-23 10:00/, /^You are taking a break until 2026-11-23 10:00/] });
    await alice.call.wallet.setPayoutMethod({ type: 0, acc: "Alice Chen", accName: "6222021234567890", accBank: "Bank of Taiwan" });
    await alice.call.account.setSecurityCode({ newCode: "135790" });
    expect(await alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" })).toMatchObject({ amountMinor: 10_000 });
    // The player cannot shorten it.
    await expectRefused(alice.call.protection.timeOut({ days: 1, password: "secret123", confirm: true }), "EXCLUSION_ONLY_LONGER");
  });
});

describe("protection.statement", () => {
  it("sums the day's deposit and stakes; a reversed range is refused", async () => {
    await alice.call.bet.place(order("25"));
    const day = await alice.call.protection.statement({ period: "day", from: TODAY, to: TODAY });
    expect(day.lines).toEqual([{ start: TODAY, depositedMinor: 100_000, withdrawnMinor: 0, stakedMinor: 2_500, paidMinor: 0, netMinor: -2_500 }]);
    const month = await alice.call.protection.statement({ period: "month", from: "2026-10-15", to: TODAY });
    expect(month.lines.map((l) => l.start)).toEqual(["2026-10-01", "2026-11-01"]);
    await expectTranslated(server, "query", "protection.statement", { period: "week", from: TODAY, to: "2026-11-01" }, "DATE_RANGE_REVERSED", { token: alice.token });
  });
});
