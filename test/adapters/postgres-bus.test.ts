import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InProcessEventBus } from "../../adapters/events/in-process-bus";
import { PostgresEventBus } from "../../adapters/events/postgres-bus";
import type { DomainEvent } from "../../src/ports/events";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";

const chat = (messageId: number, text: string): DomainEvent => ({ type: "chat.posted", roomId: 11, gameId: 1, messageId, userId: 7, username: "alice", text, atMs: 1 });
const balance = (userId: number): DomainEvent => ({ type: "balance.changed", userId, moneyMinor: userId * 100, lockedMinor: 0 });

/** One server process's buses: its local fan-out and the PostgreSQL bus in front of it, with what reached the local one. */
function processBuses(channel: string, url: string) {
  const local = new InProcessEventBus();
  const received: DomainEvent[] = [];
  local.subscribe((event) => received.push(event));
  const bus = new PostgresEventBus(url, local, { channel });
  return { bus, received };
}

// Without PostgreSQL: skipped (saying why) locally, failed under CI=true, where it must run.
const suite = postgresProblem === null || process.env.CI === "true" ? describe : describe.skip;
const unreachable = postgresProblem === null || process.env.CI === "true" ? "" : ` (skipped: PostgreSQL unreachable: ${postgresProblem})`;

suite(`PostgresEventBus (LISTEN/NOTIFY between server processes)${unreachable}`, () => {
  const started: PostgresEventBus[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((bus) => bus.stop()));
  });
  const start = async (channel: string, applicationName = "bus_test") => {
    if (postgresProblem !== null) throw new Error(`PostgreSQL unreachable (${postgresProblem}); required under CI=true`);
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set("application_name", applicationName);
    const buses = processBuses(channel, url.toString());
    await buses.bus.start();
    started.push(buses.bus);
    return buses;
  };
  const channelName = () => `test_events_${randomUUID().replaceAll("-", "").slice(0, 16)}`;

  it("delivers every event once to every process, in publishing order, its own at once and never twice", async () => {
    const channel = channelName();
    const a = await start(channel);
    const b = await start(channel);
    const events = Array.from({ length: 300 }, (_, i) => balance(i + 1));
    for (const event of events) a.bus.publish(event);
    b.bus.publish(chat(1, "from b"));
    // The publisher's own listeners hear at once, without a round trip.
    expect(a.received.slice(0, 300)).toEqual(events);
    await vi.waitFor(() => expect(b.received).toHaveLength(301), { timeout: 20_000 });
    await vi.waitFor(() => expect(a.received).toHaveLength(301), { timeout: 20_000 });
    expect(b.received.filter((e) => e.type === "balance.changed")).toEqual(events);
    expect(a.received[300]).toEqual(chat(1, "from b"));
    // Nothing arrives twice later on (a's own notifications come back to it and are ignored).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([a.received.length, b.received.length]).toEqual([301, 301]);
  }, 60_000);

  it("carries an event bigger than NOTIFY's 8000-byte payload in pieces, and the small ones around it", async () => {
    const channel = channelName();
    const a = await start(channel);
    const b = await start(channel);
    const big = chat(2, "大".repeat(6_000) + "\u0000\"\\" + "x".repeat(10_000)); // about 28 KB of UTF-8
    a.bus.publish(balance(1));
    a.bus.publish(big);
    a.bus.publish(balance(2));
    await vi.waitFor(() => expect(b.received).toHaveLength(3), { timeout: 20_000 });
    expect(b.received).toEqual([balance(1), big, balance(2)]);
    // The publisher heard each once, at once: its own batch and pieces came back to it and were dropped.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(a.received).toEqual([balance(1), big, balance(2)]);
  }, 60_000);

  it("keeps what was published while its connection was cut and sends it once it can", async () => {
    const channel = channelName();
    const name = `bus_cut_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const a = await start(channel, name);
    const b = await start(channel);
    await cutPublishingConnection(a.bus, name);
    a.bus.publish(balance(5));
    await vi.waitFor(() => expect(b.received).toContainEqual(balance(5)), { timeout: 20_000 });
    expect(b.received.filter((e) => e.type === "balance.changed" && e.userId === 5)).toHaveLength(1);
  }, 60_000);
});

/** Ends a bus's publishing connection from PostgreSQL's side (as a server restart or a network cut would). */
async function cutPublishingConnection(bus: PostgresEventBus, applicationName: string): Promise<void> {
  bus.publish(balance(4)); // so that the publishing connection exists
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const cut = await client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and query like '%pg_notify%' and pid <> pg_backend_pid()",
        [applicationName],
      );
      if (cut.rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the publishing connection never showed up");
  } finally {
    await client.end();
  }
}
