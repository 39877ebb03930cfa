import { expect, it } from "vitest";
import { gameCatalogue, roomOdds } from "../../../src/application/games/game-catalogue";
import { units } from "../../../src/domain/money";
import { forEachStore } from "../../support/stores";
import { codeOf, unwrap } from "../query-fixtures";
import { appPerTest } from "../../support/app-per-test";

forEachStore((_name, open) => {
  const t = appPerTest(open);

  it("lists the games in the operator's order, each with its rooms and whether it is on sale", async () => {
    // Reorder and discontinue one game: the list follows sortOrder, not ids.
    await t.store.transaction((tx) => tx.games.upsert({ id: 4, name: "Australia", onSale: false, sortOrder: 0 }));
    const { games } = await gameCatalogue(t.app.deps);
    expect(games.map((g) => [g.id, g.name, g.onSale])).toEqual([
      [4, "Australia", false],
      [1, "Singapore", true],
      [2, "New Zealand", true],
      [3, "Kuala Lumpur", true],
    ]);
    expect(games[1]!.rooms).toEqual([
      { id: 11, gameId: 1, title: "Beginner", tier: 0, joinLimitMinor: units(10), minStakeMinor: units(1), maxStakeMinor: units(5_000) },
      { id: 12, gameId: 1, title: "Advanced", tier: 1, joinLimitMinor: units(1_000), minStakeMinor: units(5), maxStakeMinor: units(50_000) },
      { id: 13, gameId: 1, title: "VIP", tier: 2, joinLimitMinor: units(10_000), minStakeMinor: units(50), maxStakeMinor: units(500_000) },
    ]);
  });

  it("gives a room's odds: the ten range play types as base, the 28 numbers apart, with their RTP", async () => {
    const odds = unwrap(await roomOdds(t.app.deps, 22));
    expect(odds.room).toMatchObject({ id: 22, title: "Advanced" });
    expect(odds.game).toEqual({ id: 2, name: "New Zealand", onSale: true });
    expect(odds.base.map((e) => [e.playType, e.key, e.oddsHundredths])).toEqual([
      [1, "big", 194],
      [2, "small", 194],
      [3, "single", 194],
      [4, "double", 194],
      [11, "big_single", 419],
      [12, "big_double", 360],
      [13, "small_single", 360],
      [14, "small_double", 419],
      [21, "extreme_small", 1732],
      [22, "extreme_big", 1732],
    ]);
    expect(odds.numbers.map((e) => e.playType)).toEqual(Array.from({ length: 28 }, (_, n) => 100 + n));
    expect(odds.numbers.map((e) => e.number)).toEqual(Array.from({ length: 28 }, (_, n) => n));
    expect(odds.base[0]!.theoreticalRtp).toBeCloseTo(0.97, 10);
    // Every default odds pays back at most the configured 97%, and not much less.
    for (const entry of [...odds.base, ...odds.numbers]) {
      expect(entry.theoreticalRtp).toBeGreaterThan(0.95);
      expect(entry.theoreticalRtp).toBeLessThanOrEqual(0.97);
    }
  });

  it("shows an operator's odds change", async () => {
    await t.store.transaction((tx) => tx.games.setOdds([{ roomId: 11, playType: 1, oddsHundredths: 150 }]));
    const odds = unwrap(await roomOdds(t.app.deps, 11));
    expect(odds.base[0]).toMatchObject({ playType: 1, oddsHundredths: 150, theoreticalRtp: 0.75 });
  });

  it("refuses an unknown room", async () => {
    expect(codeOf(await roomOdds(t.app.deps, 999))).toBe("ROOM_NOT_FOUND");
  });
});
