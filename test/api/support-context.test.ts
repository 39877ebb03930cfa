import { afterAll, beforeAll, expect, it } from "vitest";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { currentRound, expectRefused, newPlayer, ROOM, type Player } from "../trpc/helpers";

/**
 * The console's context beside a support conversation (issue 38), on both
 * stores: the player's balance, the deposit under review with its reference,
 * the last bet, the bans and desk mutes, a break; a guest's conversation has
 * no player, only the address; the inbox navigation's waiting count.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let staff: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    staff = await newPlayer(server, { role: "operator" });
  });
  afterAll(() => server.close());

  it("shows the player's balance, pending deposit with its reference, last bet, bans and mutes, and counts the waiting", async () => {
    const before = await staff.call.admin.support.waiting();
    const alice = await newPlayer(server, { depositMinor: 1_000_00 });
    const channel = await saveDepositChannel(server.deps, { operatorId: staff.user.id, id: null, kind: "usdt", network: "TRC20", address: "TQ5NUm3qTTVyJXc7CuVTZyPdhHSJqdrZUn", currencies: ["USDT"], min: "100", max: "5000" });
    if (!channel.ok) throw new Error(channel.error.code);
    await alice.call.wallet.recharge({ amount: "300", currency: "USDT", channelId: channel.value.id, reference: { txHash: "ab".repeat(32) } });
    await alice.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [PLAY_TYPE.big], stake: "10", expectedTotal: "10" });
    const { conversationId } = await alice.call.support.post({ text: "Where is my USDT deposit?" });
    expect(await staff.call.admin.support.waiting()).toEqual({ waiting: before.waiting + 1 });

    await staff.call.admin.players.setBans({ userId: alice.user.id, chatBanned: true, reason: "spam in the room" });
    await staff.call.admin.support.mute({ target: { kind: "player", userId: alice.user.id }, minutes: 60, reason: "abuse" });
    const context = await staff.call.admin.support.context({ conversationId });
    expect(context).toMatchObject({
      kind: "player",
      userId: alice.user.id,
      username: alice.user.username,
      address: "127.0.0.1",
      addressMute: null,
      money: { moneyMinor: 990_00, availableMinor: 990_00 },
      pendingWithdrawals: [],
      onBreak: null,
      bans: { buyBanned: false, chatBanned: true, securityCodeLockedUntilMs: null, deskMute: { untilMs: server.clock.nowMs() + 60 * 60_000, reason: "abuse" } },
    });
    if (context.kind !== "player") throw new Error("a player's context");
    expect(context.pendingDeposits).toEqual([{ id: expect.any(Number), amountMinor: 300_00, currency: "USDT", channelLabel: expect.stringContaining("TRC20"), reference: "ab".repeat(32), hasReceipt: false, createdAtMs: server.clock.nowMs() }]);
    expect(context.lastBets.map((bet) => [bet.playType, bet.stakeMinor])).toEqual([[PLAY_TYPE.big, 10_00]]);

    // An answer: nobody waits any more.
    await staff.call.admin.support.reply({ conversationId, text: "Checking" });
    expect(await staff.call.admin.support.waiting()).toEqual(before);
  });

  it("shows a player's break", async () => {
    const bob = await newPlayer(server);
    await bob.call.protection.timeOut({ days: 7, password: "secret123" });
    const { conversationId } = await bob.call.support.post({ text: "I am on a time-out; can I still withdraw?" });
    const context = await staff.call.admin.support.context({ conversationId });
    expect(context).toMatchObject({ kind: "player", onBreak: { kind: "time_out", untilMs: server.clock.nowMs() + 7 * 24 * 60 * 60_000 }, money: { moneyMinor: 0 } });
  });

  it("a guest's conversation has no player context, only the address and its mute", async () => {
    const guest = await server.deps.store.transaction(async (tx) => {
      const conversation = await tx.support.conversationFor({ kind: "guest", guestId: "guest-ctx" }, server.clock.nowMs());
      await tx.support.appendMessage(conversation.id, { author: "guest", authorId: null, text: "hello", imageId: null, leftWhileClosed: false, createdAtMs: server.clock.nowMs() }, "10.1.2.3");
      return conversation;
    });
    await staff.call.admin.support.mute({ target: { kind: "address", address: "10.1.2.3" }, minutes: 30, reason: "flooding" });
    expect(await staff.call.admin.support.context({ conversationId: guest.id })).toEqual({ kind: "guest", address: "10.1.2.3", addressMute: { untilMs: server.clock.nowMs() + 30 * 60_000, reason: "flooding" } });
  });

  it("a missing conversation is NOT_FOUND", async () => {
    await expectRefused(staff.call.admin.support.context({ conversationId: 987_654 }), "NOT_FOUND");
  });
});
