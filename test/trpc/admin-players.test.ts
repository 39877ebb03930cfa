import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, newPlayer, ROOM, sqliteServer, TODAY, type Player } from "./helpers";

/** Players from the console: search, detail, bans, money by hand (the password reset link: test/api/password-reset-link.test.ts). */

let server: TestServer;
let operator: Player;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { depositMinor: 100_000, waterLimitPercent: 100 });
});
afterEach(() => server.close());

const bigBet = (s: TestServer) => ({ roomId: ROOM, issue: currentRound(s).issue, playTypes: [PLAY_TYPE.big], stake: "10", expectedTotal: "10" });

describe("bans", () => {
  it("a buy ban refuses bets with the translated 'prohibited by the system'; lifting it lets the player bet again", async () => {
    const banned = await operator.call.admin.players.setBans({ userId: alice.user.id, buyBanned: true, reason: "opposite bets" });
    expect(banned).toMatchObject({ buyBanned: true, chatBanned: false });
    await expectRefused(alice.call.bet.place(bigBet(server)), "BUY_BANNED");
    await expectTranslated(server, "mutation", "bet.place", bigBet(server), "BUY_BANNED", { token: alice.token, messages: ["已被系统禁止购买", "Buying has been prohibited by the system"] });
    expect((await alice.call.wallet.get()).moneyMinor).toBe(100_000);
    // Chatting is still allowed.
    await alice.call.chat.post({ roomId: ROOM, text: "hello" });

    await operator.call.admin.players.setBans({ userId: alice.user.id, buyBanned: false });
    expect((await alice.call.bet.place(bigBet(server))).totalMinor).toBe(1000);
    const audit = await operator.call.admin.audit.list({ action: "player.ban", targetId: String(alice.user.id) });
    expect(audit.items.map((line) => line.after)).toEqual([
      { buyBanned: false, chatBanned: false, reason: "" },
      { buyBanned: true, chatBanned: false, reason: "opposite bets" },
    ]);
  });

  it("a chat ban refuses chat messages (translated) but not bets; the same ban twice is one audit line", async () => {
    await operator.call.admin.players.setBans({ userId: alice.user.id, chatBanned: true });
    await operator.call.admin.players.setBans({ userId: alice.user.id, chatBanned: true });
    await expectRefused(alice.call.chat.post({ roomId: ROOM, text: "hello" }), "CHAT_BANNED");
    await expectTranslated(server, "mutation", "chat.post", { roomId: ROOM, text: "hello" }, "CHAT_BANNED", { token: alice.token, messages: ["已被系统禁止发言", "Chatting has been prohibited by the system"] });
    expect((await alice.call.bet.place(bigBet(server))).totalMinor).toBe(1000);
    expect((await operator.call.admin.audit.list({ action: "player.ban" })).items).toHaveLength(1);
  });

  it("refuses to ban an operator or an unknown account", async () => {
    await expectRefused(operator.call.admin.players.setBans({ userId: operator.user.id, buyBanned: true }), "NOT_A_PLAYER");
    await expectRefused(operator.call.admin.players.setBans({ userId: 987_654, buyBanned: true }), "USER_NOT_FOUND", "NOT_FOUND");
  });
});

