import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MemoryLiveRooms } from "../../adapters/live/memory-live-rooms";
import { liveRoutes } from "../../adapters/legacy/routes/lottery-live";
import type { AuthenticatedCall } from "../../adapters/legacy/route";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { units } from "../../src/domain/money";
import { baseLabels, PLAY_TYPE, sumOf } from "../../src/domain/betting/outcome";
import { sumLabels } from "../../adapters/legacy/routes/play-labels";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import type { User } from "../../src/domain/accounts/user";
import type { Store } from "../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { legacyPost, sessionFor, sumAhead, testServer, type TestServer } from "../support/server";
import { readWith } from "../../adapters/legacy/schemas";

const GAME = 1;
const ROOM = 11;
const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;
const second = roundAt(DEFAULT_SCHEDULE, first.drawAtMs)!;

/** Store calls made inside `counted(...)`; calls from timers and other contexts are not counted. */
interface Counter {
  reads: number;
  transactions: number;
}
const counting = new AsyncLocalStorage<Counter>();

function countingStore(store: Store): Store {
  return {
    close: () => store.close(),
    discardOldVersions: () => store.discardOldVersions(),
    read(work) {
      const counter = counting.getStore();
      if (counter) counter.reads += 1;
      return store.read(work);
    },
    transaction(work) {
      const counter = counting.getStore();
      if (counter) counter.transactions += 1;
      return store.transaction(work);
    },
    sharedTransaction(key, work) {
      const counter = counting.getStore();
      if (counter) counter.transactions += 1;
      return store.sharedTransaction(key, work);
    },
  };
}

async function counted(body: () => Promise<void>): Promise<Counter> {
  const counter: Counter = { reads: 0, transactions: 0 };
  await counting.run(counter, body);
  return counter;
}

interface Heart {
  game_status: number;
  issue: { issue: string; openTime1: number; openTime: string; whether_close: boolean; open_time: number; close_time: number };
  last_issue: { issue: string; site_1: number; site_2: number; site_3: number; code: number; base: string[]; join: string } | null;
  user_quantity: { money: string; lock_money: string } | null;
  message: Record<string, unknown>[];
  hit_notice: Record<string, unknown>[];
}

