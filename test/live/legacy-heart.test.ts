import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MemoryLiveRooms } from "../../adapters/live/memory-live-rooms";
import { liveRoutes } from "../../adapters/legacy/routes/lottery-live";
import type { AuthenticatedCall } from "../../adapters/legacy/route";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/place-bet";
import { units } from "../../src/domain/money";
import { baseLabels, PLAY_TYPE, sumOf } from "../../src/domain/outcome";
import { sumLabels } from "../../adapters/legacy/routes/play-labels";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/schedule";
import type { User } from "../../src/domain/user";
import type { Store } from "../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { legacyPost, sessionFor, testServer, type TestServer } from "../support/server";

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
    dialect: store.dialect,
    close: () => store.close(),
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
  };
}

async function counted(body: () => Promise<void>): Promise<Counter> {
  const counter: Counter = { reads: 0, transactions: 0 };
  await counting.run(counter, body);
  return counter;
}

interface Heart {
  game_status: number;
  issue: { issue: string; openTime1: number; whether_close: boolean; open_time: number; close_time: number };
  last_issue: { issue: string; site_1: number; site_2: number; site_3: number; code: number; base: string[]; join: string } | null;
  user_quantity: { money: string; lock_money: string };
  message: { id: number; username: string; play_type: number; money: string; issue: string; time: number }[];
  hit_notice: { username: string; money: string; issue: string; play_type: number }[];
}

describe("legacy lottery/heart", () => {
  let server: TestServer;
  let alice: User;
  let token: string;

  beforeEach(async () => {
    server = await testServer(countingStore(await openSqliteStore({ file: ":memory:" })));
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
      issue: { issue: first.issue, openTime1: 210, whether_close: false, open_time: first.openAtMs / 1000, close_time: first.closeAtMs / 1000 },
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
    expect(data.message).toEqual([
      { id: expect.any(Number), username: "a***e", play_type: PLAY_TYPE.big, money: "10.00", issue: first.issue, time: (first.openAtMs + 5_000) / 1000 },
      { id: expect.any(Number), username: "b***y", play_type: PLAY_TYPE.small, money: "25.00", issue: first.issue, time: (first.openAtMs + 5_000) / 1000 },
    ]);
    expect((await heartData({ game_id: GAME, plan_id: 12 })).message).toEqual([]);

    await server.advanceTo(first.closeAtMs);
    await server.advanceTo(first.drawAtMs);
    const round = await server.deps.store.read((tx) => tx.rounds.get(GAME, first.issue));
    const [d1, d2, d3] = round!.digits!;
    const sum = sumOf(round!.digits!);
    await vi.waitFor(() => expect((server.services.live as MemoryLiveRooms).snapshot(GAME)!.recentWins).toHaveLength(1));
    data = await heartData();
    // Labels in the caller's language (tw here), the same vocabulary as issueList.
    const labels = sumLabels(sum, "tw");
    expect(data.last_issue).toEqual({ issue: first.issue, site_1: d1, site_2: d2, site_3: d3, code: sum, base: [...labels.base], join: labels.join });
    expect(labels.base[0]).toBe(baseLabels(sum)[0] === "big" ? "大" : "小");
    expect(data.message).toEqual([]); // a new round
    const aliceWon = sum >= 14;
    expect(data.hit_notice).toEqual([
      aliceWon
        ? { username: "a***e", money: "19.40", issue: first.issue, play_type: PLAY_TYPE.big }
        : { username: "b***y", money: "48.50", issue: first.issue, play_type: PLAY_TYPE.small },
    ]);
    expect(data.user_quantity.money).toBe(aliceWon ? "1009.40" : "990.00");
  });

  it("says game_status 0 for a discontinued game, GAME_NOT_FOUND for an unknown one, and wants a session", async () => {
    await server.deps.store.transaction((tx) => tx.games.upsert({ id: 4, name: "Australia", onSale: false, sortOrder: 4 }));
    await (server.services.live as MemoryLiveRooms).refreshGames();
    const off = await heartData({ game_id: 4, plan_id: 41 });
    expect(off.game_status).toBe(0);
    expect(off.issue.whether_close).toBe(true);
    expect((await heartData({ game_id: 2, plan_id: 21 })).game_status).toBe(1);

    expect(await heart({ game_id: 99 })).toMatchObject({ code: 0, msg: "此遊戲不存在", data: null });
    expect(await heart({ game_id: 99, lang: "en" })).toMatchObject({ code: 0, msg: "This game does not exist" });
    expect(await heart({ plan_id: ROOM })).toMatchObject({ code: 0 });
    const anonymous = await legacyPost(server, "lottery/heart", { game_id: GAME }, null);
    expect(anonymous).toMatchObject({ status: 401, json: { code: 401 } });
  });

  it("reads no database per call: the handler none at all, the HTTP call at most one session lookup per 10 s", async () => {
    await heartData(); // the first call loads the player's balance
    const call: AuthenticatedCall = { services: server.services, params: { game_id: GAME, plan_id: ROOM }, lang: "tw", token, address: null, user: alice };
    const handler = liveRoutes["lottery/heart"]!;
    const direct = await counted(async () => {
      for (let i = 0; i < 100; i++) {
        server.clock.advance(100);
        const reply = await handler.handle(call as never);
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
