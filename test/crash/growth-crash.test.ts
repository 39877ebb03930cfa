import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { DATABASE_FILE_NAME } from "../../adapters/persistence/open-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants } from "../../src/domain/wallet/ledger";
import type { Store } from "../../src/ports/store";
import { prng } from "../load/prng";
import { paymentsOf, runGrowthOnce, seedGrowthDay, type GrowthDay } from "../support/growth-day";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * kill -9 of the real server in the middle of the growth engine's end-of-day run (issue 40): a day of 2,000
 * players' settled bets (agents' teams, players without an agent, big players who reach the next VIP level), a
 * server whose run is slowed down (TEST_GROWTH_PAUSE_MS: a pause after each write, so a kill lands between chunks
 * and inside them), killed at a random moment shortly after the run's first new payment, restarted on the same SQLite file, again and again until a run
 * completes. Then every payment is exactly what one uninterrupted run on a copy of the same database paid: each
 * payout key once, none missing, the same amounts; each one transfer and one fund line; the promotions account's
 * debit the sum of the credits; the ledger balanced after every kill.
 */

const MIN_MID_RUN_KILLS = 3;
const MAX_LIVES = 40;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const ENV = { TEST_GROWTH_PAUSE_MS: "200", GROWTH_RUN_INTERVAL_MS: "300" };
const ALL_TIME = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };

/** How long a life waits for its run's first new payment (a walk through the chunks already paid, 200 ms each). */
const FIRST_PAYMENT_TIMEOUT_MS = 60_000;
/** The kill comes this long at most after the life's first new payment: a few of the run's dozens of chunks. */
const KILL_AFTER_FIRST_PAYMENT_MAX_MS = 1_000;
const POLL_MS = 50;

/** When the database first holds more than `paidBefore` payments (read beside the server: WAL), or null at the deadline. */
async function firstNewPayment(file: string, paidBefore: number, deadlineMs: number): Promise<number | null> {
  return withStore(file, async (store) => {
    while (Date.now() < deadlineMs) {
      if ((await paymentsOf(store)).length > paidBefore) return Date.now();
      await sleep(POLL_MS);
    }
    return null;
  });
}

