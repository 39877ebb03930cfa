import { afterEach, beforeEach, expect, it } from "vitest";
import { currentRoundState } from "../../../src/application/rounds/round-state";
import { baseLabels, sumOf } from "../../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundsOfSalesDay } from "../../../src/domain/rounds/schedule";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { codeOf, finishRound, FIRST_ROUND, GAME, scene, unwrap, type Scene } from "../query-fixtures";

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  it("describes the open round: times, not closed, its public commitment, the next opening", async () => {
    s.app.clock.set(FIRST_ROUND.openAtMs + 10_000);
    const state = unwrap(await currentRoundState(s.app.deps, GAME));
    const stored = (await store.read((tx) => tx.rounds.get(GAME, FIRST_ROUND.issue)))!;
    expect(state).toEqual({
      game: { id: 1, name: "Singapore", onSale: true },
      nowMs: FIRST_ROUND.openAtMs + 10_000,
      current: {
        issue: "20261122001",
        openAtMs: FIRST_ROUND.openAtMs,
        closeAtMs: FIRST_ROUND.closeAtMs,
        drawAtMs: FIRST_ROUND.drawAtMs,
        closed: false,
        status: "open",
        commitment: stored.commitment,
      },
      nextOpening: { issue: "20261122002", openAtMs: FIRST_ROUND.drawAtMs },
      lastDrawn: null,
    });
  });

  it("is closed from the close instant on, and shows the last draw once a round is drawn", async () => {
    s.app.clock.set(FIRST_ROUND.closeAtMs - 1);
    expect(unwrap(await currentRoundState(s.app.deps, GAME)).current!.closed).toBe(false);
    s.app.clock.set(FIRST_ROUND.closeAtMs);
    expect(unwrap(await currentRoundState(s.app.deps, GAME)).current!.closed).toBe(true);

    const first = await finishRound(s);
    const state = unwrap(await currentRoundState(s.app.deps, GAME));
    const drawn = (await store.read((tx) => tx.rounds.get(GAME, first.issue)))!;
    const sum = sumOf(drawn.digits!);
    expect(state.lastDrawn).toEqual({ issue: first.issue, digits: drawn.digits, sum, labels: baseLabels(sum), drawAtMs: first.drawAtMs });
    expect(state.current).toMatchObject({ issue: "20261122002", closed: false });
  });

  it("hides the commitment of a round that has not opened (it is the previous round's seed)", async () => {
    // The engine created round 002 ahead of time; at 001's opening it is not yet public.
    s.app.clock.set(FIRST_ROUND.openAtMs);
    const next = (await store.read((tx) => tx.rounds.get(GAME, "20261122002")))!;
    const state = unwrap(await currentRoundState(s.app.deps, GAME));
    expect(JSON.stringify(state)).not.toContain(next.commitment);
  });

  it("shows the next round's commitment once its predecessor has closed, drawn or not yet drawn", async () => {
    // 001 closed, and 002 opened at 001's draw instant, before the engine has drawn 001: no drawn round yet.
    s.app.clock.set(FIRST_ROUND.closeAtMs);
    await s.engine.tick();
    s.app.clock.set(FIRST_ROUND.drawAtMs);
    const second = (await store.read((tx) => tx.rounds.get(GAME, "20261122002")))!;
    const beforeDraw = unwrap(await currentRoundState(s.app.deps, GAME));
    expect(beforeDraw.lastDrawn).toBeNull();
    expect(beforeDraw.current).toMatchObject({ issue: "20261122002", commitment: second.commitment });

    // Drawn: 001 is the newest drawn round and the one before 002 in the chain.
    await s.engine.tick();
    const afterDraw = unwrap(await currentRoundState(s.app.deps, GAME));
    expect(afterDraw.lastDrawn?.issue).toBe(FIRST_ROUND.issue);
    expect(afterDraw.current).toMatchObject({ issue: "20261122002", commitment: second.commitment });
  });

  it("has no current round outside the sales window, and names the next day's first round", async () => {
    const day = roundsOfSalesDay(DEFAULT_SCHEDULE, "20261122");
    s.app.clock.set(day[day.length - 1]!.drawAtMs + 60_000); // after the last round of the night
    const state = unwrap(await currentRoundState(s.app.deps, GAME));
    expect(state.current).toBeNull();
    expect(state.nextOpening.issue).toBe("20261123001");
  });

  it("says a discontinued game is off sale, and refuses an unknown game", async () => {
    await store.transaction((tx) => tx.games.upsert({ id: 1, name: "Singapore", onSale: false, sortOrder: 1 }));
    expect(unwrap(await currentRoundState(s.app.deps, GAME)).game.onSale).toBe(false);
    expect(codeOf(await currentRoundState(s.app.deps, 99))).toBe("GAME_NOT_FOUND");
  });
});
