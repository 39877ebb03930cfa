import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { takeTimeOut } from "../../../src/application/protection/take-break";
import { assignConversation } from "../../../src/application/support/assign-conversation";
import { markSupportRead } from "../../../src/application/support/mark-support-read";
import { muteSupport } from "../../../src/application/support/mute-support";
import { myConversation } from "../../../src/application/support/my-conversation";
import { postSupportMessage } from "../../../src/application/support/post-support-message";
import { setConversationStatus } from "../../../src/application/support/set-conversation-status";
import { staffReply } from "../../../src/application/support/staff-reply";
import { staffThread } from "../../../src/application/support/staff-thread";
import { supportInbox } from "../../../src/application/support/support-inbox";
import { supportMessagesAfter } from "../../../src/application/support/support-messages";
import { supportUnread } from "../../../src/application/support/support-unread";
import { inTransaction } from "../../../src/application/unit-of-work";
import type { User } from "../../../src/domain/accounts/user";
import { DEFAULT_AUTO_REPLIES, autoReplySetting } from "../../../src/domain/support/auto-reply";
import { SUPPORT_HOURS_SETTING } from "../../../src/domain/support/hours-rules";
import { SUPPORT_MAX_CHARS } from "../../../src/domain/support/conversation";
import { SUPPORT_MAX_PER_ADDRESS, SUPPORT_MAX_PER_CUSTOMER, SUPPORT_WINDOW_MS } from "../../../src/domain/support/rate-rules";
import type { Store } from "../../../src/ports/store";
import { createPlayer, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

/** 2026-11-22 in Taipei (the default schedule's zone): 10:00 is before the desk opens at 12:00. */
const TEN_AM = Date.UTC(2026, 10, 22, 2, 0);
const ONE_PM = Date.UTC(2026, 10, 22, 5, 0);
const NOON = Date.UTC(2026, 10, 22, 4, 0);

forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  let alice: User;
  let bob: User;
  let staff: User;
  let staff2: User;
  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store, { startMs: TEN_AM, games: false });
    alice = await createPlayer(app, { username: "alice" });
    bob = await createPlayer(app, { username: "bob" });
    staff = await createPlayer(app, { username: "staff1" });
    staff2 = await createPlayer(app, { username: "staff2" });
    await inTransaction(app.deps, async ({ tx }) => {
      await tx.users.update(staff.id, { role: "operator" });
      await tx.users.update(staff2.id, { role: "operator" });
    });
  });
  afterEach(() => store.close());

  const post = (userId: number, text = "my deposit is stuck", address: string | null = "10.0.0.1", lang: "en" | "tw" = "en") => postSupportMessage(app.deps, { customer: { kind: "player", userId }, text, address, lang });
  const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "OK" : result.error!.code);
  const asPlayer = (userId: number) => ({ kind: "player" as const, userId });
  const asStaff = (operatorId = staff.id) => ({ kind: "staff" as const, operatorId });

  describe("a player writes", () => {
    it("outside hours: the first message is kept as left while closed, answered at once by the automatic reply, and says when staff answer", async () => {
      const posted = await post(alice.id, "  my deposit is stuck\r\nref 123  ");
      expect(posted.ok).toBe(true);
      if (!posted.ok) return;
      expect(posted.value.message).toMatchObject({ seq: 1, author: "player", text: "my deposit is stuck\nref 123", leftWhileClosed: true, createdAtMs: TEN_AM });
      expect(posted.value.autoReply).toMatchObject({ seq: 2, author: "system", text: DEFAULT_AUTO_REPLIES.en, leftWhileClosed: false });
      expect(posted.value.nextOpeningMs).toBe(NOON);
      expect(app.events.ofType("support.message").map((e) => [e.ownerUserId, e.message.seq, e.message.author])).toEqual([
        [alice.id, 1, "player"],
        [alice.id, 2, "system"],
      ]);
      const mine = await myConversation(app.deps, { customer: { kind: "player", userId: alice.id } });
      expect(mine.ok && mine.value).toMatchObject({
        conversation: { id: posted.value.conversationId, status: "open", lastSeq: 2, customerReadSeq: 1, staffReadSeq: 0, leftWhileClosed: true },
        unread: 1,
        hours: { open: false, nextOpeningMs: NOON, startMinute: 720, endMinute: 1410, timeZone: "Asia/Taipei" },
      });
      expect(await supportUnread(app.deps, { customer: { kind: "player", userId: alice.id } })).toBe(1);
      // The second message gets no automatic reply.
      const second = await post(alice.id, "hello?");
      expect(second.ok && second.value.autoReply).toBeNull();
    });

    it("within hours: not left while closed; the operator's own automatic reply in the player's language", async () => {
      app.clock.set(ONE_PM);
      await inTransaction(app.deps, ({ tx }) => tx.content.setSetting(autoReplySetting("tw"), "歡迎，請稍候"));
      const posted = await post(alice.id, "hi", "10.0.0.1", "tw");
      expect(posted.ok && posted.value).toMatchObject({ message: { leftWhileClosed: false }, autoReply: { text: "歡迎，請稍候" }, nextOpeningMs: null });
      const mine = await myConversation(app.deps, { customer: { kind: "player", userId: alice.id } });
      expect(mine.ok && mine.value.hours).toMatchObject({ open: true, nextOpeningMs: null });
    });

    it("follows the operator's hours setting", async () => {
      await inTransaction(app.deps, ({ tx }) => tx.content.setSetting(SUPPORT_HOURS_SETTING, "09:00-18:00"));
      const posted = await post(alice.id);
      expect(posted.ok && posted.value.nextOpeningMs).toBeNull();
    });

    it("refuses an empty, too long or unstorable text, or an operator, and stores and announces nothing", async () => {
      expect(await post(alice.id, " \n ")).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_EMPTY" } });
      expect(await post(alice.id, "x".repeat(SUPPORT_MAX_CHARS + 1))).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_TOO_LONG", params: { max: SUPPORT_MAX_CHARS } } });
      expect(codeOf(await post(alice.id, "nul\u0000"))).toBe("INVALID_INPUT");
      expect(codeOf(await post(staff.id))).toBe("FORBIDDEN");
      expect(codeOf(await post(999_999))).toBe("USER_NOT_FOUND");
      expect(app.events.ofType("support.message")).toEqual([]);
      expect(await store.read((tx) => tx.support.conversationOf({ kind: "player", userId: alice.id }))).toBeNull();
    });

    it("still reaches support on a time-out and when banned from the room chat", async () => {
      const timeOut = await takeTimeOut(app.deps, { userId: alice.id, days: 1, password: "secret123", confirmed: true, address: null });
      expect(timeOut.ok).toBe(true);
      await inTransaction(app.deps, ({ tx }) => tx.users.update(bob.id, { chatBanned: true }));
      expect(codeOf(await post(alice.id))).toBe("OK");
      expect(codeOf(await post(bob.id, "why am I banned?", "10.0.0.2"))).toBe("OK");
    });

    it("is held to 10 messages a minute per player and 30 per address", async () => {
      for (let i = 0; i < SUPPORT_MAX_PER_CUSTOMER; i++) expect(codeOf(await post(alice.id, `m${i}`, `10.1.0.${i}`))).toBe("OK");
      expect(codeOf(await post(alice.id, "one more", "10.2.0.1"))).toBe("SUPPORT_TOO_FAST");
      app.clock.advance(SUPPORT_WINDOW_MS);
      expect(codeOf(await post(alice.id, "a minute later", "10.2.0.1"))).toBe("OK");
      const players = [bob, ...(await Promise.all([1, 2, 3].map((i) => createPlayer(app, { username: `p${i}` }))))];
      let sent = 0;
      for (const p of players) for (let i = 0; i < 8 && sent < SUPPORT_MAX_PER_ADDRESS; i++, sent++) expect(codeOf(await post(p.id, `x${i}`, "10.9.9.9"))).toBe("OK");
      expect(codeOf(await post(alice.id, "from the busy address", "10.9.9.9"))).toBe("SUPPORT_TOO_FAST");
    });
  });

  describe("reading a conversation", () => {
    it("answers another player's conversation id exactly as a missing one, for reads and read marks", async () => {
      const posted = await post(alice.id);
      if (!posted.ok) throw new Error("post failed");
      const id = posted.value.conversationId;
      expect(await supportMessagesAfter(app.deps, { viewer: asPlayer(bob.id), conversationId: id, afterSeq: 0 })).toEqual({ ok: false, error: { code: "NOT_FOUND" } });
      expect(await supportMessagesAfter(app.deps, { viewer: asPlayer(bob.id), conversationId: 424_242, afterSeq: 0 })).toEqual({ ok: false, error: { code: "NOT_FOUND" } });
      expect(await markSupportRead(app.deps, { viewer: asPlayer(bob.id), conversationId: id, seq: 2 })).toEqual({ ok: false, error: { code: "NOT_FOUND" } });
      expect((await store.read((tx) => tx.support.conversationById(id)))?.customerReadSeq).toBe(1);
      const own = await supportMessagesAfter(app.deps, { viewer: asPlayer(alice.id), conversationId: id, afterSeq: 1 });
      expect(own.ok && own.value.map((m) => m.seq)).toEqual([2]);
      expect(own.ok && own.value[0]).not.toHaveProperty("authorId");
      expect(codeOf(await supportMessagesAfter(app.deps, { viewer: asPlayer(alice.id), conversationId: id, afterSeq: -1 }))).toBe("INVALID_INPUT");
      const forStaff = await supportMessagesAfter(app.deps, { viewer: asStaff(), conversationId: id, afterSeq: 0 });
      expect(forStaff.ok && forStaff.value.map((m) => ["authorId" in m ? m.authorId : "hidden", m.seq])).toEqual([
        [alice.id, 1],
        [null, 2],
      ]);
    });

    it("unread counts follow replies and read marks on both sides; read receipts are announced", async () => {
      const posted = await post(alice.id);
      if (!posted.ok) throw new Error("post failed");
      const id = posted.value.conversationId;
      const reply = await staffReply(app.deps, { operatorId: staff.id, conversationId: id, text: "We are checking ref 123" });
      expect(reply.ok && reply.value).toMatchObject({ seq: 3, author: "staff", authorId: staff.id });
      expect(await supportUnread(app.deps, { customer: { kind: "player", userId: alice.id } })).toBe(2);
      expect(await markSupportRead(app.deps, { viewer: asPlayer(alice.id), conversationId: id, seq: 99 })).toEqual({ ok: true, value: { readSeq: 3 } });
      expect(await supportUnread(app.deps, { customer: { kind: "player", userId: alice.id } })).toBe(0);
      // The answer moved the staff's mark (the player's read receipt), then the player read it.
      expect(app.events.ofType("support.read")).toEqual([
        { type: "support.read", conversationId: id, ownerUserId: alice.id, ownerGuestId: null, side: "staff", seq: 3 },
        { type: "support.read", conversationId: id, ownerUserId: alice.id, ownerGuestId: null, side: "customer", seq: 3 },
      ]);
      // Marks never move back.
      expect(await markSupportRead(app.deps, { viewer: asPlayer(alice.id), conversationId: id, seq: 1 })).toEqual({ ok: true, value: { readSeq: 3 } });
      await post(alice.id, "thanks");
      const thread = await staffThread(app.deps, { conversationId: id });
      expect(thread.ok && thread.value).toMatchObject({ ownerName: "alice", unread: 1, conversation: { staffReadSeq: 3, assigneeId: staff.id } });
    });
  });

  describe("the staff inbox", () => {
    it("waiting oldest first with the waiting time, mine, all and closed; assign, close and reopen with audit lines", async () => {
      const a = await post(alice.id, "first");
      app.clock.advance(60_000);
      const b = await post(bob.id, "second about a withdrawal", "10.0.0.2");
      app.clock.advance(60_000);
      if (!a.ok || !b.ok) throw new Error("post failed");
      const ids = async (view: "waiting" | "mine" | "all" | "closed", search: string | null = null, operatorId = staff.id) => {
        const inbox = await supportInbox(app.deps, { operatorId, view, search, page: 1 });
        if (!inbox.ok) throw new Error(inbox.error.code);
        return inbox.value.items.map((item) => item.conversation.id);
      };
      const waiting = await supportInbox(app.deps, { operatorId: staff.id, view: "waiting", page: 1 });
      expect(waiting.ok && waiting.value.items.map((i) => [i.ownerName, i.waitingMs, i.unread, i.lastMessage?.author])).toEqual([
        ["alice", 120_000, 1, "system"],
        ["bob", 60_000, 1, "system"],
      ]);
      expect(await ids("all", "withdrawal")).toEqual([b.value.conversationId]);

      expect(await assignConversation(app.deps, { operatorId: staff.id, conversationId: b.value.conversationId, assigneeId: staff2.id })).toEqual({ ok: true, value: { assigneeId: staff2.id } });
      expect(codeOf(await assignConversation(app.deps, { operatorId: staff.id, conversationId: b.value.conversationId, assigneeId: alice.id }))).toBe("INVALID_INPUT");
      expect(codeOf(await assignConversation(app.deps, { operatorId: staff.id, conversationId: 999_999, assigneeId: null }))).toBe("NOT_FOUND");
      expect(await ids("mine", null, staff2.id)).toEqual([b.value.conversationId]);
      expect(await ids("mine")).toEqual([]);

      await staffReply(app.deps, { operatorId: staff.id, conversationId: a.value.conversationId, text: "Hello" });
      expect(await ids("waiting")).toEqual([b.value.conversationId]);
      expect(await ids("mine")).toEqual([a.value.conversationId]);

      expect(await setConversationStatus(app.deps, { operatorId: staff.id, conversationId: b.value.conversationId, status: "closed" })).toEqual({ ok: true, value: { status: "closed" } });
      expect(await ids("closed")).toEqual([b.value.conversationId]);
      expect(await ids("waiting")).toEqual([]);
      // The player writing again reopens it, waiting again.
      await post(bob.id, "still nothing", "10.0.0.2");
      expect(await ids("waiting")).toEqual([b.value.conversationId]);
      expect(await ids("closed")).toEqual([]);
      await setConversationStatus(app.deps, { operatorId: staff.id, conversationId: b.value.conversationId, status: "closed" });
      await setConversationStatus(app.deps, { operatorId: staff.id, conversationId: b.value.conversationId, status: "open" });

      const audit = await store.read((tx) => tx.audit.list({ operatorId: staff.id, action: null, targetType: "conversation", targetId: null }, { offset: 0, limit: 10 }));
      expect(audit.map((line) => line.action).reverse()).toEqual(["support.assign", "support.close", "support.close", "support.reopen"]);
      expect(app.events.ofType("support.conversation").length).toBeGreaterThanOrEqual(4);
      expect(codeOf(await supportInbox(app.deps, { operatorId: staff.id, view: "waiting", search: "x".repeat(101), page: 1 }))).toBe("INVALID_INPUT");
    });

    it("mutes a player or an address with a reason and an audit line; 0 minutes lifts it", async () => {
      expect(await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "player", userId: alice.id }, minutes: 60, reason: " abusive " })).toEqual({ ok: true, value: { untilMs: TEN_AM + 3_600_000, reason: "abusive" } });
      expect(await post(alice.id)).toEqual({ ok: false, error: { code: "SUPPORT_MUTED" } });
      expect(codeOf(await post(bob.id))).toBe("OK");
      expect(codeOf(await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "player", userId: alice.id }, minutes: 60, reason: "  " }))).toBe("REASON_REQUIRED");
      expect(codeOf(await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "player", userId: staff2.id }, minutes: 60, reason: "x" }))).toBe("NOT_A_PLAYER");
      expect(codeOf(await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "address", address: "<script>" }, minutes: 60, reason: "x" }))).toBe("INVALID_INPUT");
      await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "address", address: "10.0.0.1" }, minutes: 10, reason: "flood" });
      expect(codeOf(await post(bob.id, "again", "10.0.0.1"))).toBe("SUPPORT_MUTED");
      app.clock.advance(60 * 60_000);
      expect(codeOf(await post(alice.id, "after the hour", "10.0.0.3"))).toBe("OK");
      await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "player", userId: alice.id }, minutes: 60, reason: "again" });
      await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "player", userId: alice.id }, minutes: 0, reason: "lifted" });
      expect(codeOf(await post(alice.id, "free", "10.0.0.3"))).toBe("OK");
      const audit = await store.read((tx) => tx.audit.list({ operatorId: staff.id, action: "support.mute", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
      expect(audit.map((line) => [line.target.type, line.target.id, line.after?.reason])).toEqual([
        ["user", String(alice.id), "lifted"],
        ["user", String(alice.id), "again"],
        ["address", "10.0.0.1", "flood"],
        ["user", String(alice.id), "abusive"],
      ]);
    });
  });
});
