import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "../../adapters/live/live-rooms";
import { MemoryLiveRooms } from "../../adapters/live/memory-live-rooms";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { units } from "../../src/domain/money";
import { PLAY_TYPE, sumOf } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { testServer, type TestServer } from "../support/server";

const ROOM = 11; // Singapore, Beginner
const GAME = 1;
const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

describe("MemoryLiveRooms (SQLite, manual clock)", () => {
  let server: TestServer;
  let live: MemoryLiveRooms;

  beforeEach(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
    live = server.services.live as MemoryLiveRooms;
  });
  afterEach(() => server.close());

  const bet = (userId: number, playTypes: number[], stake = units(10)) =>
    placeBet(server.deps, { userId, roomId: ROOM, issue: first.issue, playTypes, stakeMinor: stake });

  it("knows the current round from the schedule, open until betting closes, then closed even before the engine says so", async () => {
    let snap = live.snapshot(GAME)!;
    expect(snap).toMatchObject({ gameId: GAME, onSale: true, lastDraw: null, recentDraws: [], recentWins: [], nextIssue: "20261122002" });
    expect(snap.current).toMatchObject({ issue: first.issue, status: "open", openAtMs: first.openAtMs, closeAtMs: first.closeAtMs, drawAtMs: first.drawAtMs });
    expect(snap.current!.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(snap.nextOpenAtMs).toBe(first.drawAtMs);

    server.clock.set(first.closeAtMs - 1);
    expect(live.snapshot(GAME)!.current!.status).toBe("open");
    server.clock.set(first.closeAtMs);
    expect(live.snapshot(GAME)!.current!.status).toBe("closed"); // no tick yet: derived from the schedule
    await server.engine.tick();
    snap = live.snapshot(GAME)!;
    expect(snap.current).toMatchObject({ issue: first.issue, status: "closed" });
    expect(snap.nowMs).toBe(first.closeAtMs);
  });

  it("follows a whole round: the feed of bets, balances, the draw and the real wins of the settled round", async () => {
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    const bob = await createPlayer(server, { balanceMinor: units(1000), username: "bobby" });
    expect(await live.balance(alice.id)).toEqual({ moneyMinor: units(1000), lockedMinor: 0 }); // loaded from the store

    expect((await bet(alice.id, [PLAY_TYPE.big])).ok).toBe(true);
    expect((await bet(bob.id, [PLAY_TYPE.small], units(20))).ok).toBe(true);
    expect(await live.balance(alice.id)).toEqual({ moneyMinor: units(990), lockedMinor: 0 }); // from the event
    expect(await live.balance(bob.id)).toEqual({ moneyMinor: units(980), lockedMinor: 0 });

    const feed = live.roomFeed(ROOM, 10);
    expect(feed.map((b) => [b.maskedUsername, b.playType, b.stakeMinor, b.issue])).toEqual([
      ["a***e", PLAY_TYPE.big, units(10), first.issue],
      ["b***y", PLAY_TYPE.small, units(20), first.issue],
    ]);
    expect(live.roomFeed(ROOM, 1).map((b) => b.maskedUsername)).toEqual(["b***y"]);
    expect(live.roomFeed(12, 10)).toEqual([]);

    await server.advanceTo(first.closeAtMs);
    await server.advanceTo(first.drawAtMs);
    const drawn = await server.deps.store.read((tx) => tx.rounds.get(GAME, first.issue));
    expect(drawn?.status).toBe("settled");
    const digits = drawn!.digits!;

    const snap = live.snapshot(GAME)!;
    expect(snap.current).toMatchObject({ issue: "20261122002", status: "open" });
    expect(snap.lastDraw).toEqual({ issue: first.issue, digits, drawAtMs: first.drawAtMs });
    expect(snap.recentDraws.map((d) => d.issue)).toEqual([first.issue]);
    expect(live.roomFeed(ROOM, 10)).toEqual([]); // a new round: an empty feed

    const big = sumOf(digits) >= 14;
    const [winner, stake] = big ? ["a***e", units(10)] : ["b***y", units(20)];
    await vi.waitFor(() => expect(live.snapshot(GAME)!.recentWins).toHaveLength(1));
    expect(live.snapshot(GAME)!.recentWins).toEqual([
      { betId: expect.any(Number), issue: first.issue, maskedUsername: winner, playType: big ? PLAY_TYPE.big : PLAY_TYPE.small, stakeMinor: stake, payoutMinor: Math.floor((stake * 194) / 100) },
    ]);
    const winnerId = big ? alice.id : bob.id;
    const expected = await server.deps.store.read((tx) => tx.ledger.balancesOfUser(winnerId));
    expect((await live.balance(winnerId)).moneyMinor).toBe(expected.availableMinor + expected.lockedMinor);
  });

  it("announces each event once, in id order, to every follower: bets, balances and the round's phases", async () => {
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    const bob = await createPlayer(server, { balanceMinor: units(1000), username: "bobby" });
    const seen: LiveEvent[] = [];
    const unfollow = live.follow((e) => seen.push(e));

    await bet(alice.id, [PLAY_TYPE.big]);
    await bet(bob.id, [PLAY_TYPE.small]);
    expect(seen.map((e) => e.kind)).toEqual(["balance", "bet", "balance", "bet"]);
    expect(seen[0]).toMatchObject({ kind: "balance", userId: alice.id, moneyMinor: units(990) });
    expect(seen[2]).toMatchObject({ kind: "balance", userId: bob.id, moneyMinor: units(990) });
    expect(seen.map((e) => e.id)).toEqual([...seen.map((e) => e.id)].sort((a, b) => a - b));
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect(live.latestEventId).toBe(seen.at(-1)!.id);

    await server.advanceTo(first.closeAtMs);
    await server.advanceTo(first.drawAtMs);
    const phases = (gameId: number) => seen.flatMap((e) => (e.kind === "round" && e.gameId === gameId ? [[e.round.issue, e.round.status, e.digits !== null]] : []));
    expect(phases(GAME)).toEqual([
      [first.issue, "closed", false],
      ["20261122002", "open", false], // the engine announces the new round before finishing the old one
      [first.issue, "drawn", true],
      [first.issue, "settled", true],
    ]);
    expect(phases(2)).toHaveLength(4);
    unfollow();
    const after = seen.length;
    await bet(alice.id, [PLAY_TYPE.single]);
    expect(seen).toHaveLength(after); // unfollowed
  });

  it("stops selling a discontinued game once the periodic refresh sees it", async () => {
    await server.deps.store.transaction((tx) => tx.games.upsert({ id: 4, name: "Australia", onSale: false, sortOrder: 4 }));
    expect(live.snapshot(4)!.onSale).toBe(true);
    await live.refreshGames();
    expect(live.snapshot(4)).toMatchObject({ onSale: false, current: null });
    expect(live.snapshot(99)).toBeNull();
  });
});
