import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewSupportMessage, SupportOwner } from "../../src/domain/support/conversation";
import type { Store } from "../../src/ports/store";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of the support desk (issue 38): every store, a
 * fresh empty store per test.
 */
forEachStore((_name, open) => {
  let store: Store;
  let alice: number;
  let bob: number;
  let operator: number;
  beforeEach(async () => {
    store = await open();
    ({ alice, bob, operator } = await store.transaction(async (tx) => ({
      alice: (await createUser(tx, { username: "alice" })).id,
      bob: (await createUser(tx, { username: "bob" })).id,
      operator: (await createUser(tx, { username: "staff1", role: "operator" })).id,
    })));
  });
  afterEach(() => store.close());

  const player = (userId: number): SupportOwner => ({ kind: "player", userId });
  const message = (overrides: Partial<NewSupportMessage> = {}): NewSupportMessage => ({ author: "player", authorId: alice, text: "hello", imageId: null, leftWhileClosed: false, createdAtMs: T0, ...overrides });
  const openFor = (owner: SupportOwner) => store.transaction((tx) => tx.support.conversationFor(owner, T0));
  const append = (conversationId: number, overrides: Partial<NewSupportMessage> = {}, address: string | null = "10.0.0.1") =>
    store.transaction((tx) => tx.support.appendMessage(conversationId, message(overrides), address));

  describe("conversations", () => {
    it("one per player or guest, found by owner or id, open with no message", async () => {
      const mine = await openFor(player(alice));
      const guest = await openFor({ kind: "guest", guestId: "g-123" });
      expect(mine).toEqual({ id: mine.id, owner: player(alice), status: "open", assigneeId: null, lastSeq: 0, customerReadSeq: 0, staffReadSeq: 0, waitingSinceMs: null, leftWhileClosed: false, customerLang: null, createdAtMs: T0, updatedAtMs: T0, closedAtMs: null });
      expect(await store.read((tx) => tx.support.conversationOf(player(alice)))).toEqual(mine);
      expect(await store.read((tx) => tx.support.conversationOf({ kind: "guest", guestId: "g-123" }))).toEqual(guest);
      expect(await store.read((tx) => tx.support.conversationOf(player(bob)))).toBeNull();
      expect(await store.read((tx) => tx.support.conversationById(guest.id))).toEqual(guest);
      expect(await store.read((tx) => tx.support.conversationById(99_999))).toBeNull();
      expect(await openFor(player(alice))).toEqual(mine);
      const together = await Promise.all([openFor(player(bob)), openFor(player(bob)), openFor(player(bob))]);
      expect(new Set(together.map((c) => c.id)).size).toBe(1);
    });

    it("changes only what it is told to", async () => {
      const c = await openFor(player(alice));
      await store.transaction((tx) => tx.support.updateConversation(c.id, { status: "closed", closedAtMs: T0 + 5, assigneeId: operator, updatedAtMs: T0 + 5 }));
      await store.transaction((tx) => tx.support.updateConversation(c.id, { waitingSinceMs: T0 + 6, leftWhileClosed: true, updatedAtMs: T0 + 6 }));
      expect(await store.read((tx) => tx.support.conversationById(c.id))).toMatchObject({ status: "closed", closedAtMs: T0 + 5, assigneeId: operator, waitingSinceMs: T0 + 6, leftWhileClosed: true, updatedAtMs: T0 + 6 });
    });
  });

  describe("messages", () => {
    it("are numbered 1, 2, 3 per conversation and read back as stored, any text included", async () => {
      const a = await openFor(player(alice));
      const b = await openFor(player(bob));
      const first = await append(a.id, { text: "你好 😀 <b>x</b> '; drop table x --\nline 2" });
      const other = await append(b.id, { authorId: bob });
      const second = await append(a.id, { author: "system", authorId: null, text: "auto" });
      // A message names a stored image (support-images.contract.test.ts covers the images themselves).
      const imageId = "ab".repeat(16);
      await store.transaction((tx) => tx.supportImages.saveImage({ id: imageId, conversationId: a.id, mime: "image/png", sizeBytes: 1, bytes: Uint8Array.from([1]), createdAtMs: T0 }));
      const third = await append(a.id, { author: "staff", authorId: operator, imageId, leftWhileClosed: true });
      expect([first.seq, second.seq, third.seq, other.seq]).toEqual([1, 2, 3, 1]);
      expect(first).toEqual({ id: first.id, conversationId: a.id, seq: 1, author: "player", authorId: alice, text: "你好 😀 <b>x</b> '; drop table x --\nline 2", imageId: null, leftWhileClosed: false, createdAtMs: T0 });
      expect(third).toMatchObject({ imageId, leftWhileClosed: true, author: "staff" });
      expect(await store.read((tx) => tx.support.messagesAfter(a.id, 0, 10))).toEqual([first, second, third]);
      expect(await store.read((tx) => tx.support.messagesAfter(a.id, 1, 1))).toEqual([second]);
      expect(await store.read((tx) => tx.support.latestMessages(a.id, 2))).toEqual([second, third]);
      expect(await store.read((tx) => tx.support.messagesAfterId(first.id, 10))).toEqual([other, second, third]);
      expect((await store.read((tx) => tx.support.conversationById(a.id)))?.lastSeq).toBe(3);
    });

    it("are rolled back with their transaction, number included", async () => {
      const c = await openFor(player(alice));
      await expect(
        store.transaction(async (tx) => {
          await tx.support.appendMessage(c.id, message(), null);
          throw new Error("abort");
        }),
      ).rejects.toThrow("abort");
      expect(await store.read((tx) => tx.support.messagesAfter(c.id, 0, 10))).toEqual([]);
      expect((await append(c.id)).seq).toBe(1);
    });

    it("sent at once each get their own number, none skipped", async () => {
      const c = await openFor(player(alice));
      const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => append(c.id, { text: `m${i}` })));
      expect(sent.map((m) => m.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect((await store.read((tx) => tx.support.messagesAfter(c.id, 0, 100))).map((m) => m.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    });
  });

  describe("read marks and unread counts", () => {
    it("count the other side's messages after a side's mark; marks never move back", async () => {
      const c = await openFor(player(alice));
      await append(c.id);
      await append(c.id, { author: "system", authorId: null });
      await append(c.id, { author: "staff", authorId: operator });
      await append(c.id);
      const unread = () => store.read(async (tx) => ({ customer: await tx.support.unreadCount(c.id, "customer"), staff: await tx.support.unreadCount(c.id, "staff") }));
      expect(await unread()).toEqual({ customer: 2, staff: 2 });
      await store.transaction((tx) => tx.support.markRead(c.id, "customer", 3));
      await store.transaction((tx) => tx.support.markRead(c.id, "staff", 1));
      expect(await unread()).toEqual({ customer: 0, staff: 1 });
      await store.transaction((tx) => tx.support.markRead(c.id, "customer", 1));
      expect((await store.read((tx) => tx.support.conversationById(c.id)))?.customerReadSeq).toBe(3);
    });
  });

  describe("inbox", () => {
    it("lists waiting oldest first, mine, all and closed, with the owner's name and the latest message; searches names and texts", async () => {
      const a = await openFor(player(alice));
      const b = await openFor(player(bob));
      const g = await openFor({ kind: "guest", guestId: "g-1" });
      await append(a.id, { text: "my deposit is stuck" });
      const bLast = await append(b.id, { authorId: bob, text: "where is 100%_ off" });
      await store.transaction(async (tx) => {
        await tx.support.updateConversation(a.id, { waitingSinceMs: T0 + 20, updatedAtMs: T0 + 20 });
        await tx.support.updateConversation(b.id, { waitingSinceMs: T0 + 10, assigneeId: operator, updatedAtMs: T0 + 30 });
        await tx.support.updateConversation(g.id, { status: "closed", closedAtMs: T0 + 40, updatedAtMs: T0 + 40 });
      });
      const ids = (view: "waiting" | "mine" | "all" | "closed", search: string | null = null) =>
        store.read(async (tx) => (await tx.support.inbox({ view, operatorId: operator, search }, { offset: 0, limit: 10 })).map((row) => row.conversation.id));
      expect(await ids("waiting")).toEqual([b.id, a.id]);
      expect(await ids("mine")).toEqual([b.id]);
      expect(await ids("all")).toEqual([g.id, b.id, a.id]);
      expect(await ids("closed")).toEqual([g.id]);
      expect(await ids("all", "ALI")).toEqual([a.id]);
      expect(await ids("all", "STUCK")).toEqual([a.id]);
      expect(await ids("all", "100%_")).toEqual([b.id]);
      expect(await ids("all", "%")).toEqual([b.id]);
      expect(await ids("waiting", "nothing like it")).toEqual([]);
      const rows = await store.read((tx) => tx.support.inbox({ view: "all", operatorId: operator, search: null }, { offset: 1, limit: 2 }));
      expect(rows.map((r) => [r.ownerName, r.lastMessage])).toEqual([
        ["bob", bLast],
        ["alice", expect.objectContaining({ text: "my deposit is stuck" })],
      ]);
      expect((await store.read((tx) => tx.support.inbox({ view: "closed", operatorId: operator, search: null }, { offset: 0, limit: 10 })))[0]).toMatchObject({ ownerName: null, lastMessage: null });
    });
  });

  describe("pace and mutes", () => {
    it("count a player's and an address's customer messages in a window", async () => {
      const c = await openFor(player(alice));
      await append(c.id, { createdAtMs: T0 }, "10.0.0.1");
      await append(c.id, { createdAtMs: T0 + 1_000 }, "10.0.0.2");
      await append(c.id, { author: "staff", authorId: alice, createdAtMs: T0 + 2_000 }, "10.0.0.1");
      expect(await store.read((tx) => tx.support.countByPlayerSince(alice, T0))).toBe(2);
      expect(await store.read((tx) => tx.support.countByPlayerSince(alice, T0 + 1))).toBe(1);
      expect(await store.read((tx) => tx.support.countByAddressSince("10.0.0.1", T0))).toBe(1);
      expect(await store.read((tx) => tx.support.countByAddressSince("10.0.0.9", T0))).toBe(0);
    });

    it("one mute per target, replaced by the next", async () => {
      const target = { kind: "player" as const, userId: alice };
      expect(await store.read((tx) => tx.support.muteOf(target))).toBeNull();
      await store.transaction((tx) => tx.support.setMute({ target, untilMs: T0 + 60_000, reason: "spam", operatorId: operator, atMs: T0 }));
      await store.transaction((tx) => tx.support.setMute({ target, untilMs: T0 + 120_000, reason: "abuse", operatorId: operator, atMs: T0 + 1 }));
      await store.transaction((tx) => tx.support.setMute({ target: { kind: "address", address: "10.0.0.1" }, untilMs: T0 + 5, reason: "flood", operatorId: operator, atMs: T0 }));
      expect(await store.read((tx) => tx.support.muteOf(target))).toEqual({ target, untilMs: T0 + 120_000, reason: "abuse", operatorId: operator, atMs: T0 + 1 });
      expect(await store.read((tx) => tx.support.muteOf({ kind: "address", address: "10.0.0.1" }))).toMatchObject({ reason: "flood" });
      expect(await store.read((tx) => tx.support.muteOf({ kind: "player", userId: bob }))).toBeNull();
    });
  });
});