async function withStore<T>(file: string, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openSqliteStore({ file });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

describe(`the growth engine's end-of-day run survives kill -9 (CRASH_SEED=${seed})`, () => {
  it(`pays every payout key exactly once across ${MIN_MID_RUN_KILLS}+ kills in the middle of the run`, async () => {
    const random = prng(seed);
    const dir = mkdtempSync(join(tmpdir(), "growth-crash-"));
    const refDir = mkdtempSync(join(tmpdir(), "growth-crash-ref-"));
    const file = join(dir, DATABASE_FILE_NAME);
    let server: ServerProcess | null = null;
    try {
      const nowMs = Date.now();
      const seeded: GrowthDay = await withStore(file, (store) => seedGrowthDay(store, { agents: 20, playersPerAgent: 90, loners: 200, whales: 30, nowMs }));
      // The reference: one run, never interrupted, in this process, on a copy of the same database.
      for (const suffix of ["", "-wal", "-shm"]) if (existsSync(file + suffix)) copyFileSync(file + suffix, join(refDir, DATABASE_FILE_NAME + suffix));
      const expected = await withStore(join(refDir, DATABASE_FILE_NAME), async (store) => {
        await runGrowthOnce(store, nowMs);
        return paymentsOf(store);
      });
      const kinds = new Set(expected.map((line) => line.split(":")[0]));
      expect([...kinds].sort()).toEqual(["bonus", "commission", "rebate"]);
      expect(expected.length).toBeGreaterThan(seeded.playerIds.length);

      let kills = 0;
      let midRunKills = 0;
      let paidBefore = 0;
      let complete = false;
      const lives: string[] = [];
      for (let life = 0; life < MAX_LIVES && !complete; life++) {
        server = await startServerProcess({ env: { ...ENV, DATA_DIR: dir } });
        // A restarted run walks again, a write and a pause per chunk, through every chunk already paid before it
        // pays anything new: a kill at a fixed time after the start lands in that walk (nothing new paid) once the
        // earlier lives got far enough. So the kill aims at the run itself: once this life's first new payment is
        // visible, after a random moment shorter than a few chunks (the run has dozens left).
        const startedMs = Date.now();
        const firstPaidMs = await firstNewPayment(file, paidBefore, startedMs + FIRST_PAYMENT_TIMEOUT_MS);
        if (firstPaidMs !== null) await sleep(Math.floor(random() * KILL_AFTER_FIRST_PAYMENT_MAX_MS));
        await server.kill9();
        const killedMs = Date.now();
        server = null;
        kills += 1;
        const paid = await withStore(file, async (store) => {
          expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
          return paymentsOf(store);
        });
        // Whatever was paid so far is a part of what one run pays: nothing twice, nothing else.
        const expectedSet = new Set(expected);
        expect(paid.filter((line) => !expectedSet.has(line))).toEqual([]);
        complete = paid.length === expected.length;
        if (!complete && paid.length > 0) midRunKills += paid.length > paidBefore ? 1 : 0;
        lives.push(`life ${life}: first new payment ${firstPaidMs === null ? "none" : `+${firstPaidMs - startedMs} ms`}, kill +${killedMs - startedMs} ms, paid ${paidBefore} -> ${paid.length}${complete ? " (complete)" : ""}`);
        paidBefore = paid.length;
        // Once enough kills landed mid-run, let a server finish it.
        if (midRunKills >= MIN_MID_RUN_KILLS) break;
      }
      console.log(`growth crash test lives (CRASH_SEED=${seed}):\n${lives.join("\n")}`);
      expect(midRunKills).toBeGreaterThanOrEqual(MIN_MID_RUN_KILLS);

      if (!complete) {
        server = await startServerProcess({ env: { ...ENV, DATA_DIR: dir } });
        const deadline = Date.now() + 120_000;
        // Reading beside the running server (SQLite's WAL lets a reader in) until the run has paid everything.
        while (Date.now() < deadline && (await withStore(file, paymentsOf)).length < expected.length) await sleep(500);
        await server.stop();
        server = null;
      }

      await withStore(file, async (store) => {
        expect(await paymentsOf(store)).toEqual(expected);
        const rows = await store.read((tx) => tx.growthPayouts.inRange(null, ALL_TIME, 0, 1_000_000));
        const totalMinor = rows.reduce((sum, row) => sum + row.amountMinor, 0);
        expect(await store.read((tx) => tx.ledger.balance("promotions"))).toBe(-totalMinor);
        // Each payment one transfer of its amount, and one fund line: per beneficiary, the lines add up to the payments.
        const byUser = new Map<number, { count: number; amountMinor: number }>();
        for (const row of rows) {
          const seen = byUser.get(row.userId) ?? { count: 0, amountMinor: 0 };
          byUser.set(row.userId, { count: seen.count + 1, amountMinor: seen.amountMinor + row.amountMinor });
        }
        for (const [userId, paid] of byUser) {
          const lines = await store.read((tx) => tx.fundLog.ofUser(userId, ALL_TIME, [FUND_TYPE.commission, FUND_TYPE.rebate, FUND_TYPE.bonus], { offset: 0, limit: 1_000 }));
          expect({ userId, count: lines.length, amountMinor: lines.reduce((sum, line) => sum + line.quantityMinor, 0) }).toEqual({ userId, ...paid });
        }
        for (const row of rows.filter((_, i) => i % 25 === 0)) {
          expect(await store.read((tx) => tx.ledger.transferById(row.key))).toMatchObject({ amountMinor: row.amountMinor, fromAccount: "promotions" });
        }
        expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
      });
      console.log(`growth crash test: ${kills} kills (${midRunKills} in the middle of the run), ${expected.length} payments each made once (CRASH_SEED=${seed})`);
    } finally {
      await server?.kill9();
      rmSync(dir, { recursive: true, force: true });
      rmSync(refDir, { recursive: true, force: true });
    }
  }, 420_000);
});
