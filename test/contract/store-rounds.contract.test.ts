import type { Store } from "../../src/ports/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { game, room, round, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** The persistence contract, games, rooms, seed chains and rounds: the same expectations for every Store adapter; each test gets a fresh, empty, migrated store. */
forEachStore((name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  describe("games and rooms", () => {
    it("upserts games and lists them in sort order", async () => {
      await store.transaction(async (tx) => {
        await tx.games.upsert(game({ id: 2, name: "B", sortOrder: 1 }));
        await tx.games.upsert(game({ id: 1, name: "A", sortOrder: 2 }));
        await tx.games.upsert(game({ id: 2, name: "B2", sortOrder: 3, onSale: false }));
      });
      await store.read(async (tx) => {
        // Games read back carry their exposure cap too (none set here).
        expect(await tx.games.list()).toMatchObject([game({ id: 1, name: "A", sortOrder: 2 }), game({ id: 2, name: "B2", sortOrder: 3, onSale: false })]);
        expect(await tx.games.byId(2)).toMatchObject(game({ id: 2, name: "B2", sortOrder: 3, onSale: false }));
        expect(await tx.games.byId(3)).toBeNull();
      });
    });

    it("assigns room ids, keeps given ones, and never collides after an explicit id", async () => {
      await store.transaction((tx) => tx.games.upsert(game()));
      const first = await store.transaction((tx) => tx.games.upsertRoom(room({ title: "auto" })));
      expect(first).toBeGreaterThan(0);
      expect(await store.transaction((tx) => tx.games.upsertRoom(room({ id: 50, title: "given" })))).toBe(50);
      const next = await store.transaction((tx) => tx.games.upsertRoom(room({ title: "auto 2" })));
      expect(next).not.toBe(first);
      expect(next).not.toBe(50);
      expect(await store.transaction((tx) => tx.games.upsertRoom(room({ id: 50, title: "renamed", maxStakeMinor: 7 })))).toBe(50);
      await store.read(async (tx) => {
        expect(await tx.games.roomById(50)).toMatchObject(room({ id: 50, title: "renamed", maxStakeMinor: 7 }));
        expect(await tx.games.roomById(999)).toBeNull();
        expect((await tx.games.rooms(1)).map((r) => r.title).sort()).toEqual(["auto", "auto 2", "renamed"]);
        expect(await tx.games.rooms(2)).toEqual([]);
      });
    });

    it("sets and replaces the odds of a room", async () => {
      const roomId = await store.transaction(async (tx) => {
        await tx.games.upsert(game());
        return tx.games.upsertRoom(room());
      });
      await store.transaction((tx) =>
        tx.games.setOdds([
          { roomId, playType: 2, oddsHundredths: 194 },
          { roomId, playType: 1, oddsHundredths: 200 },
        ]),
      );
      await store.transaction((tx) => tx.games.setOdds([{ roomId, playType: 2, oddsHundredths: 190 }]));
      await store.transaction((tx) => tx.games.setOdds([]));
      expect(await store.read((tx) => tx.games.odds(roomId))).toEqual([
        { roomId, playType: 1, oddsHundredths: 200 },
        { roomId, playType: 2, oddsHundredths: 190 },
      ]);
    });
  });

  describe("seed chains and rounds", () => {
    let chainId: number;
    beforeEach(async () => {
      chainId = await store.transaction(async (tx) => {
        await tx.games.upsert(game());
        return (await tx.seedChains.create({ gameId: 1, sealedTop: "aa", length: 10, anchor: "bb", createdAtMs: T0 })).id;
      });
    });

    it("stores seed chains and answers the newest as current", async () => {
      const second = await store.transaction((tx) => tx.seedChains.create({ gameId: 1, sealedTop: "cc", length: 20, anchor: "dd", createdAtMs: T0 + 1 }));
      expect(second).toEqual({ id: expect.any(Number), gameId: 1, sealedTop: "cc", length: 20, anchor: "dd", createdAtMs: T0 + 1 });
      await store.read(async (tx) => {
        expect(await tx.seedChains.current(1)).toEqual(second);
        expect((await tx.seedChains.byId(chainId))?.sealedTop).toBe("aa");
        expect(await tx.seedChains.byId(second.id + 100)).toBeNull();
        expect(await tx.seedChains.current(2)).toBeNull();
      });
    });

    it("creates a round once and reads it back", async () => {
      const r = round({ chainId });
      expect(await store.transaction((tx) => tx.rounds.create(r))).toBe(true);
      expect(await store.transaction((tx) => tx.rounds.create({ ...r, commitment: "other" }))).toBe(false);
      expect(await store.read((tx) => tx.rounds.get(1, r.issue))).toEqual(r);
      expect(await store.read((tx) => tx.rounds.get(1, "nope"))).toBeNull();
    });

    it("advances a round step by step, each step exactly once", async () => {
      const r = round({ chainId });
      await store.transaction((tx) => tx.rounds.create(r));
      const advance = (from: "open" | "closed" | "drawn", to: "closed" | "drawn" | "settled", draw?: { digits: [number, number, number]; revealedSeed: string }) =>
        store.transaction((tx) => tx.rounds.advance(1, r.issue, from, to, draw));
      const draw = { digits: [3, 0, 9] as [number, number, number], revealedSeed: "seed" };
      expect(await advance("open", "closed")).toBe(true);
      expect(await advance("open", "closed")).toBe(false);
      expect(await advance("closed", "drawn", draw)).toBe(true);
      expect(await advance("closed", "drawn", draw)).toBe(false);
      expect(await store.read((tx) => tx.rounds.get(1, r.issue))).toEqual({ ...r, status: "drawn", digits: [3, 0, 9], revealedSeed: "seed" });
      expect(await advance("drawn", "settled")).toBe(true);
      expect(await advance("drawn", "settled")).toBe(false);
      expect(await store.transaction((tx) => tx.rounds.advance(1, "missing", "open", "closed"))).toBe(false);
      await expect(store.transaction((tx) => tx.rounds.advance(1, r.issue, "open", "drawn", draw))).rejects.toThrow(RangeError);
      await expect(store.transaction((tx) => tx.rounds.advance(1, r.issue, "closed", "drawn"))).rejects.toThrow(RangeError);
    });

    it("lists unfinished rounds oldest first, recent rounds newest first, drawn rounds by draw time", async () => {
      await store.transaction(async (tx) => {
        for (let i = 1; i <= 5; i++) {
          const at = T0 + i * 60_000;
          await tx.rounds.create(round({ chainId, issue: `I${i}`, chainIndex: i, openAtMs: at, closeAtMs: at + 50_000, drawAtMs: at + 60_000 }));
        }
        const draw = { digits: [1, 2, 3] as const, revealedSeed: "s" };
        for (const issue of ["I1", "I2", "I3"]) {
          await tx.rounds.advance(1, issue, "open", "closed");
          await tx.rounds.advance(1, issue, "closed", "drawn", draw);
        }
        await tx.rounds.advance(1, "I1", "drawn", "settled");
        await tx.rounds.advance(1, "I2", "drawn", "settled");
        await tx.rounds.advance(1, "I4", "open", "closed");
      });
      await store.read(async (tx) => {
        expect((await tx.rounds.unfinished(1)).map((r) => r.issue)).toEqual(["I3", "I4", "I5"]);
        expect((await tx.rounds.recent(1, 2)).map((r) => r.issue)).toEqual(["I5", "I4"]);
        expect(await tx.rounds.recent(2, 2)).toEqual([]);
        const all = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
        expect((await tx.rounds.drawnBetween(1, all, { offset: 0, limit: 10 })).map((r) => r.issue)).toEqual(["I3", "I2", "I1"]);
        expect((await tx.rounds.drawnBetween(1, all, { offset: 1, limit: 1 })).map((r) => r.issue)).toEqual(["I2"]);
        // Half-open: I1 draws at T0 + 120000, I3 at T0 + 240000.
        const range = { fromMs: T0 + 120_000, toMs: T0 + 240_000 };
        expect((await tx.rounds.drawnBetween(1, range, { offset: 0, limit: 10 })).map((r) => r.issue)).toEqual(["I2", "I1"]);
        expect((await tx.rounds.latest(1))?.issue).toBe("I5");
        expect(await tx.rounds.latest(2)).toBeNull();
      });
    });

    it("answers as latest the last round of the newest chain", async () => {
      const newer = await store.transaction(async (tx) => {
        await tx.rounds.create(round({ chainId, issue: "old", chainIndex: 900 }));
        const chain = await tx.seedChains.create({ gameId: 1, sealedTop: "x", length: 10, anchor: "y", createdAtMs: T0 });
        await tx.rounds.create(round({ chainId: chain.id, issue: "new1", chainIndex: 1, openAtMs: T0 + 1 }));
        await tx.rounds.create(round({ chainId: chain.id, issue: "new2", chainIndex: 2, openAtMs: T0 + 2 }));
        return chain.id;
      });
      expect(await store.read((tx) => tx.rounds.latest(1))).toMatchObject({ issue: "new2", chainId: newer, chainIndex: 2 });
    });
  });
});