describe("legacy lottery/heart", () => {
  let server: TestServer;
  let alice: User;
  let token: string;

  beforeEach(async () => {
    server = await testServer(countingStore(await openSqliteStore({ file: ":memory:" })), { drawScheme: 1 });
    alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    token = await sessionFor(server, alice.id);
  });
  afterEach(() => server.close());

  const heart = async (body: Record<string, unknown> = { game_id: GAME, plan_id: ROOM }) => {
    const { status, json } = await legacyPost(server, "lottery/heart", body, token);
    expect(status).toBe(200);
    return json;
  };
  const heartData = async (body?: Record<string, unknown>) => {
    const json = await heart(body);
    expect(json.code).toBe(1);
    return json.data as Heart;
  };

  it("answers the legacy shape: the open round, no draw yet, the player's money", async () => {
    const data = await heartData();
    expect(data).toEqual({
      game_status: 1,
      // openTime: the draw time in the operator's zone (Asia/Taipei): the first round opens at 10:00 and draws 3.5 minutes later.
      issue: { issue: first.issue, openTime1: 210, openTime: "2026-11-22 10:03:30", whether_close: false, open_time: first.openAtMs / 1000, close_time: first.closeAtMs / 1000 },
      last_issue: null,
      user_quantity: { money: "1000.00", lock_money: "0.00" },
      message: [],
      hit_notice: [],
    });
  });

  it("counts openTime1 down with the clock and closes betting in the last 30 seconds, between engine ticks too", async () => {
    server.clock.advance(10_500);
    expect((await heartData()).issue).toMatchObject({ openTime1: 200, whether_close: false });
    server.clock.set(first.closeAtMs - 1);
    expect((await heartData()).issue).toMatchObject({ issue: first.issue, openTime1: 31, whether_close: false });
    server.clock.set(first.closeAtMs);
    expect((await heartData()).issue).toMatchObject({ issue: first.issue, openTime1: 30, whether_close: true });
    server.clock.set(first.drawAtMs - 4_200);
    expect((await heartData()).issue).toMatchObject({ openTime1: 5, whether_close: true });
    server.clock.set(first.drawAtMs);
    const next = await heartData();
    expect(next.game_status).toBe(1);
    expect(next.issue).toMatchObject({ issue: second.issue, openTime1: 210, whether_close: false });
  });

  it("shows the room's bets, the last draw with its labels and the real wins of the settled round", async () => {
    const bob = await createPlayer(server, { balanceMinor: units(1000), username: "bobby" });
    server.clock.advance(5_000);
    expect((await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) })).ok).toBe(true);
    expect((await placeBet(server.deps, { userId: bob.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.small], stakeMinor: units(25) })).ok).toBe(true);
    let data = await heartData();
    expect(data.user_quantity).toEqual({ money: "990.00", lock_money: "0.00" });
    // Bet records a client of the original copies into its follow-bet order (issue, play_type, quantity).
    const time = (first.openAtMs + 5_000) / 1000;
    expect(data.message).toEqual([
      { id: expect.any(Number), nickname: "a***e", username: "a***e", issue: first.issue, play_type: PLAY_TYPE.big, play_method: "做多", quantity: "10.00", money: "10.00", time },
      { id: expect.any(Number), nickname: "b***y", username: "b***y", issue: first.issue, play_type: PLAY_TYPE.small, play_method: "做空", quantity: "25.00", money: "25.00", time },
    ]);
    // Another room's feed, as a guest sees it: alice, down to 990.00, would be entering room 12 (join limit 1,000.00).
    const otherRoom = await legacyPost(server, "lottery/heart", { game_id: GAME, plan_id: 12 });
    expect((otherRoom.json.data as Heart).message).toEqual([]);
    expect((await heart({ game_id: GAME, plan_id: 12 })).code).toBe(0);

    await server.advanceTo(first.closeAtMs);
    await server.advanceTo(first.drawAtMs);
    const round = await server.deps.store.read((tx) => tx.rounds.get(GAME, first.issue));
    const [d1, d2, d3] = round!.digits!;
    const sum = sumOf(round!.digits!);
    await vi.waitFor(() => expect((server.services.live as MemoryLiveRooms).snapshot(GAME)!.recentWins).toHaveLength(1));
    data = await heartData();
    // The original's label keys whatever the language (tw here), the same vocabulary as issueList.
    const labels = sumLabels(sum);
    expect(data.last_issue).toEqual({ issue: first.issue, site_1: d1, site_2: d2, site_3: d3, code: sum, base: [...labels.base], join: labels.join });
    expect(labels.base[0]).toBe(baseLabels(sum)[0] === "big" ? "做多" : "做空");
    expect(data.message).toEqual([]); // a new round
    const aliceWon = sum >= 14;
    expect(data.hit_notice).toEqual([
      aliceWon
        ? { id: expect.any(Number), nickname: "a***e", username: "a***e", game_name: "Singapore", profit: "9.40", money: "19.40", issue: first.issue, play_type: PLAY_TYPE.big, play_method: "做多" }
        : { id: expect.any(Number), nickname: "b***y", username: "b***y", game_name: "Singapore", profit: "23.50", money: "48.50", issue: first.issue, play_type: PLAY_TYPE.small, play_method: "做空" },
    ]);
    expect(data.user_quantity!.money).toBe(aliceWon ? "1009.40" : "990.00");
  });

  it("says game_status 0 for a discontinued game, GAME_NOT_FOUND for an unknown one, and answers a visitor without a balance", async () => {
    await server.deps.store.transaction((tx) => tx.games.upsert({ id: 4, name: "Australia", onSale: false, sortOrder: 4 }));
    await (server.services.live as MemoryLiveRooms).refreshGames();
    const off = await heartData({ game_id: 4, plan_id: 41 });
    expect(off.game_status).toBe(0);
    expect(off.issue.whether_close).toBe(true);
    expect((await heartData({ game_id: 2, plan_id: 21 })).game_status).toBe(1);

    expect(await heart({ game_id: 99 })).toMatchObject({ code: 0, msg: "此遊戲不存在", data: null });
    expect(await heart({ game_id: 99, lang: "en" })).toMatchObject({ code: 0, msg: "This game does not exist" });
    const anonymous = await legacyPost(server, "lottery/heart", { game_id: GAME }, null);
    expect(anonymous).toMatchObject({ status: 200, json: { code: 1, data: { game_status: 1, user_quantity: null } } });
  });

  it("without a game (the home page) answers code 1, no round, and the latest real wins of every game, token or not", async () => {
    const bob = await createPlayer(server, { balanceMinor: units(1000), username: "bobby" });
    // Each bets the size that will win in their game (worked out ahead), so both are real wins.
    const winningSize = async (gameId: number) => ((await sumAhead(server, gameId, first.issue)) >= 14 ? PLAY_TYPE.big : PLAY_TYPE.small);
    const aliceSide = await winningSize(1);
    const bobSide = await winningSize(2);
    expect((await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: first.issue, playTypes: [aliceSide], stakeMinor: units(10) })).ok).toBe(true);
    expect((await placeBet(server.deps, { userId: bob.id, roomId: 21, issue: first.issue, playTypes: [bobSide], stakeMinor: units(20) })).ok).toBe(true);
    await server.advanceTo(first.drawAtMs);
    const live = server.services.live as MemoryLiveRooms;
    await vi.waitFor(() => expect(live.snapshot(1)!.recentWins.length + live.snapshot(2)!.recentWins.length).toBe(2));
    const label = (side: number) => (side === PLAY_TYPE.big ? "做多" : "做空");
    // Biggest profit first: bob's 18.80, then alice's 9.40.
    const expected = [
      { nickname: "b***y", game_name: live.snapshot(2)!.gameName, profit: "18.80", play_type: bobSide, play_method: label(bobSide) },
      { nickname: "a***e", game_name: "Singapore", profit: "9.40", play_type: aliceSide, play_method: label(aliceSide) },
    ];
    for (const [body, withToken] of [[{}, true], [{ game_id: "", plan_id: "" }, false], [{ lang: "en" }, false]] as const) {
      const reply = await legacyPost(server, "lottery/heart", body, withToken ? token : null);
      expect(reply.status).toBe(200);
      const data = (reply.json as { code: number; data: Heart }).data;
      expect(reply.json.code).toBe(1);
      expect(data).toMatchObject({ game_status: 0, issue: null, last_issue: null, message: [] });
      expect(data.user_quantity).toEqual(withToken ? { money: expect.any(String), lock_money: "0.00" } : null);
      expect(data.hit_notice).toEqual(expected.map((win) => ({ id: expect.any(Number), username: win.nickname, money: expect.any(String), issue: first.issue, ...win })));
    }
  });

  it("counts the distinct players polling a room in the last 10 s as its robot_num, never anyone else", async () => {
    const bob = await createPlayer(server, { balanceMinor: units(1000), username: "bobby" });
    const bobToken = await sessionFor(server, bob.id);
    const robots = async () => {
      const reply = await legacyPost(server, "Lottery/index", { game_id: GAME }, null);
      const plans = (reply.json.data as { gameList: { planList: { id: number; robot_num: number }[] }[] }).gameList[0]!.planList;
      return Object.fromEntries(plans.map((plan) => [plan.id, plan.robot_num]));
    };
    expect(await robots()).toEqual({ 11: 0, 12: 0, 13: 0 });
    await heartData();
    await heartData(); // the same player twice: one viewer
    await legacyPost(server, "lottery/heart", { game_id: GAME, plan_id: ROOM }, bobToken);
    await legacyPost(server, "lottery/heart", { game_id: GAME, plan_id: 12 }, bobToken);
    expect(await robots()).toEqual({ 11: 2, 12: 1, 13: 0 });
    server.clock.advance(10_001);
    expect(await robots()).toEqual({ 11: 0, 12: 0, 13: 0 });
  });

  it("reads no database per call: the handler none at all, the HTTP call at most one session lookup per 10 s", async () => {
    await heartData(); // the first call loads the player's balance
    const call: AuthenticatedCall = { services: server.services, params: { game_id: GAME, plan_id: ROOM }, lang: "tw", token, address: null, user: alice };
    const handler = liveRoutes["lottery/heart"]!;
    const input = readWith(handler.params!, call.params);
    if (!input.ok) throw new Error("heart's parameters refused");
    const direct = await counted(async () => {
      for (let i = 0; i < 100; i++) {
        server.clock.advance(100);
        const reply = await handler.handle(call as never, input.value as never);
        expect(reply.code).toBe(1);
      }
    });
    expect(direct).toEqual({ reads: 0, transactions: 0 });

    const overHttp = await counted(async () => {
      for (let i = 0; i < 100; i++) await heartData();
    });
    // The session cache confirms a token with the store at most once per SESSION_CACHE_MS; heart itself adds nothing.
    expect(overHttp.transactions).toBe(0);
    expect(overHttp.reads).toBeLessThanOrEqual(1);
  });
});
