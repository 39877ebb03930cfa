import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewSupportMessage, SupportOwner } from "../../src/domain/support/conversation";
import type { NewSupportGuest } from "../../src/ports/store/support/support-guests";
import type { Store } from "../../src/ports/store";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore, openWithRawSql, type StoreName } from "../support/stores";

/**
 * The persistence contract of the support desk's guests (issue 38): guests
 * found by their token's hash, counted per address, taken over once, and
 * their conversation handed over to a player or moved into the player's own.
 * Every store, a fresh empty store per test.
 */
forEachStore((name: StoreName) => {
  let store: Store;
  let query: <Row>(text: string) => Promise<Row[]>;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    ({ store, query } = await openWithRawSql(name));
    ({ alice, bob } = await store.transaction(async (tx) => ({ alice: (await createUser(tx, { username: "alice" })).id, bob: (await createUser(tx, { username: "bob" })).id })));
  });
  afterEach(() => store.close());

  const newGuest = (overrides: Partial<NewSupportGuest> = {}): NewSupportGuest => ({ id: "a".repeat(32), displayName: "Ann 😀", tokenHash: "h1", address: "10.0.0.1", createdAtMs: T0, expiresAtMs: T0 + 1_000, ...overrides });
  const guestOwner = (guestId: string): SupportOwner => ({ kind: "guest", guestId });
  const player = (userId: number): SupportOwner => ({ kind: "player", userId });
  const append = (conversationId: number, overrides: Partial<NewSupportMessage> = {}, address: string | null = "10.0.0.1") =>
    store.transaction((tx) => tx.support.appendMessage(conversationId, { author: "guest", authorId: null, text: "hi", imageId: null, leftWhileClosed: false, createdAtMs: T0, ...overrides }, address));

  describe("guests", () => {
    it("are found by their token's hash or id, as stored, and counted per address since an instant", async () => {
      await store.transaction(async (tx) => {
        await tx.supportGuests.createGuest(newGuest());
        await tx.supportGuests.createGuest(newGuest({ id: "b".repeat(32), tokenHash: "h2", createdAtMs: T0 + 10 }));
        await tx.supportGuests.createGuest(newGuest({ id: "c".repeat(32), tokenHash: "h3", address: "10.0.0.2", createdAtMs: T0 + 10 }));
        await tx.supportGuests.createGuest(newGuest({ id: "d".repeat(32), tokenHash: "h4", address: null }));
      });
      const expected = { id: "a".repeat(32), displayName: "Ann 😀", address: "10.0.0.1", createdAtMs: T0, expiresAtMs: T0 + 1_000, claimedByUserId: null };
      expect(await store.read((tx) => tx.supportGuests.guestByTokenHash("h1"))).toEqual(expected);
      expect(await store.transaction((tx) => tx.supportGuests.lockGuest("a".repeat(32)))).toEqual(expected);
      expect(await store.read((tx) => tx.supportGuests.guestById("a".repeat(32)))).toEqual(expected);
      expect(await store.read((tx) => tx.supportGuests.guestByTokenHash("nope"))).toBeNull();
      expect(await store.transaction((tx) => tx.supportGuests.lockGuest("nope"))).toBeNull();
      expect(await store.read((tx) => tx.supportGuests.countStartedSince("10.0.0.1", T0))).toBe(2);
      expect(await store.read((tx) => tx.supportGuests.countStartedSince("10.0.0.1", T0 + 1))).toBe(1);
      expect(await store.read((tx) => tx.supportGuests.countStartedSince("10.0.0.9", T0))).toBe(0);
      // Two guests never share a token.
      await expect(store.transaction((tx) => tx.supportGuests.createGuest(newGuest({ id: "e".repeat(32) })))).rejects.toThrow();
    });

    it("count the customer messages of their conversation since an instant", async () => {
      const id = "a".repeat(32);
      await store.transaction((tx) => tx.supportGuests.createGuest(newGuest({ id })));
      const c = await store.transaction((tx) => tx.support.conversationFor(guestOwner(id), T0));
      await append(c.id, { createdAtMs: T0 });
      await append(c.id, { createdAtMs: T0 + 5 });
      await append(c.id, { author: "staff", authorId: 1, createdAtMs: T0 + 6 });
      const other = await store.transaction((tx) => tx.support.conversationFor(player(alice), T0));
      await append(other.id, { author: "player", authorId: alice, createdAtMs: T0 + 5 });
      expect(await store.read((tx) => tx.supportGuests.countMessagesSince(id, T0))).toBe(2);
      expect(await store.read((tx) => tx.supportGuests.countMessagesSince(id, T0 + 1))).toBe(1);
      expect(await store.read((tx) => tx.supportGuests.countMessagesSince("f".repeat(32), T0))).toBe(0);
    });

    it("are taken over once, even by two sign-ins at the same moment", async () => {
      await store.transaction((tx) => tx.supportGuests.createGuest(newGuest()));
      const claims = await Promise.all([alice, bob, alice].map((userId) => store.transaction((tx) => tx.supportGuests.claimGuest("a".repeat(32), userId, T0 + 7))));
      expect(claims.filter(Boolean)).toHaveLength(1);
      const claimed = await store.transaction((tx) => tx.supportGuests.lockGuest("a".repeat(32)));
      expect([alice, bob]).toContain(claimed?.claimedByUserId);
      expect(await store.transaction((tx) => tx.supportGuests.claimGuest("a".repeat(32), bob, T0 + 8))).toBe(false);
      expect(await store.transaction((tx) => tx.supportGuests.claimGuest("nobody", bob, T0 + 8))).toBe(false);
    });
  });

  it("the inbox names a guest's conversation by the guest's display name, and finds it by part of it", async () => {
    const id = "a".repeat(32);
    await store.transaction((tx) => tx.supportGuests.createGuest(newGuest({ id, displayName: "Ann Lee" })));
    const c = await store.transaction((tx) => tx.support.conversationFor(guestOwner(id), T0));
    await append(c.id);
    const mine = await store.transaction((tx) => tx.support.conversationFor(player(alice), T0));
    await append(mine.id, { author: "player", authorId: alice });
    const inbox = (search: string | null) => store.read((tx) => tx.support.inbox({ view: "all", operatorId: 1, search }, { offset: 0, limit: 10 }));
    expect((await inbox(null)).map((row) => [row.conversation.id, row.ownerName]).sort()).toEqual([[c.id, "Ann Lee"], [mine.id, "alice"]].sort());
    expect((await inbox("ann l")).map((row) => row.conversation.id)).toEqual([c.id]);
  });

  describe("a guest's conversation on sign-in", () => {
    it("is handed over to a player who has none: same conversation, messages and marks", async () => {
      const c = await store.transaction((tx) => tx.support.conversationFor(guestOwner("g1"), T0));
      await append(c.id);
      await store.transaction((tx) => tx.support.markRead(c.id, "customer", 1));
      await store.transaction((tx) => tx.supportGuests.handOver(c.id, alice));
      expect(await store.read((tx) => tx.support.conversationOf(guestOwner("g1")))).toBeNull();
      expect(await store.read((tx) => tx.support.conversationOf(player(alice)))).toMatchObject({ id: c.id, owner: player(alice), lastSeq: 1, customerReadSeq: 1 });
      expect((await store.read((tx) => tx.support.messagesAfter(c.id, 0, 10))).map((m) => [m.seq, m.author, m.text])).toEqual([[1, "guest", "hi"]]);
    });

    it("moves its messages (with their images) after the player's last, in order, and removes the emptied conversation", async () => {
      const mine = await store.transaction((tx) => tx.support.conversationFor(player(alice), T0));
      await append(mine.id, { author: "player", authorId: alice, text: "p1" });
      await append(mine.id, { author: "system", text: "p2" });
      const guest = await store.transaction((tx) => tx.support.conversationFor(guestOwner("g2"), T0 + 1));
      await store.transaction((tx) => tx.supportImages.saveImage({ id: "1".repeat(32), conversationId: guest.id, mime: "image/png", sizeBytes: 3, bytes: new Uint8Array([1, 2, 3]), createdAtMs: T0 + 2 }));
      await append(guest.id, { text: "g1", imageId: "1".repeat(32), createdAtMs: T0 + 2 });
      await append(guest.id, { author: "staff", authorId: 5, text: "g2", createdAtMs: T0 + 3 }, null);
      await append(guest.id, { text: "g3", createdAtMs: T0 + 4 });
      const ids = (await store.read((tx) => tx.support.messagesAfter(guest.id, 0, 10))).map((m) => m.id);

      expect(await store.transaction((tx) => tx.supportGuests.moveInto(guest.id, mine.id))).toBe(2);

      const moved = await store.read((tx) => tx.support.messagesAfter(mine.id, 0, 10));
      expect(moved.map((m) => [m.seq, m.author, m.text])).toEqual([
        [1, "player", "p1"],
        [2, "system", "p2"],
        [3, "guest", "g1"],
        [4, "staff", "g2"],
        [5, "guest", "g3"],
      ]);
      // Each message kept its id (the staff stream's resume) and its image, now the player's conversation's.
      expect(moved.slice(2).map((m) => m.id)).toEqual(ids);
      expect(moved[2]?.imageId).toBe("1".repeat(32));
      expect((await store.read((tx) => tx.supportImages.imageById("1".repeat(32))))?.conversationId).toBe(mine.id);
      expect(await store.read((tx) => tx.support.conversationById(mine.id))).toMatchObject({ lastSeq: 5 });
      expect(await store.read((tx) => tx.support.conversationById(guest.id))).toBeNull();
      expect(await store.read((tx) => tx.support.conversationOf(guestOwner("g2")))).toBeNull();
      expect(Number((await query<{ n: number }>(`select count(*) as n from support_status_changes where conversation_id = ${guest.id}`))[0]!.n)).toBe(0);
      // The pace by address still counts the customer messages sent from it, the guest's included.
      expect(await store.read((tx) => tx.support.countByAddressSince("10.0.0.1", T0))).toBe(3);
      // Numbering goes on from the merged thread.
      expect((await append(mine.id, { author: "player", authorId: alice })).seq).toBe(6);
    });
  });
});
