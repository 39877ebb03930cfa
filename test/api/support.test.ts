import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_AUTO_REPLIES } from "../../src/domain/support/auto-reply";
import { SUPPORT_MAX_CHARS } from "../../src/domain/support/conversation";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { expectRefused, expectTranslated, http, newPlayer, type Player } from "../trpc/helpers";

/**
 * The support desk through the tRPC API (issue 38), on both stores: a player
 * writes, the staff see it in the inbox and answer, the player's badge counts
 * the answer until read; bad input and another player's conversation are
 * refused in the caller's language and change nothing.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let alice: Player;
  let bob: Player;
  let staff: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    alice = await newPlayer(server);
    bob = await newPlayer(server);
    staff = await newPlayer(server, { role: "operator" });
  });
  afterAll(() => server.close());

  const storedMessages = () => server.deps.store.read(async (tx) => tx.support.messagesAfterId(0, 1000));

  it("a player writes outside hours, the staff see it waiting and answer; the badge counts the answer until it is read", async () => {
    const posted = await alice.call.support.post({ text: "My deposit is stuck, ref 12345" });
    expect(posted.message).toMatchObject({ seq: 1, author: "player", leftWhileClosed: true });
    expect(posted.autoReply).toMatchObject({ seq: 2, author: "system" });
    expect(posted.nextOpeningMs).toBeGreaterThan(server.clock.nowMs());
    const { conversationId } = posted;

    const inbox = await staff.call.admin.support.inbox({ view: "waiting" });
    expect(inbox.items.map((item) => [item.conversation.id, item.ownerName, item.unread])).toEqual([[conversationId, alice.user.username, 1]]);
    expect((await staff.call.admin.support.inbox({ view: "all", search: "12345" })).items).toHaveLength(1);

    const reply = await staff.call.admin.support.reply({ conversationId, text: "We are checking it" });
    expect(reply).toMatchObject({ seq: 3, author: "staff" });
    expect(await alice.call.support.unread()).toEqual({ unread: 2 });
    const thread = await alice.call.support.thread();
    expect(thread.messages.map((m) => [m.seq, m.author, m.text])).toEqual([
      [1, "player", "My deposit is stuck, ref 12345"],
      [2, "system", expect.any(String)],
      [3, "staff", "We are checking it"],
    ]);
    expect(thread.hours).toMatchObject({ startMinute: 720, endMinute: 1410 });
    expect((await alice.call.support.messages({ conversationId, afterSeq: 2 })).map((m) => m.seq)).toEqual([3]);
    expect(await alice.call.support.markRead({ conversationId, seq: 3 })).toEqual({ readSeq: 3 });
    expect(await alice.call.support.unread()).toEqual({ unread: 0 });
    expect((await staff.call.admin.support.thread({ conversationId })).conversation).toMatchObject({ customerReadSeq: 3, assigneeId: staff.user.id, waitingSinceMs: null });
  });

  it("answers the automatic reply in the caller's language, and shows the staff that language", async () => {
    const carol = await newPlayer(server, { lang: "jp" });
    const posted = await carol.call.support.post({ text: "こんにちは" });
    expect(posted.autoReply?.text).toBe(DEFAULT_AUTO_REPLIES.jp);
    // The staff see the language the question came in (their quick replies are offered in it first).
    expect((await staff.call.admin.support.thread({ conversationId: posted.conversationId })).conversation.customerLang).toBe("jp");
  });

  it("refuses an empty, too long or unstorable message in the caller's language, and stores nothing", async () => {
    const before = await storedMessages();
    await expectTranslated(server, "mutation", "support.post", { text: "   " }, "SUPPORT_MESSAGE_EMPTY", { token: bob.token });
    await expectTranslated(server, "mutation", "support.post", { text: "长".repeat(SUPPORT_MAX_CHARS + 1) }, "SUPPORT_MESSAGE_TOO_LONG", { token: bob.token });
    const tooLong = await http(server, "mutation", "support.post", { text: "x".repeat(SUPPORT_MAX_CHARS + 1) }, { token: bob.token, lang: "en" });
    expect(tooLong.body.error?.message).toBe(`The message is too long: at most ${SUPPORT_MAX_CHARS} characters`);
    await expectTranslated(server, "mutation", "support.post", { text: "hi\u0000there" }, "INVALID_INPUT", { token: bob.token });
    await expectTranslated(server, "mutation", "support.post", { text: "x".repeat(SUPPORT_MAX_CHARS * 4 + 1) }, "INVALID_INPUT", { token: bob.token });
    await expectTranslated(server, "mutation", "support.post", {}, "INVALID_INPUT", { token: bob.token });
    await expectRefused(staff.call.admin.support.reply({ conversationId: 1, text: "" }), "SUPPORT_MESSAGE_EMPTY");
    expect(await storedMessages()).toEqual(before);
    expect(await bob.call.support.thread()).toMatchObject({ conversation: null, messages: [], unread: 0 });
  });

  it("gives another player's conversation id nothing: not its messages, not its read mark", async () => {
    const conversationId = (await alice.call.support.thread()).conversation!.id;
    const before = await server.deps.store.read((tx) => tx.support.conversationById(conversationId));
    await expectTranslated(server, "query", "support.messages", { conversationId, afterSeq: 0 }, "NOT_FOUND", { token: bob.token });
    await expectTranslated(server, "mutation", "support.markRead", { conversationId, seq: 1 }, "NOT_FOUND", { token: bob.token });
    await expectRefused(bob.call.support.messages({ conversationId: 987_654, afterSeq: 0 }), "NOT_FOUND");
    expect(await server.deps.store.read((tx) => tx.support.conversationById(conversationId))).toEqual(before);
  });

  it("the staff's bad input is refused and changes nothing", async () => {
    await expectRefused(staff.call.admin.support.mute({ target: { kind: "player", userId: alice.user.id }, minutes: 60, reason: " " }), "REASON_REQUIRED");
    await expectRefused(staff.call.admin.support.assign({ conversationId: 1, assigneeId: alice.user.id }), "INVALID_INPUT");
    await expectRefused(staff.call.admin.support.inbox({ view: "waiting", search: "x".repeat(101) }), "INVALID_INPUT");
    expect(await server.deps.store.read((tx) => tx.support.muteOf({ kind: "player", userId: alice.user.id }))).toBeNull();
  });

  it("a muted player is told so in their language; the pace is answered TOO_MANY_REQUESTS", async () => {
    const dave = await newPlayer(server);
    await staff.call.admin.support.mute({ target: { kind: "player", userId: dave.user.id }, minutes: 30, reason: "abuse" });
    await expectTranslated(server, "mutation", "support.post", { text: "let me in" }, "SUPPORT_MUTED", { token: dave.token });
    const erin = await newPlayer(server);
    for (let i = 0; i < 10; i++) await erin.call.support.post({ text: `message ${i}` });
    await expectRefused(erin.call.support.post({ text: "one too many" }), "SUPPORT_TOO_FAST", "TOO_MANY_REQUESTS");
  });
});
