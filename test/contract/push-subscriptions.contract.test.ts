import { afterEach, beforeEach, expect, it } from "vitest";
import type { SubscriptionKeys } from "../../src/domain/notifications/subscription-rules";
import type { Store } from "../../src/ports/store";
import { createUser, seedGame, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of web push (issue 39, migration 033), on every store: subscriptions are a player's
 * own (the same browser may hold two players'), preferences start all off, a gone endpoint goes for everyone,
 * and a notice's key is claimed once.
 */
const keys = (n: number): SubscriptionKeys => ({ endpoint: `https://push.example/${n}`, p256dh: `B${"a".repeat(85)}${n % 10}`, auth: `${"b".repeat(21)}${n % 10}` });

forEachStore((_name, open) => {
  let store: Store;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    store = await open();
    alice = (await store.transaction((tx) => createUser(tx, { username: "alice" }))).id;
    bob = (await store.transaction((tx) => createUser(tx, { username: "bob" }))).id;
  });
  afterEach(() => store.close());

  const save = (userId: number, k: SubscriptionKeys, atMs = T0, keep = 10) => store.transaction((tx) => tx.pushSubscriptions.save(userId, k, "en", atMs, keep));
  const ofUser = (userId: number) => store.read((tx) => tx.pushSubscriptions.ofUser(userId));

  it("keeps a subscription with its keys and language; the same endpoint again replaces it, another player's stays", async () => {
    const saved = await save(alice, keys(1));
    expect(saved).toEqual({ id: expect.any(Number), userId: alice, ...keys(1), lang: "en", createdAtMs: T0 });
    await store.transaction((tx) => tx.pushSubscriptions.save(alice, { ...keys(1), auth: "c".repeat(22) }, "tw", T0 + 1, 10));
    await save(bob, keys(1));
    expect(await ofUser(alice)).toEqual([{ ...saved, auth: "c".repeat(22), lang: "tw", createdAtMs: T0 + 1 }]);
    expect((await ofUser(bob)).map((s) => s.endpoint)).toEqual([keys(1).endpoint]);
  });

  it("removes only the player's own subscription; a gone endpoint goes for every player", async () => {
    await save(alice, keys(1));
    await save(bob, keys(1));
    await save(bob, keys(2));
    expect(await store.transaction((tx) => tx.pushSubscriptions.remove(alice, keys(2).endpoint))).toBe(false);
    expect(await ofUser(bob)).toHaveLength(2);
    expect(await store.transaction((tx) => tx.pushSubscriptions.remove(alice, keys(1).endpoint))).toBe(true);
    expect(await ofUser(alice)).toEqual([]);
    expect(await ofUser(bob)).toHaveLength(2);
    expect(await store.transaction((tx) => tx.pushSubscriptions.removeEndpoint(keys(1).endpoint))).toBe(1);
    expect((await ofUser(bob)).map((s) => s.endpoint)).toEqual([keys(2).endpoint]);
  });

  it("keeps a player's newest subscriptions only", async () => {
    for (let n = 1; n <= 4; n += 1) await save(alice, keys(n), T0 + n, 3);
    expect((await ofUser(alice)).map((s) => s.endpoint).sort()).toEqual([2, 3, 4].map((n) => keys(n).endpoint));
  });

  it("preferences start all off and read back as saved, rooms included", async () => {
    const read = () => store.read((tx) => tx.pushSubscriptions.preferences(alice));
    expect(await read()).toEqual({ deposit: false, withdrawal: false, win: false, closingRooms: [] });
    const rooms = await store.read((tx) => tx.games.list().then((games) => Promise.all(games.map((g) => tx.games.rooms(g.id)))));
    const roomIds = rooms.flat().map((r) => r.id);
    await store.transaction((tx) => tx.pushSubscriptions.savePreferences(alice, { deposit: true, withdrawal: false, win: true, closingRooms: roomIds.slice(0, 2) }, T0));
    expect(await read()).toEqual({ deposit: true, withdrawal: false, win: true, closingRooms: roomIds.slice(0, 2) });
    await store.transaction((tx) => tx.pushSubscriptions.savePreferences(alice, { deposit: false, withdrawal: true, win: false, closingRooms: [] }, T0 + 1));
    expect(await read()).toEqual({ deposit: false, withdrawal: true, win: false, closingRooms: [] });
  });

  it("a round's winners and a game's closing audience are the subscribed players who asked", async () => {
    const { roomId, issue } = await store.transaction((tx) => seedGame(tx, 1));
    const carol = (await store.transaction((tx) => createUser(tx, { username: "carol" }))).id;
    await store.transaction(async (tx) => {
      for (const [user, profit] of [[alice, 500], [bob, 700], [carol, 900]] as const) await tx.winNotices.add(user, 1, issue, profit, T0);
      await tx.winNotices.add(alice, 1, "other", 100, T0);
    });
    await save(alice, keys(1));
    await save(bob, keys(2));
    const prefs = (win: boolean, closingRooms: number[]) => ({ deposit: false, withdrawal: false, win, closingRooms });
    await store.transaction(async (tx) => {
      await tx.pushSubscriptions.savePreferences(alice, prefs(true, [roomId]), T0);
      await tx.pushSubscriptions.savePreferences(bob, prefs(false, []), T0);
      // Carol asked for everything but has no browser subscribed.
      await tx.pushSubscriptions.savePreferences(carol, prefs(true, [roomId]), T0);
    });
    expect(await store.read((tx) => tx.pushSubscriptions.roundWinners(1, issue))).toEqual([{ userId: alice, profitMinor: 500 }]);
    expect(await store.read((tx) => tx.pushSubscriptions.closingAudience(1))).toEqual([{ userId: alice, roomId }]);
    expect(await store.read((tx) => tx.pushSubscriptions.closingAudience(2))).toEqual([]);
  });

  it("claims a notice's key once, and forgets old claims", async () => {
    const claim = (key: string, atMs = T0) => store.transaction((tx) => tx.pushSubscriptions.claim(key, atMs));
    const both = await Promise.all([claim("deposit:1"), claim("deposit:1")]);
    expect(both.sort()).toEqual([false, true]);
    expect(await claim("deposit:1")).toBe(false);
    expect(await claim("deposit:2", T0 + 10)).toBe(true);
    await store.transaction((tx) => tx.pushSubscriptions.forgetClaims(T0 + 5));
    expect(await claim("deposit:1")).toBe(true);
    expect(await claim("deposit:2")).toBe(false);
  });
});
