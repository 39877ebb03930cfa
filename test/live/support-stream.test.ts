import { afterAll, beforeAll, expect, it } from "vitest";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { newPlayer, type Player } from "../trpc/helpers";
import { framesOf } from "../support/sse-frames";

/** The support desk's live streams (issue 38): a thread and the staff inbox, live and resumed after the last id. */
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

  const stream = (path: string, token: string | null, lastEventId?: number) =>
    server.app.request(`${TEST_ORIGIN}${path}`, { headers: { ...(token ? { cookie: `sid=${token}` } : {}), ...(lastEventId === undefined ? {} : { "last-event-id": String(lastEventId) }), "x-lang": "en" } });

  it("the player hears their own thread live, only theirs, and the staff's read mark; the inbox hears every conversation", async () => {
    const thread = framesOf(await stream("/live/support", alice.token));
    const inbox = framesOf(await stream("/live/support/inbox", staff.token));
    try {
      // Bob's message reaches the inbox, not Alice's thread.
      await bob.call.support.post({ text: "bob here" });
      const posted = await alice.call.support.post({ text: "my deposit is stuck" });
      const mine = await thread.until(2);
      expect(mine.map((f) => [f.id, f.event, f.data.author, f.data.text])).toEqual([
        ["1", "message", "player", "my deposit is stuck"],
        ["2", "message", "system", posted.autoReply!.text],
      ]);
      expect(mine[0]!.data).not.toHaveProperty("authorId");
      const everyone = await inbox.until(4);
      expect(everyone.map((f) => [f.event, (f.data.message as { text: string }).text])).toEqual([
        ["message", "bob here"],
        ["message", expect.any(String)],
        ["message", "my deposit is stuck"],
        ["message", posted.autoReply!.text],
      ]);
      expect(everyone[2]).toMatchObject({ id: String(posted.message.id), data: { ownerUserId: alice.user.id, ownerGuestId: null } });

      await staff.call.admin.support.reply({ conversationId: posted.conversationId, text: "On it" });
      await staff.call.admin.support.markRead({ conversationId: posted.conversationId, seq: 3 });
      await alice.call.support.markRead({ conversationId: posted.conversationId, seq: 3 });
      const later = await thread.until(4);
      expect(later[2]).toMatchObject({ id: "3", event: "message", data: { author: "staff", text: "On it" } });
      // Answering is reading: Alice's read receipt moves to 3 (and the staff's markRead to 3 then changes nothing).
      expect(later[3]).toEqual({ id: null, event: "read", data: { conversationId: posted.conversationId, side: "staff", seq: 3 } });
      // The inbox hears the reply, the staff's read (answering is reading), the assignment and Alice's read.
      const staffSide = await inbox.until(8);
      expect(staffSide.slice(4).map((f) => f.event)).toEqual(["message", "read", "conversation", "read"]);
      expect(staffSide[5]!.data).toEqual({ conversationId: posted.conversationId, side: "staff", seq: 3 });
      expect(staffSide[7]!.data).toEqual({ conversationId: posted.conversationId, side: "customer", seq: 3 });
    } finally {
      await thread.close();
      await inbox.close();
    }
  });

  it("resumes after Last-Event-ID: the thread after a message number, the inbox after a message id", async () => {
    const first = (await alice.call.support.thread()).conversation!;
    await staff.call.admin.support.reply({ conversationId: first.id, text: "Anything else?" });
    await alice.call.support.post({ text: "No, thanks" });
    const resumed = framesOf(await stream("/live/support", alice.token, first.lastSeq));
    try {
      const missed = await resumed.until(2);
      expect(missed.map((f) => [f.id, f.data.text])).toEqual([
        [String(first.lastSeq + 1), "Anything else?"],
        [String(first.lastSeq + 2), "No, thanks"],
      ]);
      // And live after the resume, without repeats.
      await staff.call.admin.support.reply({ conversationId: first.id, text: "Bye" });
      const next = await resumed.until(4);
      expect(next.map((f) => f.event)).toEqual(["message", "message", "message", "read"]);
      expect(next[2]).toMatchObject({ id: String(first.lastSeq + 3), data: { text: "Bye" } });
    } finally {
      await resumed.close();
    }
    const all = await server.deps.store.read((tx) => tx.support.messagesAfterId(0, 100));
    const inbox = framesOf(await stream("/live/support/inbox", staff.token, all.at(-3)!.id));
    try {
      expect((await inbox.until(2)).map((f) => Number(f.id))).toEqual(all.slice(-2).map((m) => m.id));
    } finally {
      await inbox.close();
    }
  });

  it("refuses a guest, a player at the inbox and an operator at a thread, in their language", async () => {
    const guest = await stream("/live/support", null);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: "NOT_LOGGED_IN", message: "Please log in first" });
    expect((await stream("/live/support/inbox", alice.token)).status).toBe(403);
    expect((await stream("/live/support", staff.token)).status).toBe(403);
    expect((await stream("/live/support/inbox", null)).status).toBe(401);
  });
});
