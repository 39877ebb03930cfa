import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { TestServer } from "../support/server";
import { ADVANCED_ROOM, currentRound, expectRefused, expectTranslated, finishRound, newPlayer, ROOM, sqliteServer, type Player } from "./helpers";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server, { depositMinor: 100_000 });
});
afterEach(() => server.close());

const order = (s: TestServer, overrides: Record<string, unknown> = {}) => ({
  roomId: ROOM,
  issue: currentRound(s).issue,
  playTypes: [PLAY_TYPE.big, PLAY_TYPE.single],
  stake: "10.00",
  expectedTotal: "20",
  ...overrides,
});

describe("bet.place", () => {
  it("places one bet per play type of the current round and answers the bets, the total and the money after", async () => {
    const placed = await alice.call.bet.place(order(server));
    expect(placed.bets.map((b) => b.playType)).toEqual([PLAY_TYPE.big, PLAY_TYPE.single]);
    expect(placed.bets.every((b) => b.stakeMinor === 1000 && b.issue === currentRound(server).issue && b.roomId === ROOM && b.oddsHundredths === 194)).toBe(true);
    expect(placed.totalMinor).toBe(2000);
    expect(placed.moneyAfterMinor).toBe(98_000);
    expect((await alice.call.wallet.get()).moneyMinor).toBe(98_000);
    // The answer carries the caller's own bets only: no user id of anyone.
    expect(Object.keys(placed.bets[0]!)).not.toContain("userId");
  });

  it("takes the stake as a number too, and the same requestId twice places the order once", async () => {
    const input = order(server, { stake: 12.5, expectedTotal: 25, requestId: "order-1" });
    const first = await alice.call.bet.place(input);
    const again = await alice.call.bet.place(input);
    expect(again.bets.map((b) => b.id)).toEqual(first.bets.map((b) => b.id));
    expect((await alice.call.wallet.get()).moneyMinor).toBe(100_000 - 2500);
  });

  it("refuses an order whose total is not what the confirm dialog showed, before any money moves", async () => {
    await expectRefused(alice.call.bet.place(order(server, { expectedTotal: "10.00" })), "INVALID_INPUT", "BAD_REQUEST");
    await expectRefused(alice.call.bet.place(order(server, { expectedTotal: "abc" })), "MONEY_INVALID");
    expect((await alice.call.wallet.get()).moneyMinor).toBe(100_000);
    await expectTranslated(server, "mutation", "bet.place", order(server, { expectedTotal: "30" }), "INVALID_INPUT", { token: alice.token });
  });

  it("refuses a stake parseMoney refuses, with its code", async () => {
    await expectRefused(alice.call.bet.place(order(server, { stake: "abc" })), "MONEY_INVALID");
    await expectRefused(alice.call.bet.place(order(server, { stake: "1.234" })), "MONEY_TOO_MANY_DECIMALS");
    await expectRefused(alice.call.bet.place(order(server, { stake: "-5" })), "MONEY_NEGATIVE");
    await expectRefused(alice.call.bet.place(order(server, { stake: "0" })), "MONEY_NOT_POSITIVE");
    await expectRefused(alice.call.bet.place(order(server, { stake: "9999999999999" })), "MONEY_TOO_LARGE");
    await expectRefused(alice.call.bet.place(order(server, { stake: 1e21 })), "MONEY_INVALID");
    await expectTranslated(server, "mutation", "bet.place", order(server, { stake: "1.234" }), "MONEY_TOO_MANY_DECIMALS", { token: alice.token, langs: ["tw", "jp"] });
  });

  it("refuses malformed input: ids, issue, play types, over-long request ids", async () => {
    await expectRefused(alice.call.bet.place(order(server, { roomId: 0 })), "INVALID_INPUT");
    await expectRefused(alice.call.bet.place(order(server, { roomId: 2 ** 60 })), "INVALID_INPUT");
    await expectRefused(alice.call.bet.place(order(server, { roomId: 1.5 })), "INVALID_INPUT");
    await expectRefused(alice.call.bet.place(order(server, { issue: "2026" })), "INVALID_INPUT");
    await expectRefused(alice.call.bet.place(order(server, { playTypes: [1.5], expectedTotal: "10" })), "INVALID_INPUT");
    await expectRefused(alice.call.bet.place(order(server, { playTypes: Array.from({ length: 65 }, (_, i) => i), expectedTotal: "650" })), "INVALID_INPUT");
    await expectRefused(alice.call.bet.place(order(server, { requestId: "x".repeat(101) })), "INVALID_INPUT");
    await expectRefused(alice.call.bet.place(order(server, { playTypes: [PLAY_TYPE.big, PLAY_TYPE.big] })), "INVALID_INPUT");
  });

  it("refuses by every betting rule, each with its code", async () => {
    await expectRefused(alice.call.bet.place(order(server, { playTypes: [], expectedTotal: "0" })), "BET_EMPTY");
    const all = [1, 2, 3, 4, 11, 12, 13, 14, 21, 22, ...Array.from({ length: 28 }, (_, n) => 100 + n), 5];
    await expectRefused(alice.call.bet.place(order(server, { playTypes: all, expectedTotal: String(10 * all.length) })), "BET_TOO_MANY");
    await expectRefused(alice.call.bet.place(order(server, { playTypes: [99], expectedTotal: "10" })), "PLAY_TYPE_UNKNOWN");
    await expectRefused(alice.call.bet.place(order(server, { roomId: 999 })), "ROOM_NOT_FOUND", "NOT_FOUND");
    await expectRefused(alice.call.bet.place(order(server, { stake: "0.50", expectedTotal: "1" })), "STAKE_BELOW_MINIMUM");
    await expectRefused(alice.call.bet.place(order(server, { stake: "5001", expectedTotal: "10002" })), "STAKE_ABOVE_MAXIMUM");
    await expectRefused(alice.call.bet.place(order(server, { stake: "600", expectedTotal: "1200" })), "INSUFFICIENT_FUNDS");
    const next = String(Number(currentRound(server).issue) + 1);
    await expectRefused(alice.call.bet.place(order(server, { issue: next })), "ROUND_NOT_CURRENT");

    await alice.call.bet.place(order(server, { playTypes: [PLAY_TYPE.big], expectedTotal: "10" }));
    await expectRefused(alice.call.bet.place(order(server, { playTypes: [PLAY_TYPE.small], expectedTotal: "10" })), "OPPOSITE_BET");
    // Nor at another amount, nor by completing the four combos.
    await expectRefused(alice.call.bet.place(order(server, { playTypes: [PLAY_TYPE.small], stake: "10.01", expectedTotal: "10.01" })), "OPPOSITE_BET");
    await alice.call.bet.place(order(server, { playTypes: [PLAY_TYPE.single], expectedTotal: "10" }));
    await expectRefused(alice.call.bet.place(order(server, { playTypes: [PLAY_TYPE.double], stake: "3", expectedTotal: "3" })), "OPPOSITE_BET");
  });

  it("refuses a room whose join limit the balance does not meet", async () => {
    const poor = await newPlayer(server, { depositMinor: 50_000 });
    await expectRefused(poor.call.bet.place(order(server, { roomId: ADVANCED_ROOM, playTypes: [PLAY_TYPE.big], expectedTotal: "10" })), "ROOM_JOIN_LIMIT");
    await expectTranslated(server, "mutation", "bet.place", order(server, { roomId: ADVANCED_ROOM, playTypes: [PLAY_TYPE.big], expectedTotal: "10" }), "ROOM_JOIN_LIMIT", {
      token: poor.token,
      messages: [/1,000\.00/, /1,000\.00/],
    });
  });

  it("refuses after betting closed, a buy-banned player and a discontinued game", async () => {
    const round = currentRound(server);
    server.clock.set(round.closeAtMs);
    await expectRefused(alice.call.bet.place(order(server, { issue: round.issue })), "ROUND_CLOSED");
    await expectTranslated(server, "mutation", "bet.place", order(server, { issue: round.issue }), "ROUND_CLOSED", { token: alice.token });
    await finishRound(server);

    await server.deps.store.transaction((tx) => tx.users.update(alice.user.id, { buyBanned: true }));
    await expectRefused(alice.call.bet.place(order(server)), "BUY_BANNED");
    await server.deps.store.transaction((tx) => tx.users.update(alice.user.id, { buyBanned: false }));

    await server.deps.store.transaction(async (tx) => tx.games.upsert({ ...(await tx.games.byId(1))!, onSale: false }));
    await expectRefused(alice.call.bet.place(order(server)), "GAME_DISCONTINUED");
    await expectTranslated(server, "mutation", "bet.place", order(server), "GAME_DISCONTINUED", { token: alice.token, langs: ["zh", "kor"] });
  });
});

