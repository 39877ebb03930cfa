import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "../../src/ports/store";
import { createUser, room, seedGame, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of the room chat. Same rules as store.contract.test.ts:
 * every store, a fresh empty store per test.
 */
forEachStore((_name, open) => {
  let store: Store;
  let roomId: number;
  let otherRoomId: number;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    store = await open();
    ({ roomId, otherRoomId, alice, bob } = await store.transaction(async (tx) => {
      const seeded = await seedGame(tx);
      const other = await tx.games.upsertRoom(room({ title: "Advanced" }));
      return { roomId: seeded.roomId, otherRoomId: other, alice: (await createUser(tx, { username: "alice" })).id, bob: (await createUser(tx, { username: "bob" })).id };
    }));
  });
  afterEach(() => store.close());

  const post = (userId: number, atMs: number, text = `line at ${atMs}`, inRoom = roomId) =>
    store.transaction((tx) => tx.chat.post({ roomId: inRoom, userId, text, createdAtMs: atMs }));

  describe("post", () => {
    it("stores a line with a new id and answers it as stored, any text included", async () => {
      const first = await post(alice, T0, "你好 😀 'quoted' \"double\" -- ; drop table x");
      const second = await post(bob, T0 + 1);
      expect(first).toEqual({ id: first.id, roomId, userId: alice, text: "你好 😀 'quoted' \"double\" -- ; drop table x", createdAtMs: T0 });
      expect(second.id).toBeGreaterThan(first.id);
      expect(await store.read((tx) => tx.chat.recent(roomId, 10))).toEqual([first, second]);
    });

    it("is rolled back with its transaction", async () => {
      await expect(
        store.transaction(async (tx) => {
          await tx.chat.post({ roomId, userId: alice, text: "gone", createdAtMs: T0 });
          throw new Error("abort");
        }),
      ).rejects.toThrow("abort");
      expect(await store.read((tx) => tx.chat.recent(roomId, 10))).toEqual([]);
      expect(await store.read((tx) => tx.chat.lastAt(alice))).toBeNull();
    });
  });

  describe("recent", () => {
    it("answers the room's latest lines, newest last, at most limit, other rooms left out", async () => {
      const lines = [];
      for (let i = 0; i < 6; i++) lines.push(await post(i % 2 === 0 ? alice : bob, T0 + i * 1000));
      await post(alice, T0 + 10_000, "elsewhere", otherRoomId);
      expect(await store.read((tx) => tx.chat.recent(roomId, 3))).toEqual(lines.slice(3));
      expect(await store.read((tx) => tx.chat.recent(roomId, 100))).toEqual(lines);
      expect(await store.read((tx) => tx.chat.recent(roomId, 0))).toEqual([]);
      expect((await store.read((tx) => tx.chat.recent(otherRoomId, 10))).map((m) => m.text)).toEqual(["elsewhere"]);
      expect(await store.read((tx) => tx.chat.recent(9999, 10))).toEqual([]);
    });

    it("orders by posting (id), even when two lines share a time", async () => {
      const a = await post(alice, T0, "a");
      const b = await post(bob, T0, "b");
      expect((await store.read((tx) => tx.chat.recent(roomId, 2))).map((m) => m.id)).toEqual([a.id, b.id]);
    });
  });

  describe("countSince and lastAt", () => {
    it("count a user's lines at or after a time, in every room, and know the latest", async () => {
      expect(await store.read((tx) => tx.chat.countSince(alice, 0))).toBe(0);
      expect(await store.read((tx) => tx.chat.lastAt(alice))).toBeNull();
      await post(alice, T0);
      await post(alice, T0 + 5_000, "x", otherRoomId);
      await post(alice, T0 + 20_000);
      await post(bob, T0 + 30_000);
      const count = (userId: number, sinceMs: number) => store.read((tx) => tx.chat.countSince(userId, sinceMs));
      expect(await count(alice, T0)).toBe(3);
      expect(await count(alice, T0 + 1)).toBe(2);
      expect(await count(alice, T0 + 5_000)).toBe(2);
      expect(await count(alice, T0 + 20_001)).toBe(0);
      expect(await count(bob, T0)).toBe(1);
      expect(await store.read((tx) => tx.chat.lastAt(alice))).toBe(T0 + 20_000);
      expect(await store.read((tx) => tx.chat.lastAt(bob))).toBe(T0 + 30_000);
    });
  });
});
