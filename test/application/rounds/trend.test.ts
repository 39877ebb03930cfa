import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { candles, trendFlags, trendTable } from "../../../src/application/rounds/trend";
import { sumOf } from "../../../src/domain/betting/outcome";
import type { Digits } from "../../../src/domain/rounds/round";
import type { Store } from "../../../src/ports/store";
import { testApp } from "../../support/app";
import { forEachStore } from "../../support/stores";
import { codeOf, FIRST_ROUND, GAME, playRounds, ROUND_MS, scene, unwrap, type Scene } from "../query-fixtures";

/** SPEC.md section 5, written out independently of the play-type table. */
const SPEC_RANGES = {
  big: (s: number) => s >= 14 && s <= 27,
  small: (s: number) => s >= 0 && s <= 13,
  single: (s: number) => s % 2 === 1,
  double: (s: number) => s % 2 === 0,
  bigSingle: (s: number) => s >= 15 && s <= 27 && s % 2 === 1,
  smallSingle: (s: number) => s >= 1 && s <= 13 && s % 2 === 1,
  bigDouble: (s: number) => s >= 14 && s <= 26 && s % 2 === 0,
  smallDouble: (s: number) => s >= 0 && s <= 12 && s % 2 === 0,
};

describe("trend flags", () => {
  it("match SPEC section 5 at the edges of every range", () => {
    expect(trendFlags(13)).toEqual({ big: false, small: true, single: true, double: false, bigSingle: false, smallSingle: true, bigDouble: false, smallDouble: false });
    expect(trendFlags(14)).toEqual({ big: true, small: false, single: false, double: true, bigSingle: false, smallSingle: false, bigDouble: true, smallDouble: false });
    expect(trendFlags(0)).toMatchObject({ small: true, double: true, smallDouble: true, smallSingle: false });
    expect(trendFlags(27)).toMatchObject({ big: true, single: true, bigSingle: true, bigDouble: false });
    expect(trendFlags(12)).toMatchObject({ smallDouble: true, bigDouble: false });
    expect(trendFlags(15)).toMatchObject({ bigSingle: true, smallSingle: false });
  });

  it("match SPEC section 5 for every sum 0-27", () => {
    for (let sum = 0; sum <= 27; sum++) {
      const expected = Object.fromEntries(Object.entries(SPEC_RANGES).map(([column, wins]) => [column, wins(sum)]));
      expect(trendFlags(sum), `sum ${sum}`).toEqual(expected);
    }
  });
});

forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  describe("trendTable", () => {
    let s: Scene;
    beforeEach(async () => {
      s = await scene(store);
    });

    it("lists the day's drawn rounds in draw order with flags and per-column counts", async () => {
      const played = await playRounds(s, 8);
      const table = unwrap(await trendTable(s.app.deps, GAME, "20261122"));
      expect(table.rows.map((r) => r.issue)).toEqual(played.map((r) => r.issue));
      for (const row of table.rows) {
        const stored = (await store.read((tx) => tx.rounds.get(GAME, row.issue)))!;
        expect(row.digits).toEqual(stored.digits);
        expect(row.sum).toBe(sumOf(stored.digits!));
        for (const [column, wins] of Object.entries(SPEC_RANGES)) expect(row.flags[column as keyof typeof SPEC_RANGES]).toBe(wins(row.sum));
      }
      for (const column of Object.keys(SPEC_RANGES) as (keyof typeof SPEC_RANGES)[]) {
        expect(table.counts[column]).toBe(table.rows.filter((r) => SPEC_RANGES[column](r.sum)).length);
      }
      expect(table.counts.big + table.counts.small).toBe(8);
    });

    it("is empty for a day without draws and refuses a string that is not a date", async () => {
      await playRounds(s, 2);
      expect(unwrap(await trendTable(s.app.deps, GAME, "20261121")).rows).toEqual([]);
      expect(codeOf(await trendTable(s.app.deps, GAME, "20261131"))).toBe("INVALID_INPUT");
      expect(codeOf(await trendTable(s.app.deps, GAME, "2026-11-22"))).toBe("INVALID_INPUT");
      expect(codeOf(await trendTable(s.app.deps, 99, "20261122"))).toBe("GAME_NOT_FOUND");
    });

    it("draws real rounds as candles that open at the previous close", async () => {
      await playRounds(s, 6);
      const all = unwrap(await candles(s.app.deps, GAME, 500));
      expect(all).toHaveLength(6);
      expect(all[0]!.open).toBe(all[0]!.close);
      for (let i = 1; i < all.length; i++) expect(all[i]!.open).toBe(all[i - 1]!.close);
      const last3 = unwrap(await candles(s.app.deps, GAME, 3));
      expect(last3).toEqual(all.slice(3));
      expect(codeOf(await candles(s.app.deps, GAME, 501))).toBe("INVALID_INPUT");
    });
  });

  describe("candles", () => {
    /** Rounds with chosen digits (a store fixture: the engine's draws cannot be chosen). */
    async function drawnRounds(digits: Digits[]): Promise<void> {
      await store.transaction(async (tx) => {
        const chain = await tx.seedChains.create({ gameId: GAME, sealedTop: "00".repeat(32), length: 100, anchor: "11".repeat(32), createdAtMs: 0 });
        for (const [i, d] of digits.entries()) {
          const openAtMs = FIRST_ROUND.openAtMs + i * ROUND_MS;
          const issue = `20261122${String(i + 1).padStart(3, "0")}`;
          await tx.rounds.create({ gameId: GAME, issue, openAtMs, closeAtMs: openAtMs + ROUND_MS - 30_000, drawAtMs: openAtMs + ROUND_MS, status: "open", chainId: chain.id, chainIndex: i + 1, commitment: "22".repeat(32), revealedSeed: null, digits: null, drawScheme: 2, betsRoot: null, voided: null });
          await tx.rounds.advance(GAME, issue, "open", "closed");
          await tx.rounds.advance(GAME, issue, "closed", "drawn", { digits: d, revealedSeed: "33".repeat(32) });
        }
      });
    }

    it("go long when the sum rises, short when it falls, flat when it stays; high and low span open and close", async () => {
      const app = await testApp(store);
      await drawnRounds([[1, 4, 5], [5, 5, 5], [9, 0, 6], [0, 1, 2]]); // sums 10, 15, 15, 3
      const chart = unwrap(await candles(app.deps, GAME, 10));
      expect(chart.map((c) => [c.open, c.close, c.high, c.low, c.direction])).toEqual([
        [10, 10, 10, 10, "flat"],
        [10, 15, 15, 10, "long"],
        [15, 15, 15, 15, "flat"],
        [15, 3, 15, 3, "short"],
      ]);
      expect(chart.map((c) => c.labels)).toEqual([["small", "double"], ["big", "single"], ["big", "single"], ["small", "single"]]);
      // A window that leaves the first round out still opens at its sum.
      expect(unwrap(await candles(app.deps, GAME, 3))[0]).toMatchObject({ issue: "20261122002", open: 10, close: 15, direction: "long" });
    });
  });
});
