import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { units } from "../../src/domain/money";
import type { Store } from "../../src/ports/store";
import { trpcMutation } from "../load/http-client";
import { seedPlayers } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { framesOf } from "../support/sse-frames";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";
import { withPgClient } from "../support/pg-admin";

/**
 * Issue 38: two real server processes on one PostgreSQL database. A message a
 * player sends through server A reaches the staff inbox and the player's own
 * thread streamed from server B, and the staff's answer through B reaches the
 * player's thread streamed from A (the event bus: LISTEN/NOTIFY).
 */

const reachable = postgresProblem === null || process.env.CI === "true";
const suite = reachable ? describe : describe.skip;

suite(`the support desk on two servers sharing PostgreSQL${reachable ? "" : " (skipped: PostgreSQL unreachable)"}`, () => {
  it("a message sent through one server arrives live on the other's streams, both ways", async () => {
    const database = `support_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
    await withPgClient(TEST_DATABASE_URL, (c) => c.query(`create database "${database}"`));
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    const servers: ServerProcess[] = [];
    const streams: { close(): Promise<void> }[] = [];
    let store: Store | null = null;
    try {
      store = await openPostgresStore({ url: url.toString(), poolSize: 2 });
      const [player, operator] = await seedPlayers(store, { count: 2, depositMinor: units(100), prefix: "sd" });
      await store.transaction((tx) => tx.users.update(operator!.id, { role: "operator" }));
      const a = await startServerProcess({ env: { DATABASE_URL: url.toString() } });
      servers.push(a);
      const b = await startServerProcess({ env: { DATABASE_URL: url.toString() } });
      servers.push(b);
      const open = async (baseUrl: string, path: string, token: string) => {
        const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        const frames = framesOf(response);
        streams.push(frames);
        return frames;
      };
      const inboxOnB = await open(b.baseUrl, "/live/support/inbox", operator!.token);
      const threadOnB = await open(b.baseUrl, "/live/support", player!.token);
      const threadOnA = await open(a.baseUrl, "/live/support", player!.token);

      const posted = await trpcMutation<{ conversationId: number; message: { id: number; seq: number } }>(a.baseUrl, "support.post", { text: "sent through A" }, player!.token);
      expect(posted.status).toBe(200);
      const inbox = await inboxOnB.until(2, 15_000);
      expect(inbox[0]).toMatchObject({ id: String(posted.data!.message.id), event: "message", data: { ownerUserId: player!.id, message: { text: "sent through A", seq: 1 } } });
      expect(inbox[1]).toMatchObject({ event: "message", data: { message: { author: "system", seq: 2 } } });
      expect((await threadOnB.until(2, 15_000)).map((f) => [f.id, f.data.author])).toEqual([
        ["1", "player"],
        ["2", "system"],
      ]);

      const reply = await trpcMutation(b.baseUrl, "admin.support.reply", { conversationId: posted.data!.conversationId, text: "answered through B" }, operator!.token);
      expect(reply.status).toBe(200);
      const onA = await threadOnA.until(4, 15_000);
      expect(onA.map((f) => [f.id, f.event, f.data.text ?? f.data.seq])).toEqual([
        ["1", "message", "sent through A"],
        ["2", "message", expect.any(String)],
        ["3", "message", "answered through B"],
        [null, "read", 3],
      ]);
    } finally {
      for (const stream of streams) await stream.close().catch(() => {});
      for (const server of servers) await server.kill9();
      await store?.close();
      await withPgClient(TEST_DATABASE_URL, (c) => c.query(`drop database if exists "${database}" with (force)`)).catch((error: unknown) => console.warn(`could not drop ${database}`, error));
    }
  }, 180_000);
});
