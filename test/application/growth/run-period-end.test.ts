import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runPeriodEnd, PeriodEndFailure, type PeriodEndStep } from "../../../src/application/growth/run-period-end";
import { checkLedgerInvariants } from "../../../src/domain/wallet/ledger";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import type { Store } from "../../../src/ports/store";
import { testApp, type TestApp } from "../../support/app";
import { paymentsOf, seedGrowthDay, type GrowthDay } from "../../support/growth-day";
import { forEachStore } from "../../support/stores";

/** 2026-11-28 14:00 in Taipei: the seeded day is 2026-11-26. */
const NOW_MS = Date.UTC(2026, 10, 28, 6, 0, 0);

/**
 * The end-of-period run as the growth driver calls it, on both stores, over a day of settled bets: rebates, VIP
 * level-ups and commissions paid in one run, nothing more by a second, the promotions account's debit the sum of
 * the credits, each payment a transfer and a fund line of its own.
 */
forEachStore((_name, open) => {
  let store: Store;
  let app: TestApp;
  let seeded: GrowthDay;
  beforeEach(async () => {
    store = await open();
    seeded = await seedGrowthDay(store, { agents: 3, playersPerAgent: 20, loners: 5, whales: 2, nowMs: NOW_MS });
    app = await testApp(store, { startMs: NOW_MS, games: false });
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  describe("runPeriodEnd", () => {
    it("pays the day's rebates, the level-ups and the agents' commissions once; a second run pays nothing", async () => {
      expect(seeded.day).toBe("2026-11-26");
      const first = await runPeriodEnd(app.deps, NOW_MS);
      expect(first.map((step) => step.name)).toEqual(["rebates", "vip", "commissions"]);
      const [rebates, vip, commissions] = first.map((step) => step.outcome);
      expect(rebates).toMatchObject({ players: seeded.playerIds.length });
      expect(vip).toMatchObject({ raised: 2 });
      expect(vip!.bonusMinor).toBeGreaterThan(0);
      expect(commissions).toMatchObject({ agents: 3 });

      const paid = await paymentsOf(store);
      const second = await runPeriodEnd(app.deps, NOW_MS + 60_000);
      expect(second.map((step) => Object.values(step.outcome).every((figure) => figure === 0))).toEqual([true, true, true]);
      expect(await paymentsOf(store)).toEqual(paid);

      // The promotions account paid exactly what was credited: every payment one transfer and one fund line.
      const rows = await store.read((tx) => tx.growthPayouts.inRange(null, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, 0, 100_000));
      const total = rows.reduce((sum, row) => sum + row.amountMinor, 0);
      expect(total).toBe(rebates!.paidMinor! + vip!.bonusMinor! + commissions!.paidMinor!);
      expect(await store.read((tx) => tx.ledger.balance("promotions"))).toBe(-total);
      for (const row of rows.slice(0, 20)) {
        expect(await store.read((tx) => tx.ledger.transferById(row.key))).toMatchObject({ amountMinor: row.amountMinor, fromAccount: "promotions" });
      }
      const agentLines = await store.read((tx) => tx.fundLog.ofUser(seeded.agentIds[0]!, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, FUND_TYPE.commission, { offset: 0, limit: 10 }));
      expect(agentLines.map((line) => line.mark)).toEqual([`commission:${seeded.day}`]);
    });

    it("given a turn of the event loop, takes one before each of its reads and transactions (bets run between them) and pays the same", async () => {
      const trail: string[] = [];
      const recorded: Store = {
        ...store,
        read: (work) => (trail.push("read"), store.read(work)),
        transaction: (work) => (trail.push("transaction"), store.transaction(work)),
      };
      const report = await runPeriodEnd({ ...app.deps, store: recorded, yieldToEventLoop: async () => void trail.push("turn") }, NOW_MS);
      const [rebates, vip, commissions] = report.map((step) => step.outcome);
      expect(rebates).toMatchObject({ players: seeded.playerIds.length });
      expect(vip).toMatchObject({ raised: 2 });
      expect(commissions).toMatchObject({ agents: 3 });
      const calls = trail.filter((entry) => entry !== "turn");
      expect(calls.length).toBeGreaterThan(10);
      expect(trail.filter((entry, at) => entry !== "turn" && trail[at - 1] !== "turn")).toEqual([]);
    });

    it("stops at a failing step, names it, keeps what the steps before it paid, and pays the rest next time", async () => {
      const failing: PeriodEndStep = { name: "vip", run: () => Promise.reject(new Error("disk full")) };
      const steps = [{ name: "rebates", run: (await import("../../../src/application/growth/credit-due-rebates")).creditDueRebates }, failing];
      const failure = await runPeriodEnd(app.deps, NOW_MS, steps).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PeriodEndFailure);
      expect((failure as PeriodEndFailure).step).toBe("vip");
      expect((failure as PeriodEndFailure).done.map((step) => step.name)).toEqual(["rebates"]);
      const rebatesOnly = await paymentsOf(store);
      expect(rebatesOnly.every((line) => line.startsWith("rebate:"))).toBe(true);
      expect(rebatesOnly).toHaveLength(seeded.playerIds.length);
      await runPeriodEnd(app.deps, NOW_MS);
      const all = await paymentsOf(store);
      expect(all.filter((line) => line.startsWith("rebate:"))).toEqual(rebatesOnly);
      expect(all.filter((line) => line.startsWith("commission:"))).toHaveLength(3);
    });
  });
});
