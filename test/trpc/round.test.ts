import { betsRoot } from "../../src/domain/fairness/bets-root";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyDraw } from "../../src/domain/fairness/verify";
import { sumOf } from "../../src/domain/betting/outcome";
import { nextRoundAfter } from "../../src/domain/rounds/schedule";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, GAME, http, newPlayer, ROOM, sqliteServer, TODAY, type Player } from "./helpers";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server);
});
afterEach(() => server.close());

async function play(count: number) {
  const played = [];
  for (let i = 0; i < count; i++) played.push(await finishRound(server));
  return played;
}

describe("round.current", () => {
  it("answers the round running now, the next opening and the last draw", async () => {
    const first = currentRound(server);
    const state = await alice.call.round.current({ gameId: GAME });
    expect(state.game).toEqual({ id: GAME, name: "Singapore", onSale: true });
    expect(state.current).toMatchObject({ issue: "20261122001", closed: false, status: "open", drawAtMs: first.drawAtMs });
    expect(state.current!.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(state.lastDrawn).toBeNull();
    await play(1);
    const after = await alice.call.round.current({ gameId: GAME });
    expect(after.current!.issue).toBe("20261122002");
    expect(after.lastDrawn!.issue).toBe(first.issue);
    expect(after.nextOpening.issue).toBe("20261122003");
  });

  it("refuses an unknown game and a malformed id", async () => {
    await expectRefused(alice.call.round.current({ gameId: 77 }), "GAME_NOT_FOUND", "NOT_FOUND");
    await expectTranslated(server, "query", "round.current", { gameId: 77 }, "GAME_NOT_FOUND", { token: alice.token, messages: ["该游戏不存在", "This game does not exist"] });
    await expectRefused(alice.call.round.current({ gameId: 0 }), "INVALID_INPUT");
  });
});

describe("round.recent", () => {
  it("answers the newest draws, four by default", async () => {
    const played = await play(5);
    const recent = await alice.call.round.recent({ gameId: GAME });
    expect(recent.map((d) => d.issue)).toEqual(played.slice(1).reverse().map((r) => r.issue));
    for (const draw of recent) expect(draw.sum).toBe(sumOf(draw.digits));
    expect(await alice.call.round.recent({ gameId: GAME, limit: 50 })).toHaveLength(5);
  });

  it("refuses a limit over 50 and an unknown game", async () => {
    await expectRefused(alice.call.round.recent({ gameId: GAME, limit: 51 }), "INVALID_INPUT");
    await expectRefused(alice.call.round.recent({ gameId: 9 }), "GAME_NOT_FOUND");
  });
});

describe("round.history", () => {
  it("pages through the draws of whole local days", async () => {
    const played = await play(3);
    const page = await alice.call.round.history({ gameId: GAME, from: TODAY, to: TODAY, pageSize: 2 });
    expect(page.items.map((d) => d.issue)).toEqual([played[2]!.issue, played[1]!.issue]);
    expect(page.hasMore).toBe(true);
    expect((await alice.call.round.history({ gameId: GAME, from: TODAY, to: TODAY, page: 2, pageSize: 2 })).items.map((d) => d.issue)).toEqual([played[0]!.issue]);
    expect((await alice.call.round.history({ gameId: GAME, from: "2026-11-20", to: "2026-11-21" })).items).toEqual([]);
  });

  it("refuses dates before 2018-01-01, reversed ranges, non-dates and bad pages; days after today read as empty", async () => {
    await expectRefused(alice.call.round.history({ gameId: GAME, from: "2017-12-31", to: "2018-01-01" }), "DATE_TOO_EARLY");
    expect((await alice.call.round.history({ gameId: GAME, from: "2026-11-23", to: "2026-11-23" })).items).toEqual([]);
    await expectRefused(alice.call.round.history({ gameId: GAME, from: TODAY, to: "2026-11-01" }), "DATE_RANGE_REVERSED");
    await expectRefused(alice.call.round.history({ gameId: GAME, from: "2026-13-01", to: TODAY }), "INVALID_INPUT");
    await expectRefused(alice.call.round.history({ gameId: GAME, from: "yesterday", to: TODAY }), "INVALID_INPUT");
    await expectRefused(alice.call.round.history({ gameId: GAME, from: TODAY, to: TODAY, pageSize: 101 }), "INVALID_INPUT");
    await expectRefused(alice.call.round.history({ gameId: 99, from: TODAY, to: TODAY }), "GAME_NOT_FOUND");
    await expectTranslated(server, "query", "round.history", { gameId: GAME, from: "2026-11-23", to: TODAY }, "DATE_RANGE_REVERSED", { token: alice.token });
  });
});

describe("round.trend", () => {
  it("answers a sales day's table in draw order with its highlights", async () => {
    const played = await play(3);
    const table = await alice.call.round.trend({ gameId: GAME, day: TODAY });
    expect(table.salesDay).toBe("20261122");
    expect(table.rows.map((r) => r.issue)).toEqual(played.map((r) => r.issue));
    for (const row of table.rows) expect(row.flags.big).toBe(row.sum >= 14);
    expect(table.counts.big + table.counts.small).toBe(3);
    expect((await alice.call.round.trend({ gameId: GAME, day: "2026-11-21" })).rows).toEqual([]);
  });

  it("refuses a day before 2018, a non-date and an unknown game; a day after today has no rows yet", async () => {
    expect((await alice.call.round.trend({ gameId: GAME, day: "2026-11-23" })).rows).toEqual([]);
    await expectRefused(alice.call.round.trend({ gameId: GAME, day: "2017-12-31" }), "DATE_TOO_EARLY");
    await expectRefused(alice.call.round.trend({ gameId: GAME, day: "20261122" }), "INVALID_INPUT");
    await expectRefused(alice.call.round.trend({ gameId: 99, day: TODAY }), "GAME_NOT_FOUND");
    await expectTranslated(server, "query", "round.trend", { gameId: 99, day: TODAY }, "GAME_NOT_FOUND", { token: alice.token, langs: ["jp", "zh"] });
  });
});

describe("round.candles", () => {
  it("answers one candle per drawn round, oldest first, each opening at the previous close", async () => {
    const played = await play(4);
    const candles = await alice.call.round.candles({ gameId: GAME, limit: 3 });
    expect(candles.map((c) => c.issue)).toEqual(played.slice(1).map((r) => r.issue));
    expect(candles[1]!.open).toBe(candles[0]!.close);
    expect(await alice.call.round.candles({ gameId: GAME })).toHaveLength(4);
  });

  it("refuses a limit over 500 and an unknown game", async () => {
    await expectRefused(alice.call.round.candles({ gameId: GAME, limit: 501 }), "INVALID_INPUT");
    await expectRefused(alice.call.round.candles({ gameId: 5 }), "GAME_NOT_FOUND");
  });
});

describe("round.odds", () => {
  it("answers the room's play types, odds and theoretical RTP", async () => {
    const odds = await alice.call.round.odds({ roomId: ROOM });
    expect(odds.room).toMatchObject({ id: ROOM, gameId: GAME, title: "Beginner" });
    expect(odds.base).toHaveLength(10);
    expect(odds.numbers).toHaveLength(28);
    expect(odds.base.find((o) => o.key === "big")).toMatchObject({ playType: 1, oddsHundredths: 194, theoreticalRtp: 0.97 });
    expect(odds.base.find((o) => o.playType === 21)!.oddsHundredths).toBe(1732);
  });

  it("refuses an unknown room", async () => {
    await expectRefused(alice.call.round.odds({ roomId: 404 }), "ROOM_NOT_FOUND", "NOT_FOUND");
    await expectTranslated(server, "query", "round.odds", { roomId: 404 }, "ROOM_NOT_FOUND", { token: alice.token });
  });
});

describe("round.proof", () => {
  it("gives anyone the data to recompute a draw, and nothing secret before its time", async () => {
    const [drawn] = await play(1);
    const guest = await server.caller(null);
    const proof = await guest.round.proof({ gameId: GAME, issue: drawn!.issue });
    expect(proof.status).toBe("settled");
    expect(proof.verification!.ok).toBe(true);
    // The client recomputes it from the published data alone.
    const recomputed = verifyDraw({
      gameId: proof.gameId,
      issue: proof.issue,
      commitment: proof.commitment!,
      revealedSeed: proof.revealedSeed!,
      digits: proof.digits!,
      chainIndex: proof.chainIndex,
      anchor: proof.anchor,
      betsRoot: proof.betsRoot,
    });
    expect(recomputed.ok).toBe(true);
    // Scheme 2: the draw is bound to the root of the round's bets, which the published leaves hash to.
    expect(proof.drawScheme).toBe(2);
    expect(betsRoot(proof.leaves!)).toBe(proof.betsRoot);
    expect(recomputed.expectedDigits).toEqual(proof.digits);

    const open = await guest.round.proof({ gameId: GAME, issue: currentRound(server).issue });
    expect(open.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(open.revealedSeed).toBeNull();
    expect(open.digits).toBeNull();
    const upcoming = await guest.round.proof({ gameId: GAME, issue: nextRoundAfter(server.deps.schedule, server.clock.nowMs()).issue });
    expect(upcoming.commitment).toBeNull();
  });

  it("shows a round's commitment only once the round before it has closed in the store, whatever this server's clock says", async () => {
    const guest = await server.caller(null);
    const running = currentRound(server);
    const next = nextRoundAfter(server.deps.schedule, server.clock.nowMs());
    // This server's clock runs ahead into the next round, but the round driver (elsewhere) has not closed the running one:
    // the next commitment is the running round's seed, and bets on it may still be accepted.
    server.clock.set(next.openAtMs + 1_000);
    expect((await guest.round.proof({ gameId: GAME, issue: next.issue })).commitment).toBeNull();
    expect((await alice.call.round.current({ gameId: GAME })).current).toMatchObject({ issue: next.issue, commitment: null });
    // Once the close is stored, it shows.
    await server.advanceTo(next.openAtMs + 1_000);
    expect((await guest.round.proof({ gameId: GAME, issue: running.issue })).status).not.toBe("open");
    expect((await guest.round.proof({ gameId: GAME, issue: next.issue })).commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses an unknown round and a malformed issue", async () => {
    const guest = await server.caller(null);
    await expectRefused(guest.round.proof({ gameId: GAME, issue: "20991231001" }), "NOT_FOUND", "NOT_FOUND");
    await expectRefused(guest.round.proof({ gameId: GAME, issue: "abc" }), "INVALID_INPUT");
    await expectTranslated(server, "query", "round.proof", { gameId: GAME, issue: "20991231001" }, "NOT_FOUND", {});
    expect((await http(server, "query", "round.proof", { gameId: GAME, issue: "1" }, { lang: "en" })).body.error!.data.appCode).toBe("INVALID_INPUT");
  });
});
