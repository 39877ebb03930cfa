import { afterAll, describe, expect, it } from "vitest";
import type { SimulationReport } from "../../simulator/report";
import { DAY, replayCommand, SEED_BASE, simulateDay } from "./day";

/** What every hundred simulated days must have exercised, or the faults were not really injected. */
const MUST_HAPPEN = {
  faults: ["engineRestarts", "crashes", "interruptedSettlements", "clockJumps", "duplicateRequests", "lostResponses", "concurrentBetBursts", "concurrentWithdrawalBursts", "operatorDoubleReviews"],
  mistakes: ["stale-issue", "too-large-stake", "wrong-security-code", "opposite-bets", "bet-after-close", "chat-too-fast", "chat-banned"],
} as const;

/**
 * Simulated days with faults on, one test per seed, seeds first+1..first+count
 * (shifted by SIM_SEED_BASE). A failure names the command that replays it.
 */
export function seedSuite(first: number, count: number): void {
  const seeds = Array.from({ length: count }, (_, i) => SEED_BASE + first + i + 1);
  const reports: SimulationReport[] = [];

  describe(`simulated days with faults, seeds ${seeds[0]}..${seeds[seeds.length - 1]} (${DAY.bots} bots, ${DAY.roundSeconds} s rounds round the clock)`, () => {
    afterAll(() => {
      const sum = (pick: (r: SimulationReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
      console.log(
        `simulation seeds ${seeds[0]}..${seeds[seeds.length - 1]}: ${reports.length} days, ${sum((r) => r.rounds)} rounds, ${sum((r) => r.bets)} bets, ` +
          `${sum((r) => r.invariantChecks)} invariant checks, ${sum((r) => r.wallMs)} ms simulating`,
      );
    });

    it.each(seeds)("seed %i keeps every invariant", async (seed) => {
      const report = await simulateDay(seed);
      reports.push(report);
      expect(report.invariantFailures, `seed ${seed} failed; replay with: ${replayCommand(seed)}`).toEqual([]);
      expect(report.invariantsOk).toBe(true);
      expect(report.rounds).toBeGreaterThan(0);
      expect(report.stateHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("injected every kind of fault and mistake, and every mistake was refused with its code", () => {
      expect(reports).toHaveLength(seeds.length);
      const missing: string[] = [];
      for (const kind of MUST_HAPPEN.faults) if (reports.every((r) => (r.faultsInjected[kind] ?? 0) === 0)) missing.push(`fault ${kind}`);
      for (const kind of MUST_HAPPEN.mistakes) if (reports.every((r) => (r.mistakes[kind]?.attempts ?? 0) === 0)) missing.push(`mistake ${kind}`);
      expect(missing).toEqual([]);
      for (const report of reports) {
        for (const [kind, { attempts, refusedAsExpected }] of Object.entries(report.mistakes)) {
          expect(refusedAsExpected, `seed ${report.seed}: mistakes ${kind} that were not refused`).toBe(attempts);
        }
      }
      expect(reports.reduce((n, r) => n + r.withdrawals.approved, 0)).toBeGreaterThan(0);
      expect(reports.reduce((n, r) => n + r.followOrders, 0)).toBeGreaterThan(0);
      // The growth engine worked in these days (issue 40): end-of-day runs, rebate claims, commissions, bonuses.
      expect(reports.every((r) => r.growth.endOfDayRuns >= 1)).toBe(true);
      expect(reports.reduce((n, r) => n + r.growth.rebateClaims, 0)).toBeGreaterThan(0);
      expect(reports.filter((r) => r.growth.commissions !== "0.00").length).toBeGreaterThan(0);
      expect(reports.filter((r) => r.growth.bonuses !== "0.00").length).toBeGreaterThan(0);
      // A bot on a time-out tried to claim (half the rounds, so nearly every day), refused every time (the invariants check the code).
      expect(reports.filter((r) => r.growth.refusedOnBreak > 0).length).toBeGreaterThan(reports.length / 2);
    });
  });
}
