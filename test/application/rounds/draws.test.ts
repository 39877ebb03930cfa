import { afterEach, beforeEach, expect, it } from "vitest";
import { drawHistory, recentDraws } from "../../../src/application/rounds/draws";
import { baseLabels, sumOf } from "../../../src/domain/betting/outcome";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { codeOf, FIRST_ROUND, GAME, playRounds, scene, unwrap, type Scene } from "../query-fixtures";

const DAY_MS = 86_400_000;

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  it("lists drawn rounds only, newest first, with digits, sum and labels", async () => {
    const played = await playRounds(s, 6);
    const draws = unwrap(await recentDraws(s.app.deps, GAME, 4));
    expect(draws.map((d) => d.issue)).toEqual(played.slice(2).reverse().map((r) => r.issue));
    for (const draw of draws) {
      const stored = (await store.read((tx) => tx.rounds.get(GAME, draw.issue)))!;
      expect(draw).toEqual({ issue: stored.issue, digits: stored.digits, sum: sumOf(stored.digits!), labels: baseLabels(sumOf(stored.digits!)), drawAtMs: stored.drawAtMs });
    }
    // The current (open) round is never among them.
    expect(unwrap(await recentDraws(s.app.deps, GAME, 50))).toHaveLength(6);
  });

  it("pages through the draws of a date range", async () => {
    const played = await playRounds(s, 5);
    const range = { fromMs: played[1]!.drawAtMs, toMs: played[4]!.drawAtMs + 1 };
    const first = unwrap(await drawHistory(s.app.deps, GAME, range, { page: 1, pageSize: 2 }));
    const second = unwrap(await drawHistory(s.app.deps, GAME, range, { page: 2, pageSize: 2 }));
    expect(first.items.map((d) => d.issue)).toEqual([played[4]!.issue, played[3]!.issue]);
    expect(first.hasMore).toBe(true);
    expect(second.items.map((d) => d.issue)).toEqual([played[2]!.issue, played[1]!.issue]);
    expect(second.hasMore).toBe(false);
  });

  it("refuses nonsense: a limit over 50, a reversed range, a page size over 100, an unknown game", async () => {
    const from = FIRST_ROUND.openAtMs;
    expect(codeOf(await recentDraws(s.app.deps, GAME, 51))).toBe("INVALID_INPUT");
    expect(codeOf(await recentDraws(s.app.deps, GAME, 0))).toBe("INVALID_INPUT");
    expect(codeOf(await drawHistory(s.app.deps, GAME, { fromMs: from, toMs: from - 1 }, { page: 1 }))).toBe("DATE_RANGE_REVERSED");
    expect(await drawHistory(s.app.deps, GAME, { fromMs: from, toMs: from + 367 * DAY_MS }, { page: 1 })).toMatchObject({ ok: true });
    expect(codeOf(await drawHistory(s.app.deps, GAME, { fromMs: from, toMs: from + DAY_MS }, { page: 1, pageSize: 101 }))).toBe("INVALID_INPUT");
    expect(codeOf(await drawHistory(s.app.deps, GAME, { fromMs: from, toMs: from + DAY_MS }, { page: 0 }))).toBe("INVALID_INPUT");
    expect(codeOf(await recentDraws(s.app.deps, 99, 4))).toBe("GAME_NOT_FOUND");
  });
});
