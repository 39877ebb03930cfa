import { afterEach, beforeEach, expect, it } from "vitest";
import { GROUP } from "../../src/domain/accounts/user";
import { forEachStore } from "../support/stores";
import { sumAhead, type TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, GAME, newPlayer, ROOM, serverOn, sizesAhead, TODAY } from "./helpers";

/** One journey through every router on each store: the SQL behind the procedures is the same on SQLite and PostgreSQL. */
forEachStore((_name, open) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await serverOn(await open(), { drawScheme: 1 });
  });
  afterEach(() => server.close());

  it("a player's day: games, a bet, a follow, a win, records, wallet, notices; an agent's team", async () => {
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    const alice = await newPlayer(server, { inviter: agent.user, depositMinor: 100_000, waterLimitPercent: 0 });
    const bob = await newPlayer(server, { depositMinor: 100_000 });

    expect((await alice.call.home.games()).games).toHaveLength(4);
    expect((await alice.call.round.current({ gameId: GAME })).current!.issue).toBe(currentRound(server).issue);
    expect((await alice.call.round.odds({ roomId: ROOM })).numbers).toHaveLength(28);

    const issue = currentRound(server).issue;
    // Alice bets the size that wins (worked out ahead) and a number that loses.
    const { winning, losing } = await sizesAhead(server);
    const placed = await alice.call.bet.place({ roomId: ROOM, issue, playTypes: [winning], stake: "10", expectedTotal: "10" });
    const losingNumber = 100 + (((await sumAhead(server, GAME, issue)) + 1) % 28);
    await alice.call.bet.place({ roomId: ROOM, issue, playTypes: [losingNumber], stake: "11", expectedTotal: "11" });
    const followed = await bob.call.bet.follow({ betId: placed.bets[0]!.id });
    expect(followed.moneyAfterMinor).toBe(99_000);
    await expectRefused(bob.call.bet.place({ roomId: ROOM, issue, playTypes: [losing], stake: "10.01", expectedTotal: "10.01" }), "OPPOSITE_BET");
    await expectTranslated(server, "mutation", "bet.place", { roomId: ROOM, issue, playTypes: [losing], stake: "10", expectedTotal: "10" }, "OPPOSITE_BET", { token: bob.token });
    await finishRound(server);

    const [win] = await alice.call.results.unseen({ gameId: GAME });
    expect(win!.profitMinor).toBe(940);
    await expectRefused(bob.call.results.markSeen({ id: win!.id }), "NOT_FOUND");
    await alice.call.results.markSeen({ id: win!.id });
    expect((await alice.call.home.activity()).length).toBeGreaterThanOrEqual(1);
    expect((await alice.call.round.recent({ gameId: GAME })).map((d) => d.issue)).toEqual([issue]);
    expect((await alice.call.round.history({ gameId: GAME, from: TODAY, to: TODAY })).items).toHaveLength(1);
    expect((await alice.call.round.trend({ gameId: GAME, day: TODAY })).rows).toHaveLength(1);
    expect((await alice.call.round.proof({ gameId: GAME, issue })).verification!.ok).toBe(true);

    const bets = await alice.call.records.bets({ from: TODAY, to: TODAY });
    expect(bets.items.map((b) => b.status)).toEqual([1, 1]);
    expect((await agent.call.records.bets({ scope: "subordinates", from: TODAY, to: TODAY })).items).toHaveLength(2);
    await expectRefused(bob.call.records.betDetail({ betId: bets.items[0]!.id }), "NOT_FOUND");
    expect((await alice.call.records.funds({ from: TODAY, to: TODAY, type: 3 })).items).toHaveLength(1);

    await alice.call.wallet.setPayoutMethod({ type: 1, acc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", accName: "trc20" });
    await alice.call.account.setSecurityCode({ newCode: "135790" });
    await alice.call.wallet.withdraw({ amount: "100", payoutType: 1, securityCode: "135790" });
    await alice.call.wallet.recharge({ amount: "200", currency: "USD" });
    expect((await alice.call.wallet.get()).withdrawingMinor).toBe(10_000);

    const message = await server.deps.store.transaction((tx) => tx.content.createMessage({ userId: alice.user.id, title: "Hi", content: "", createdAtMs: server.clock.nowMs() }));
    await expectRefused(bob.call.notices.markRead({ id: message.id }), "NOT_FOUND");
    await alice.call.notices.markRead({ id: message.id });
    expect((await alice.call.notices.inbox()).items[0]!.readAtMs).not.toBeNull();

    expect(await agent.call.team.members()).toMatchObject({ total: 1, items: [{ id: alice.user.id }] });
    await expectRefused(alice.call.team.members(), "FORBIDDEN");
    expect((await alice.call.account.profile()).securityCodeSet).toBe(true);
  });
});
