import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postChatMessage } from "../../../src/application/chat/post-chat-message";
import { roomChat } from "../../../src/application/chat/room-chat";
import { inTransaction } from "../../../src/application/unit-of-work";
import { CHAT_MIN_GAP_MS, CHAT_WINDOW_MS } from "../../../src/domain/chat/chat";
import type { User } from "../../../src/domain/accounts/user";
import type { Store } from "../../../src/ports/store";
import { createPlayer, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

const ROOM = 11; // Singapore, Beginner
const OTHER_ROOM = 12;
const GAME = 1;

forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  let alice: User;
  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store);
    alice = await createPlayer(app, { username: "alice" });
  });
  afterEach(() => store.close());

  const say = (userId: number, text = "hello", roomId = ROOM) => postChatMessage(app.deps, { userId, roomId, text });
  const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "OK" : result.error!.code);
  const update = (userId: number, changes: Partial<Pick<User, "chatBanned" | "role">>) =>
    inTransaction(app.deps, ({ tx }) => tx.users.update(userId, changes));

  it("stores the trimmed line and tells the room once it has committed", async () => {
    const posted = await say(alice.id, "  good luck everyone  ");
    expect(posted.ok).toBe(true);
    if (!posted.ok) return;
    const nowMs = app.clock.nowMs();
    expect(posted.value).toMatchObject({ roomId: ROOM, userId: alice.id, text: "good luck everyone", createdAtMs: nowMs });
    expect(app.events.ofType("chat.posted")).toEqual([
      { type: "chat.posted", roomId: ROOM, gameId: GAME, messageId: posted.value.id, userId: alice.id, username: "alice", text: "good luck everyone", atMs: nowMs },
    ]);
    const recent = await roomChat(app.deps, { roomId: ROOM, viewerId: alice.id });
    expect(recent).toEqual({ ok: true, value: [{ id: posted.value.id, roomId: ROOM, maskedUsername: "a***e", text: "good luck everyone", createdAtMs: nowMs, mine: true }] });
  });

  it("refuses a bad text as INVALID_INPUT on the field text, and stores and announces nothing", async () => {
    for (const text of ["", "   ", "x".repeat(201), "line\nbreak", "nul\u0000"]) {
      const result = await say(alice.id, text);
      expect(result).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "text", max: 200 } } });
    }
    expect(app.events.ofType("chat.posted")).toEqual([]);
    expect(await store.read((tx) => tx.chat.recent(ROOM, 10))).toEqual([]);
    // A refused line does not count against the pace.
    expect(codeOf(await say(alice.id))).toBe("OK");
  });

  it("refuses a chat-banned player with CHAT_BANNED, and speaks again once the ban is lifted", async () => {
    await update(alice.id, { chatBanned: true });
    expect(codeOf(await say(alice.id))).toBe("CHAT_BANNED");
    expect(app.events.ofType("chat.posted")).toEqual([]);
    await update(alice.id, { chatBanned: false });
    expect(codeOf(await say(alice.id))).toBe("OK");
  });

  it("refuses an operator (FORBIDDEN), an unknown user and an unknown room", async () => {
    await update(alice.id, { role: "operator" });
    expect(codeOf(await say(alice.id))).toBe("FORBIDDEN");
    expect(codeOf(await say(999_999))).toBe("USER_NOT_FOUND");
    const bob = await createPlayer(app, { username: "bobby" });
    expect(codeOf(await say(bob.id, "hi", 999_999))).toBe("ROOM_NOT_FOUND");
    expect(await store.read((tx) => tx.chat.lastAt(bob.id))).toBeNull();
  });

  it("keeps 2 s between two lines of a player (CHAT_TOO_FAST), in any room", async () => {
    expect(codeOf(await say(alice.id))).toBe("OK");
    app.clock.advance(CHAT_MIN_GAP_MS - 1);
    expect(codeOf(await say(alice.id))).toBe("CHAT_TOO_FAST");
    expect(codeOf(await say(alice.id, "hi", OTHER_ROOM))).toBe("CHAT_TOO_FAST");
    // Someone else is not slowed down by alice.
    const bob = await createPlayer(app, { username: "bobby" });
    expect(codeOf(await say(bob.id))).toBe("OK");
    app.clock.advance(1);
    expect(codeOf(await say(alice.id, "hi", OTHER_ROOM))).toBe("OK");
    expect(app.events.ofType("chat.posted").map((e) => e.userId)).toEqual([alice.id, bob.id, alice.id]);
  });

  it("allows 5 lines a minute: the sixth is CHAT_TOO_FAST until the first is a minute old", async () => {
    const start = app.clock.nowMs();
    for (let i = 0; i < 5; i++) {
      app.clock.set(start + i * 3_000);
      expect(codeOf(await say(alice.id, `line ${i}`)), `line ${i}`).toBe("OK");
    }
    app.clock.set(start + 5 * 3_000);
    expect(codeOf(await say(alice.id))).toBe("CHAT_TOO_FAST");
    app.clock.set(start + CHAT_WINDOW_MS - 1);
    expect(codeOf(await say(alice.id))).toBe("CHAT_TOO_FAST");
    app.clock.set(start + CHAT_WINDOW_MS);
    expect(codeOf(await say(alice.id))).toBe("OK");
    expect(await store.read((tx) => tx.chat.countSince(alice.id, 0))).toBe(6);
  });

  describe("room chat query", () => {
    it("answers the latest lines newest last, masked, mine marked only for their writer", async () => {
      const bob = await createPlayer(app, { username: "bobby" });
      for (const [i, user] of [alice, bob, alice].entries()) {
        app.clock.advance(CHAT_MIN_GAP_MS);
        expect(codeOf(await say(user.id, `line ${i}`))).toBe("OK");
      }
      const asBob = await roomChat(app.deps, { roomId: ROOM, limit: 2, viewerId: bob.id });
      expect(asBob.ok && asBob.value.map((m) => [m.maskedUsername, m.text, m.mine])).toEqual([
        ["b***y", "line 1", true],
        ["a***e", "line 2", false],
      ]);
      const asGuest = await roomChat(app.deps, { roomId: ROOM });
      expect(asGuest.ok && asGuest.value.map((m) => m.mine)).toEqual([false, false, false]);
      expect(asGuest.ok && JSON.stringify(asGuest.value)).not.toContain("alice");
      expect(codeOf(await roomChat(app.deps, { roomId: 999_999 }))).toBe("ROOM_NOT_FOUND");
      expect(codeOf(await roomChat(app.deps, { roomId: ROOM, limit: 0 }))).toBe("INVALID_INPUT");
      expect(codeOf(await roomChat(app.deps, { roomId: ROOM, limit: 101 }))).toBe("INVALID_INPUT");
    });
  });
});
