import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants } from "../../src/domain/wallet/ledger";
import type { Store } from "../../src/ports/store";
import { paymentsOf, runGrowthOnce, seedGrowthDay } from "../support/growth-day";
import { withPgClient } from "../support/pg-admin";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";

/**
 * Issue 40: two real server processes on one PostgreSQL database run the same end of day at the same time (the
 * growth driver runs on every server, not only the round leader). Each payout key is paid by exactly one of them:
 * together they pay exactly what one run alone pays on a copy of the database, what each says it paid adds up to
 * that once, and every payment is one transfer and one fund line.
 */

const reachable = postgresProblem === null || process.env.CI === "true";
const suite = reachable ? describe : describe.skip;
const ALL_TIME = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
// Slowed so that the two runs overlap for seconds: a pause after each write of a run.
// LOG_LEVEL: servers the test suite starts log nothing unless asked, and this test reads what the runs logged.
const ENV = { TEST_GROWTH_PAUSE_MS: "100", GROWTH_RUN_INTERVAL_MS: "300", LOG_LEVEL: "info" };

const databaseUrl = (database: string): string => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * What a server's log says its runs paid (the driver logs each run that paid anything), in minor units. The figures
 * are JSON inside the JSON line's message, so their quotes come escaped.
 */
function paidInLog(log: string): number {
  let total = 0;
  for (const match of log.matchAll(/\\?"(?:paidMinor|bonusMinor)\\?":(\d+)/g)) total += Number(match[1]);
  return total;
}

async function withStore<T>(url: string, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openPostgresStore({ url, poolSize: 2 });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

suite(`the growth engine's run on two servers sharing PostgreSQL${reachable ? "" : " (skipped: PostgreSQL unreachable)"}`, () => {
  it("pays each payout key exactly once when both servers run the same period end at once", async () => {
    const suffix = randomUUID().replaceAll("-", "").slice(0, 20);
    const database = `growth_${suffix}`;
    const reference = `growth_ref_${suffix}`;
    const servers: ServerProcess[] = [];
    await withPgClient(TEST_DATABASE_URL, (c) => c.query(`create database "${database}"`));
    try {
      const nowMs = Date.now();
      await withStore(databaseUrl(database), (store) => seedGrowthDay(store, { agents: 10, playersPerAgent: 60, loners: 100, whales: 20, nowMs }));
      // One run alone, on a copy of the seeded database: what the two servers together must pay.
      await withPgClient(TEST_DATABASE_URL, (c) => c.query(`create database "${reference}" template "${database}"`));
      const expected = await withStore(databaseUrl(reference), async (store) => {
        await runGrowthOnce(store, nowMs);
        return paymentsOf(store);
      });
      expect(new Set(expected.map((line) => line.split(":")[0]))).toEqual(new Set(["rebate", "bonus", "commission"]));

      const env = { ...ENV, DATABASE_URL: databaseUrl(database) };
      servers.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline && (await withStore(databaseUrl(database), paymentsOf)).length < expected.length) await sleep(500);
      // Let any late duplicate show (it never should), then stop both cleanly so their logs are complete.
      await sleep(1_500);
      for (const server of servers) await server.stop();

      await withStore(databaseUrl(database), async (store) => {
        expect(await paymentsOf(store)).toEqual(expected);
        const rows = await store.read((tx) => tx.growthPayouts.inRange(null, ALL_TIME, 0, 1_000_000));
        const totalMinor = rows.reduce((sum, row) => sum + row.amountMinor, 0);
        expect(await store.read((tx) => tx.ledger.balance("promotions"))).toBe(-totalMinor);
        // What each server says it paid adds up to the total once: no payment was counted (or made) by both.
        const [a, b] = servers.map((server) => paidInLog(server.log()));
        expect(a! + b!).toBe(totalMinor);
        const byUser = new Map<number, number>();
        for (const row of rows) byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + 1);
        for (const [userId, count] of byUser) {
          const lines = await store.read((tx) => tx.fundLog.ofUser(userId, ALL_TIME, [FUND_TYPE.commission, FUND_TYPE.rebate, FUND_TYPE.bonus], { offset: 0, limit: 1_000 }));
          expect([userId, lines.length]).toEqual([userId, count]);
        }
        expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
        console.log(`growth on two servers: ${rows.length} payments, ${totalMinor} minor units; server A paid ${a}, server B ${b}`);
      });
    } finally {
      for (const server of servers) await server.kill9();
      for (const name of [database, reference]) {
        await withPgClient(TEST_DATABASE_URL, (c) => c.query(`drop database if exists "${name}" with (force)`)).catch((error: unknown) => console.warn(`could not drop ${name}`, error));
      }
    }
  }, 300_000);
});