describe("bet.follow", () => {
  it("copies another player's bet of the current round into the follower's own order", async () => {
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    const [followed] = (await bob.call.bet.place(order(server, { playTypes: [PLAY_TYPE.small_double], stake: "20", expectedTotal: "20" }))).bets;
    const copy = await alice.call.bet.follow({ betId: followed!.id });
    expect(copy.bets).toHaveLength(1);
    expect(copy.bets[0]).toMatchObject({ playType: PLAY_TYPE.small_double, stakeMinor: 2000, roomId: ROOM, issue: followed!.issue, followOfBetId: followed!.id });
    expect(copy.totalMinor).toBe(2000);
    expect(copy.moneyAfterMinor).toBe(98_000);
    // The followed player's money is untouched: the follower pays for their own copy.
    expect((await bob.call.wallet.get()).moneyMinor).toBe(98_000);

    const chosen = await alice.call.bet.follow({ betId: followed!.id, stake: "30.00", requestId: "follow-1" });
    expect(chosen.bets[0]!.stakeMinor).toBe(3000);
    expect((await alice.call.bet.follow({ betId: followed!.id, stake: "30.00", requestId: "follow-1" })).bets[0]!.id).toBe(chosen.bets[0]!.id);
  });

  it("refuses a bet of an earlier round, an unknown bet, a bad stake, and every betting rule", async () => {
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    const [old] = (await bob.call.bet.place(order(server, { playTypes: [PLAY_TYPE.big], expectedTotal: "10" }))).bets;
    await finishRound(server);
    await expectRefused(alice.call.bet.follow({ betId: old!.id }), "FOLLOW_NOT_CURRENT_ROUND");
    await expectTranslated(server, "mutation", "bet.follow", { betId: old!.id }, "FOLLOW_NOT_CURRENT_ROUND", { token: alice.token });

    await expectRefused(alice.call.bet.follow({ betId: 987_654 }), "NOT_FOUND", "NOT_FOUND");
    await expectRefused(alice.call.bet.follow({ betId: -1 }), "INVALID_INPUT");

    const [current] = (await bob.call.bet.place(order(server, { playTypes: [PLAY_TYPE.big], expectedTotal: "10" }))).bets;
    await expectRefused(alice.call.bet.follow({ betId: current!.id, stake: "1.001" }), "MONEY_TOO_MANY_DECIMALS");
    await expectRefused(alice.call.bet.follow({ betId: current!.id, stake: "2000" }), "INSUFFICIENT_FUNDS");
    await alice.call.bet.place(order(server, { playTypes: [PLAY_TYPE.small], expectedTotal: "10" }));
    await expectRefused(alice.call.bet.follow({ betId: current!.id }), "OPPOSITE_BET");
  });
});
