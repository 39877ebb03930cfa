import type { Store } from "../../ports/store";
import type { AppDeps } from "../deps";
import { creditDueRebates } from "./credit-due-rebates";
import { payDueCommissions } from "./pay-due-commissions";
import { reviewVipLevels } from "./review-vip-levels";

/**
 * One of the growth engine's end-of-period runs: pays whatever fell due by `nowMs` and is not paid yet. Each is
 * safe to run again at any moment and on several servers at once: every payment goes through payOut under its
 * unique key, and a finished period is marked so the next tick skips it.
 */
export interface PeriodEndStep {
  readonly name: string;
  readonly run: (deps: AppDeps, nowMs: number) => Promise<Readonly<Record<string, number>>>;
}

/** The deps of the runs: the app's, and how the composition root lets other work run between two store calls. */
export interface PeriodEndDeps extends AppDeps {
  /**
   * A turn of the event loop (setImmediate; the growth driver and the benchmark give one), taken before each read
   * and transaction of the steps. SQLite's driver is synchronous and a resolved `await` goes on in a microtask, so
   * without it a run's hundreds of short store calls would follow one another with no bet served in between.
   * Absent: the steps run straight through (tests, the simulator).
   */
  readonly yieldToEventLoop?: () => Promise<void>;
}

/** What one step did this time: its own figures (players, agents, amounts in minor units). */
export interface PeriodEndStepReport {
  readonly name: string;
  readonly outcome: Readonly<Record<string, number>>;
}

/** A step that failed, named, with the reason; the steps before it kept what they paid. */
export class PeriodEndFailure extends Error {
  constructor(
    readonly step: string,
    readonly done: readonly PeriodEndStepReport[],
    cause: unknown,
  ) {
    super(`growth run "${step}" failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "PeriodEndFailure";
  }
}

/** The growth engine's steps, in the order runPeriodEnd explains. */
export const PERIOD_END_STEPS: readonly PeriodEndStep[] = [
  { name: "rebates", run: creditDueRebates },
  { name: "vip", run: reviewVipLevels },
  { name: "commissions", run: payDueCommissions },
];

/**
 * Runs the end-of-period steps in order, each to its end. Order matters: players' rebates of the days past first,
 * then the VIP review (a level-up bonus), then agents' commissions, which on net revenue subtract the rebates and
 * bonuses their players received. So a step that fails stops the ones after it (a commission must not be
 * computed without a rebate that is still owed) and the whole run is tried again at the next tick: what was paid
 * stays paid, once.
 */
export async function runPeriodEnd(deps: PeriodEndDeps, nowMs: number, steps: readonly PeriodEndStep[] = PERIOD_END_STEPS): Promise<PeriodEndStepReport[]> {
  const paced: AppDeps = deps.yieldToEventLoop ? { ...deps, store: pacedStore(deps.store, deps.yieldToEventLoop) } : deps;
  const done: PeriodEndStepReport[] = [];
  for (const step of steps) {
    try {
      done.push({ name: step.name, outcome: await step.run(paced, nowMs) });
    } catch (error) {
      throw new PeriodEndFailure(step.name, done, error);
    }
  }
  return done;
}

/** The store with a turn of the event loop before each of its reads and transactions. */
function pacedStore(store: Store, yieldToEventLoop: () => Promise<void>): Store {
  return {
    ...store,
    read: async (work) => {
      await yieldToEventLoop();
      return store.read(work);
    },
    transaction: async (work) => {
      await yieldToEventLoop();
      return store.transaction(work);
    },
    sharedTransaction: async (key, work) => {
      await yieldToEventLoop();
      return store.sharedTransaction(key, work);
    },
  };
}
