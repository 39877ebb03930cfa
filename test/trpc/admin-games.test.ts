import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, GAME, newPlayer, ROOM, sqliteServer, type Player } from "./helpers";

/** Games, rooms and odds from the console: odds change from the next round on, bets keep theirs. */

let server: TestServer;
let operator: Player;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { depositMinor: 100_000 });
});
afterEach(() => server.close());

const bigBet = (s: TestServer) => ({ roomId: ROOM, issue: currentRound(s).issue, playTypes: [PLAY_TYPE.big], stake: "10", expectedTotal: "10" });
const oddsOf = async (p: Player) => (await p.call.round.odds({ roomId: ROOM })).base.find((o) => o.playType === PLAY_TYPE.big)!.oddsHundredths;

describe("admin.games.setOdds", () => {
  it("applies from the next round: the round under way keeps 1.94, its bets keep it after, and the next round's bets get 2.10", async () => {
    const before = await alice.call.bet.place(bigBet(server));
    const change = await operator.call.admin.games.setOdds({ roomId: ROOM, odds: [{ playType: PLAY_TYPE.big, odds: "2.10" }] });
    const round = currentRound(server);
    expect(change.effectiveFromMs).toBe(round.drawAtMs);
    expect(change.issue).not.toBe(round.issue);

    // Still this round: the player is shown and gets the old odds.
    expect(await oddsOf(alice)).toBe(194);
    const during = await alice.call.bet.place(bigBet(server));
    expect(during.bets[0]!.oddsHundredths).toBe(194);
    const overview = await operator.call.admin.games.overview();
    const room = overview.games.find((g) => g.id === GAME)!.rooms.find((r) => r.id === ROOM)!;
    expect(room.odds.find((o) => o.playType === PLAY_TYPE.big)!.oddsHundredths).toBe(194);
    expect(room.scheduled).toMatchObject([{ playType: PLAY_TYPE.big, oddsHundredths: 210, effectiveFromMs: change.effectiveFromMs }]);

    await finishRound(server);
    expect(currentRound(server).issue).toBe(change.issue);
    expect(await oddsOf(alice)).toBe(210);
    const after = await alice.call.bet.place(bigBet(server));
    expect(after.bets[0]!.oddsHundredths).toBe(210);

    // The earlier bets were settled at the odds they were placed at.
    const settled = await alice.call.records.betDetail({ betId: before.bets[0]!.id });
    expect(settled.oddsHundredths).toBe(194);
    if (settled.hit) expect(settled.payoutMinor).toBe(1940);
    const audit = await operator.call.admin.audit.list({ action: "odds.schedule" });
    expect(audit.items[0]).toMatchObject({ operatorName: operator.user.username, target: { type: "room", id: String(ROOM) }, before: { "1": 194 }, after: { "1": 210, issue: change.issue } });
  });

  it("refuses odds of 1.00 or less, over 1000.00, unknown play types and unknown rooms, changing nothing", async () => {
    await expectRefused(operator.call.admin.games.setOdds({ roomId: ROOM, odds: [{ playType: PLAY_TYPE.big, odds: "1.00" }] }), "ODDS_INVALID");
    await expectTranslated(server, "mutation", "admin.games.setOdds", { roomId: ROOM, odds: [{ playType: 1, odds: "1000.01" }] }, "ODDS_INVALID", {
      token: operator.token,
      messages: [/1\.01.*1,?000\.00/, /1\.01.*1,?000\.00/],
    });
    await expectRefused(operator.call.admin.games.setOdds({ roomId: ROOM, odds: [{ playType: 99, odds: "2" }] }), "PLAY_TYPE_UNKNOWN");
    await expectRefused(operator.call.admin.games.setOdds({ roomId: 9999, odds: [{ playType: 1, odds: "2" }] }), "ROOM_NOT_FOUND");
    await expectRefused(operator.call.admin.games.setOddsFromRtp({ roomId: ROOM, rtpBp: 12_000 }), "INVALID_INPUT");
    const room = (await operator.call.admin.games.overview()).games[0]!.rooms[0]!;
    expect(room.scheduled).toEqual([]);
  });

  it("sets every play type from an RTP: 95% gives big 1.90 from the next round", async () => {
    const change = await operator.call.admin.games.setOddsFromRtp({ roomId: ROOM, rtpBp: 9500 });
    expect(change.odds.find((o) => o.playType === PLAY_TYPE.big)!.oddsHundredths).toBe(190);
    await finishRound(server);
    expect(await oddsOf(alice)).toBe(190);
  });
});

