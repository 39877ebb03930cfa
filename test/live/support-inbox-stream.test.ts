import { afterAll, beforeAll, expect, it } from "vitest";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { framesOf } from "../support/sse-frames";
import { forEachStore } from "../support/stores";
import { newPlayer, type Player } from "../trpc/helpers";

/**
 * The staff inbox's stream carries an operator's read as well as a player's
 * (issue 38, console inbox): when one operator opens a thread, every other
 * operator's inbox drops that conversation's unread count at once.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let alice: Player;
  let first: Player;
  let second: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    alice = await newPlayer(server);
    first = await newPlayer(server, { role: "operator" });
    second = await newPlayer(server, { role: "operator" });
  });
  afterAll(() => server.close());

  it("an operator's read reaches every operator's inbox stream", async () => {
    const posted = await alice.call.support.post({ text: "anyone there?" });
    const inbox = framesOf(await server.app.request(`${TEST_ORIGIN}/live/support/inbox`, { headers: { cookie: `sid=${second.token}`, "x-lang": "en" } }));
    try {
      expect((await second.call.admin.support.inbox({ view: "waiting" })).items[0]).toMatchObject({ unread: 1 });
      await first.call.admin.support.markRead({ conversationId: posted.conversationId, seq: 2 });
      const [read] = await inbox.until(1);
      expect(read).toEqual({ id: null, event: "read", data: { conversationId: posted.conversationId, side: "staff", seq: 2 } });
      expect((await second.call.admin.support.inbox({ view: "waiting" })).items[0]).toMatchObject({ unread: 0 });
    } finally {
      await inbox.close();
    }
  });
});