describe("search and detail", () => {
  it("finds a player by part of the name or by id, with money, turnover and bans", async () => {
    const bob = await newPlayer(server);
    const byName = await operator.call.admin.players.search({ text: alice.user.username.slice(2, 8).toUpperCase() });
    expect(byName.items.map((p) => p.id)).toEqual([alice.user.id]);
    expect(byName.items[0]).toMatchObject({ money: { moneyMinor: 100_000, turnover: { creditedMinor: 100_000, settledStakeMinor: 0, shortfallMinor: 100_000, met: false } } });
    expect((await operator.call.admin.players.search({ text: String(bob.user.id) })).items.map((p) => p.id)).toContain(bob.user.id);
    // Wildcards typed by the operator are plain characters.
    expect((await operator.call.admin.players.search({ text: "%" })).items).toEqual([]);
    const everyone = await operator.call.admin.players.search();
    expect(everyone.items.map((p) => p.id)).toEqual([bob.user.id, alice.user.id]);
    expect((await operator.call.admin.players.search({ role: "operator" })).items.map((p) => p.id)).toEqual([operator.user.id]);

    const detail = await operator.call.admin.players.detail({ userId: alice.user.id });
    expect(detail).toMatchObject({ id: alice.user.id, username: alice.user.username, buyBanned: false, securityCodeSet: false, pendingWithdrawal: null });
    expect(detail.payoutMethods).toEqual({ bankCard: null, virtualWallet: null });
    // Her USDT wallet, and only hers: Bob's card is not Alice's.
    await alice.call.wallet.setPayoutMethod({ type: 1, acc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", accName: "TRC20" });
    await bob.call.wallet.setPayoutMethod({ type: 0, acc: "Bob Lin", accName: "6222020200112233445", accBank: "Bank of Taiwan" });
    expect((await operator.call.admin.players.detail({ userId: alice.user.id })).payoutMethods).toEqual({
      bankCard: null,
      virtualWallet: { acc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", accName: "trc20", accBank: "", mark: "" },
    });
    expect((await operator.call.admin.players.detail({ userId: bob.user.id })).payoutMethods).toMatchObject({ bankCard: { acc: "Bob Lin", accBank: "Bank of Taiwan" }, virtualWallet: null });
    await alice.call.bet.place(bigBet(server));
    expect((await operator.call.admin.players.bets({ userId: alice.user.id, from: TODAY, to: TODAY })).items).toHaveLength(1);
    expect((await operator.call.admin.players.funds({ userId: alice.user.id, from: TODAY, to: TODAY })).items.map((f) => f.type)).toEqual([2, 0]);
  });
});

describe("money by hand", () => {
  it("a gift needs a reason and is applied once per request id", async () => {
    await expectRefused(operator.call.admin.funds.gift({ userId: alice.user.id, amount: "50", requestId: "g1", reason: " " }), "REASON_REQUIRED");
    const first = await operator.call.admin.funds.gift({ userId: alice.user.id, amount: "50", requestId: "g1", reason: "birthday" });
    const again = await operator.call.admin.funds.gift({ userId: alice.user.id, amount: "50", requestId: "g1", reason: "birthday" });
    expect(first).toMatchObject({ applied: true, moneyMinor: 105_000 });
    expect(again).toMatchObject({ applied: false, moneyMinor: 105_000 });
    const funds = await alice.call.records.funds({ from: TODAY, to: TODAY, type: 4 });
    expect(funds.items).toMatchObject([{ quantityMinor: 5_000, mark: "birthday" }]);
    const audit = await operator.call.admin.audit.list({ action: "funds.gift" });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ before: { availableMinor: 100_000 }, after: { availableMinor: 105_000, amountMinor: 5_000, note: "birthday" } });
  });

  it("adjusts with a signed amount and a reason, freezes into lock_money and back", async () => {
    expect(await operator.call.admin.funds.adjust({ userId: alice.user.id, amount: "-25.50", requestId: "a1", reason: "duplicate credit" })).toMatchObject({ moneyMinor: 97_450 });
    await expectRefused(operator.call.admin.funds.adjust({ userId: alice.user.id, amount: "10", requestId: "a2", reason: "" }), "REASON_REQUIRED");
    expect(await operator.call.admin.funds.freeze({ userId: alice.user.id, amount: "400", requestId: "f1", reason: "review" })).toMatchObject({ moneyMinor: 97_450, lockedMinor: 40_000, availableMinor: 57_450 });
    expect(await alice.call.wallet.get()).toMatchObject({ lockedMinor: 40_000 });
    expect(await operator.call.admin.funds.unfreeze({ userId: alice.user.id, amount: "400", requestId: "u1" })).toMatchObject({ lockedMinor: 0 });
    await expectRefused(operator.call.admin.funds.unfreeze({ userId: alice.user.id, amount: "1", requestId: "u2" }), "INSUFFICIENT_FUNDS");
    const actions = (await operator.call.admin.audit.list({ targetType: "user", targetId: String(alice.user.id) })).items.map((line) => line.action);
    expect(actions).toEqual(["funds.unfreeze", "funds.freeze", "funds.adjust"]);
  });
});

describe("opposite bets across a team", () => {
  it("lists two teammates who took big and small with the same stake in a round; flagging one bans buying", async () => {
    const agent = await newPlayer(server, { groupId: 3 });
    const one = await newPlayer(server, { inviter: agent.user, depositMinor: 10_000 });
    const two = await newPlayer(server, { inviter: agent.user, depositMinor: 10_000 });
    const stranger = await newPlayer(server, { depositMinor: 10_000 });
    await one.call.bet.place(bigBet(server));
    await two.call.bet.place({ ...bigBet(server), playTypes: [PLAY_TYPE.small] });
    await stranger.call.bet.place({ ...bigBet(server), playTypes: [PLAY_TYPE.small] });
    const suspects = await operator.call.admin.players.oppositeBets({ day: TODAY });
    expect(suspects.pairs).toHaveLength(1);
    expect(suspects.pairs[0]).toMatchObject({ rounds: 1, maxStakeMinor: 1000, lastIssue: currentRound(server).issue });
    expect(suspects.pairs[0]!.players.map((p) => p.id).sort()).toEqual([one.user.id, two.user.id].sort());

    await expectRefused(operator.call.admin.players.flagOppositeBets({ userId: one.user.id, reason: "" }), "REASON_REQUIRED");
    expect(await operator.call.admin.players.flagOppositeBets({ userId: one.user.id, reason: "big/small with a teammate" })).toMatchObject({ buyBanned: true });
    await expectRefused(one.call.bet.place(bigBet(server)), "BUY_BANNED");
  });
});
