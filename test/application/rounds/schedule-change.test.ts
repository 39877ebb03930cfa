import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../../adapters/persistence/sqlite-store";
import { gamesOverview } from "../../../src/application/games/games-overview";
import { setSchedule } from "../../../src/application/rounds/set-schedule";
import { placeBet } from "../../../src/application/betting/place-bet";
import { currentRoundState } from "../../../src/application/rounds/round-state";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { refreshSchedule, scheduleOf } from "../../../src/application/rounds/schedule-book";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundsOfSalesDay as roundsUnder } from "../../../src/domain/rounds/schedule";
import { roundsOfSalesDay } from "../../../src/domain/rounds/schedule-versions";
import type { Store } from "../../../src/ports/store";
import { createPlayer, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

/** Taipei wall time on 2026-11-dd at hh:mm as an instant. */
const taipei = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute);
const GAME = 1;
const ROOM = 11;
const OPERATOR = 900;
const NEW_SCHEDULE = { salesWindow: "12:00-04:00", roundSeconds: 300, closeSeconds: 60 };

forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  let engine: RoundEngine;
  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store, { startMs: taipei(22, 15) });
    engine = new RoundEngine(app.deps, { chainLength: 1000 });
    await engine.tick();
  });
  afterEach(() => store.close());

  const at = async (ms: number) => {
    app.clock.set(ms);
    await engine.tick();
  };
  const stored = (issue: string) => store.read((tx) => tx.rounds.get(GAME, issue));
  const lengths = (round: { openAtMs: number; closeAtMs: number; drawAtMs: number } | null) =>
    round && { roundSeconds: (round.drawAtMs - round.openAtMs) / 1000, closeSeconds: (round.drawAtMs - round.closeAtMs) / 1000 };

  describe("a schedule change made in the middle of a sales day", () => {
    it("leaves the rest of today as it was and runs the next sales day on the new window and length", async () => {
      const today = roundsUnder(DEFAULT_SCHEDULE, "20261122");
      const player = await createPlayer(app, { balanceMinor: units(100) });
      const change = await setSchedule(app.deps, { operatorId: OPERATOR, ...NEW_SCHEDULE });
      expect(change).toEqual({
        ok: true,
        value: {
          salesWindow: "12:00-04:00",
          roundSeconds: 300,
          closeSeconds: 60,
          timeZone: "Asia/Taipei",
          roundsPerDay: 192,
          firstSalesDay: "20261123",
          effectiveFromMs: taipei(23, 12),
          firstIssue: "20261123001",
        },
      });

      // The console shows both: what runs now, and what comes with the next sales day.
      const overview = await gamesOverview(app.deps);
      expect(overview.scheduleInForce).toMatchObject({ salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 30 });
      expect(overview.pendingSchedules).toEqual([change.ok && change.value]);

      // Today's remaining rounds keep their numbers and times, and take bets as before.
      for (const round of today.filter((r) => r.openAtMs >= taipei(22, 15) && r.sequence % 40 === 0)) {
        await at(round.openAtMs);
        expect(await stored(round.issue)).toMatchObject({ issue: round.issue, openAtMs: round.openAtMs, closeAtMs: round.closeAtMs, drawAtMs: round.drawAtMs });
        const bet = await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(1) });
        expect(bet.ok).toBe(true);
      }
      const last = today.at(-1)!;
      expect(last.issue).toBe("20261122274");
      await at(last.openAtMs);
      expect(lengths(await stored(last.issue))).toEqual({ roundSeconds: 210, closeSeconds: 30 });

      // The engine prepares the next round ahead: the next sales day's first, on the new schedule.
      const first = await stored("20261123001");
      expect(first).toMatchObject({ openAtMs: taipei(23, 12), drawAtMs: taipei(23, 12, 5), closeAtMs: taipei(23, 12, 4) });

      // Between the old closing and the new opening nothing is sold.
      await at(taipei(23, 11));
      expect((await currentRoundState(app.deps, GAME)).ok && (await currentRoundState(app.deps, GAME))).toMatchObject({
        value: { current: null, nextOpening: { issue: "20261123001", openAtMs: taipei(23, 12) } },
      });

      await at(taipei(23, 12));
      const state = await currentRoundState(app.deps, GAME);
      expect(state.ok && state.value.current).toMatchObject({ issue: "20261123001", closeAtMs: taipei(23, 12, 4), drawAtMs: taipei(23, 12, 5) });
      const bet = await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: "20261123001", playTypes: [PLAY_TYPE.small], stakeMinor: units(1) });
      expect(bet.ok).toBe(true);
      // Betting closes a minute before the five-minute round's draw now.
      app.clock.set(taipei(23, 12, 4));
      expect(await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: "20261123001", playTypes: [PLAY_TYPE.small], stakeMinor: units(1) })).toMatchObject({ ok: false, error: { code: "ROUND_CLOSED" } });

      await at(taipei(24, 3, 55));
      expect(await stored("20261123192")).toMatchObject({ openAtMs: taipei(24, 3, 55), drawAtMs: taipei(24, 4) });
      expect(roundsOfSalesDay(scheduleOf(app.deps), "20261123")).toHaveLength(192);
      expect((await gamesOverview(app.deps)).pendingSchedules).toEqual([]);
      expect((await gamesOverview(app.deps)).scheduleInForce).toMatchObject({ salesWindow: "12:00-04:00", roundSeconds: 300, closeSeconds: 60 });
    });

    it("writes an audit line with what was in force and what comes, and a repeated request id changes nothing", async () => {
      const first = await setSchedule(app.deps, { operatorId: OPERATOR, requestId: "sched-1", ...NEW_SCHEDULE });
      const again = await setSchedule(app.deps, { operatorId: OPERATOR, requestId: "sched-1", ...NEW_SCHEDULE });
      expect(again).toEqual(first);
      const lines = await store.read((tx) => tx.audit.list({ operatorId: null, action: "schedule.set", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        operatorId: OPERATOR,
        target: { type: "setting", id: "schedule" },
        before: { salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 30, pending: null },
        after: { salesWindow: "12:00-04:00", roundSeconds: 300, closeSeconds: 60, firstSalesDay: "20261123", effectiveFromMs: taipei(23, 12) },
      });
      expect(await store.read((tx) => tx.scheduleVersions.list())).toHaveLength(1);
    });

    it("a second change the same day replaces the pending one", async () => {
      await setSchedule(app.deps, { operatorId: OPERATOR, ...NEW_SCHEDULE });
      app.clock.set(taipei(22, 16));
      const second = await setSchedule(app.deps, { operatorId: OPERATOR, salesWindow: "09:00-01:00", roundSeconds: 180, closeSeconds: 20 });
      expect(second).toMatchObject({ ok: true, value: { firstSalesDay: "20261123", effectiveFromMs: taipei(23, 9) } });
      expect((await store.read((tx) => tx.scheduleVersions.list())).map((v) => v.config.roundSeconds)).toEqual([180]);
      const lines = await store.read((tx) => tx.audit.list({ operatorId: null, action: "schedule.set", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
      expect(lines[0]!.before).toMatchObject({ pending: [{ salesWindow: "12:00-04:00", firstSalesDay: "20261123" }] });
    });

    it("a refused schedule changes nothing", async () => {
      expect(await setSchedule(app.deps, { operatorId: OPERATOR, salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 205 })).toEqual({
        ok: false,
        error: { code: "SCHEDULE_CLOSE_INVALID", params: { min: 5, max: 200 } },
      });
      expect(await store.read((tx) => tx.scheduleVersions.list())).toEqual([]);
      expect(await store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: null, targetId: null }, { offset: 0, limit: 10 }))).toEqual([]);
    });
  });
});

describe("several servers on one database", () => {
  let dir: string;
  let stores: Store[];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "schedule-"));
    stores = [];
  });
  afterEach(async () => {
    for (const store of stores) await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("another server runs the change once its round engine has ticked", async () => {
    const file = join(dir, "lottery.sqlite");
    stores.push(await openSqliteStore({ file }), await openSqliteStore({ file }));
    const a = await testApp(stores[0]!, { startMs: taipei(22, 15) });
    const b = await testApp(stores[1]!, { startMs: taipei(22, 15), games: false });
    expect((await setSchedule(a.deps, { operatorId: OPERATOR, ...NEW_SCHEDULE })).ok).toBe(true);
    expect(roundsOfSalesDay(scheduleOf(a.deps), "20261123")).toHaveLength(192);
    // Server b has not read it yet; its next tick does (so does refreshSchedule at start-up).
    expect(roundsOfSalesDay(scheduleOf(b.deps), "20261123")).toHaveLength(274);
    await new RoundEngine(b.deps, { chainLength: 100 }).refreshSchedule();
    expect(roundsOfSalesDay(scheduleOf(b.deps), "20261123")).toHaveLength(192);
    expect(await refreshSchedule(b.deps)).toBe(scheduleOf(b.deps));
  });
});
