import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { GrowthDriver, type PeriodEndRun } from "../../adapters/growth/growth-driver";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { payOut } from "../../src/application/growth/pay-out";
import { runPeriodEnd, type PeriodEndStep } from "../../src/application/growth/run-period-end";
import { inTransaction, type Work } from "../../src/application/unit-of-work";
import type { AppDeps } from "../../src/application/deps";
import { payoutKey } from "../../src/domain/growth/payout";
import { checkLedgerInvariants } from "../../src/domain/wallet/ledger";
import type { Store } from "../../src/ports/store";
import { createPlayer, testApp, type TestApp } from "../support/app";

/**
 * The growth driver: every server ticks the end-of-period runs; a failure is logged and tried again at the next
 * tick, from where the committed payments left off; runs never overlap; stopping ends a run at its next write.
 */
describe("GrowthDriver", () => {
  let store: Store;
  let app: TestApp;
  let players: number[];
  beforeEach(async () => {
    store = await openSqliteStore({ file: ":memory:" });
    app = await testApp(store, { games: false });
    players = await Promise.all(Array.from({ length: 10 }, async () => (await createPlayer(app)).id));
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  /** A run that pays each player 1.00 for the day of `nowMs`, in chunks of `chunk` players per transaction. */
  const paying = (chunk: number, options: { failAfterChunks?: number; calls?: number[] } = {}): PeriodEndStep => ({
    name: "test",
    run: async (deps: AppDeps, nowMs: number) => {
      options.calls?.push(nowMs);
      let paid = 0;
      for (let from = 0; from < players.length; from += chunk) {
        if (options.failAfterChunks !== undefined && from / chunk >= options.failAfterChunks) throw new Error("database went away");
        const result = await inTransaction(deps, async (work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">) => {
          let count = 0;
          for (const userId of players.slice(from, from + chunk)) {
            const payout = { key: payoutKey("rebate", userId, "day"), kind: "rebate" as const, userId, amountMinor: 100, periodKey: "day", source: "rebate", detail: "{}", mark: "rebate:day", atMs: nowMs };
            if (await payOut(work, payout)) count += 1;
          }
          return count;
        });
        if (!result.ok) throw new Error(result.error.code);
        paid += result.value;
      }
      return { players: paid, paidMinor: paid * 100 };
    },
  });
  const runOf = (...steps: PeriodEndStep[]): PeriodEndRun => (deps, nowMs) => runPeriodEnd(deps, nowMs, steps);
  const promotions = () => store.read((tx) => tx.ledger.balance("promotions"));

  it("runs for the clock's instant, logs what it paid, and is quiet when nothing was due", async () => {
    const lines: string[] = [];
    const calls: number[] = [];
    const driver = new GrowthDriver(app.deps, runOf(paying(3, { calls })), { intervalMs: 60_000, log: (line) => lines.push(line) });
    await driver.tick();
    await driver.tick();
    expect(calls).toEqual([app.clock.nowMs(), app.clock.nowMs()]);
    expect(lines).toEqual(['growth: test {"players":10,"paidMinor":1000}']);
    expect(await promotions()).toBe(-1_000);
  });

  it("lets the event loop turn before each of a run's store calls: work queued meanwhile runs first", async () => {
    const trail: string[] = [];
    const reading: PeriodEndStep = {
      name: "test",
      run: async (deps) => {
        for (let i = 0; i < 3; i++) await deps.store.read(async () => void trail.push("read"));
        return {};
      },
    };
    // A player's order arriving while the run is under way (SQLite reads never give the loop a turn by themselves).
    setImmediate(() => trail.push("bet"));
    await new GrowthDriver(app.deps, runOf(reading), { intervalMs: 60_000, log: () => {} }).tick();
    trail.push("done");
    expect(trail).toEqual(["bet", "read", "read", "read", "done"]);
  });

  it("reports a failed run and pays the rest at the next tick, nothing twice", async () => {
    const errors: unknown[] = [];
    const failing = new GrowthDriver(app.deps, runOf(paying(4, { failAfterChunks: 2 })), { intervalMs: 60_000, log: () => {}, onError: (e) => errors.push(e) });
    await failing.tick();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('growth run "test" failed: database went away');
    expect(await promotions()).toBe(-800);
    await new GrowthDriver(app.deps, runOf(paying(4)), { intervalMs: 60_000, log: () => {} }).tick();
    expect(await promotions()).toBe(-1_000);
    for (const userId of players) expect((await store.read((tx) => tx.ledger.balancesOfUser(userId))).availableMinor).toBe(100);
  });

  it("ticks again after each run, never two at once on one server, until stopped", async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const slow: PeriodEndStep = {
      name: "slow",
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await sleep(30);
        active -= 1;
        runs += 1;
        return { paidMinor: 0 };
      },
    };
    const driver = new GrowthDriver(app.deps, runOf(slow), { intervalMs: 5, log: () => {} });
    driver.start();
    driver.start(); // a second start changes nothing
    await sleep(300);
    await driver.stop();
    const after = runs;
    await sleep(100);
    expect(runs).toBe(after);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
  });

  it("stops a run at its next write: what it committed stays paid, the next server or start pays the rest", async () => {
    const errors: unknown[] = [];
    const driver = new GrowthDriver(app.deps, runOf(paying(1)), { intervalMs: 60_000, pauseAfterEachWriteMs: 50, log: () => {}, onError: (e) => errors.push(e) });
    driver.start();
    await sleep(120);
    await driver.stop();
    const paidSoFar = -(await promotions());
    expect(paidSoFar).toBeGreaterThan(0);
    expect(paidSoFar).toBeLessThan(1_000);
    // A stop is not a failure: nothing is reported.
    expect(errors).toEqual([]);
    await new GrowthDriver(app.deps, runOf(paying(3)), { intervalMs: 60_000, log: () => {} }).tick();
    expect(await promotions()).toBe(-1_000);
  });
});