describe("admin.games.saveGame / saveRoom", () => {
  it("discontinues a game: bets are refused as 'product discontinued' until it is back on sale", async () => {
    await operator.call.admin.games.saveGame({ id: GAME, name: "Singapore", onSale: false, sortOrder: 1 });
    await expectRefused(alice.call.bet.place(bigBet(server)), "GAME_DISCONTINUED");
    await operator.call.admin.games.saveGame({ id: GAME, name: "Singapore", onSale: true, sortOrder: 1 });
    expect((await alice.call.bet.place(bigBet(server))).totalMinor).toBe(1000);
    const audit = await operator.call.admin.audit.list({ targetType: "game", targetId: String(GAME) });
    expect(audit.items.map((line) => [line.before?.onSale, line.after?.onSale])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("creates a game and a room with default odds; edits the room's limits, which hold from the next bet", async () => {
    const game = await operator.call.admin.games.saveGame({ name: "Tokyo", onSale: true, sortOrder: 5 });
    expect(game.id).toBe(5);
    const room = await operator.call.admin.games.saveRoom({ gameId: game.id, title: "Starter", joinLimit: "0", minStake: "1", maxStake: "100", maxRoundStake: "500" });
    const overview = await operator.call.admin.games.overview();
    const created = overview.games.find((g) => g.id === game.id)!.rooms.find((r) => r.id === room.id)!;
    expect(created.odds.find((o) => o.playType === PLAY_TYPE.big)!.oddsHundredths).toBe(194);
    expect(created.odds).toHaveLength(38);
    // The round driver's next tick opens rounds for the new game: players can bet in its room at once.
    await server.engine.tick();
    const placed = await alice.call.bet.place({ roomId: room.id, issue: currentRound(server).issue, playTypes: [PLAY_TYPE.small], stake: "5", expectedTotal: "5" });
    expect(placed.bets[0]).toMatchObject({ roomId: room.id, oddsHundredths: 194 });

    await operator.call.admin.games.saveRoom({ id: ROOM, gameId: GAME, title: "Beginner", joinLimit: "10", minStake: "20", maxStake: "5000", maxRoundStake: "20000" });
    await expectRefused(alice.call.bet.place(bigBet(server)), "STAKE_BELOW_MINIMUM");
  });

  it("refuses an empty name, crossed limits and unknown ids", async () => {
    await expectRefused(operator.call.admin.games.saveGame({ name: "  ", onSale: true }), "NAME_REQUIRED");
    await expectRefused(operator.call.admin.games.saveGame({ id: 77, name: "Nowhere", onSale: true }), "GAME_NOT_FOUND");
    await expectRefused(
      operator.call.admin.games.saveRoom({ id: ROOM, gameId: GAME, title: "Beginner", joinLimit: "10", minStake: "50", maxStake: "10", maxRoundStake: "20000" }),
      "ROOM_LIMITS_INVALID",
    );
    await expectTranslated(
      server,
      "mutation",
      "admin.games.saveRoom",
      { gameId: GAME, title: "X", joinLimit: "10", minStake: "5", maxStake: "100", maxRoundStake: "50" },
      "ROOM_LIMITS_INVALID",
      { token: operator.token, messages: [/5\.00.*100\.00.*50\.00/, /5\.00.*100\.00.*50\.00/] },
    );
    await expectRefused(operator.call.admin.games.saveRoom({ gameId: 77, title: "X", joinLimit: "0", minStake: "1", maxStake: "2", maxRoundStake: "3" }), "GAME_NOT_FOUND");
    expect((await alice.call.bet.place(bigBet(server))).totalMinor).toBe(1000);
  });
});
