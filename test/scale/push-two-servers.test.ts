import { randomUUID } from "node:crypto";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { units } from "../../src/domain/money";
import type { Store } from "../../src/ports/store";
import { trpcMutation } from "../load/http-client";
import { LocalPushService } from "../support/local-push-service";
import { seedPlayers } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";
import { withPgClient } from "../support/pg-admin";

/**
 * Issue 39: two real server processes on one PostgreSQL database, sharing one VAPID key pair. Deposits approved
 * alternately through each server reach the player's browser (the test's local push endpoint) once each: both
 * servers hear every approval over the event bus, and the notice's claim in the database lets one of them send.
 */

const reachable = postgresProblem === null || process.env.CI === "true";
const suite = reachable ? describe : describe.skip;

suite(`push notices from two servers sharing PostgreSQL${reachable ? "" : " (skipped: PostgreSQL unreachable)"}`, () => {
  it("each approved deposit is pushed once, whichever server approved it", async () => {
    const database = `push_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
    await withPgClient(TEST_DATABASE_URL, (c) => c.query(`create database "${database}"`));
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    const push = new LocalPushService();
    await push.start();
    const servers: ServerProcess[] = [];
    let store: Store | null = null;
    try {
      store = await openPostgresStore({ url: url.toString(), poolSize: 2 });
      const [player, operator] = await seedPlayers(store, { count: 2, depositMinor: units(100), prefix: "push" });
      await store.transaction((tx) => tx.users.update(operator!.id, { role: "operator" }));
      const keys = webpush.generateVAPIDKeys();
      const env = { DATABASE_URL: url.toString(), VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "mailto:push-test@example.invalid", LOG_LEVEL: "info" };
      servers.push(await startServerProcess({ env }), await startServerProcess({ env }));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      for (const server of servers) expect(server.log()).toContain("push notices: VAPID keys from environment");

      const browser = push.subscription(randomUUID());
      expect((await trpcMutation(a.baseUrl, "notifications.subscribe", { endpoint: browser.endpoint, keys: browser.keys }, player!.token)).status).toBe(200);
      expect((await trpcMutation(b.baseUrl, "notifications.setPreferences", { deposit: true, withdrawal: false, win: false, closingRooms: [] }, player!.token)).status).toBe(200);

      const approvals = 6;
      for (let i = 0; i < approvals; i += 1) {
        const asked = await trpcMutation<{ id: number }>(a.baseUrl, "wallet.recharge", { amount: `${100 + i}.00` }, player!.token);
        expect(asked.status, JSON.stringify(asked)).toBe(200);
        const approved = await trpcMutation((i % 2 === 0 ? a : b).baseUrl, "admin.deposits.approve", { id: asked.data!.id }, operator!.token);
        expect(approved.status, JSON.stringify(approved)).toBe(200);
      }
      const deadline = Date.now() + 15_000;
      while (push.messagesOf(browser).length < approvals && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      // A second copy would come from the other server within moments of the first: give it time to show.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const bodies = push.messagesOf(browser).map((m) => m.body);
      expect(bodies.sort()).toEqual(Array.from({ length: approvals }, (_, i) => `Your deposit of ${100 + i}.00 was approved and is in your balance.`).sort());
    } finally {
      for (const server of servers) await server.kill9();
      await store?.close();
      await push.stop();
      await withPgClient(TEST_DATABASE_URL, (c) => c.query(`drop database if exists "${database}" with (force)`)).catch((error: unknown) => console.warn(`could not drop ${database}`, error));
    }
  }, 180_000);
});
