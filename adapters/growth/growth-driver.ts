import { setTimeout as sleep } from "node:timers/promises";
import type { AppDeps } from "../../src/application/deps";
import type { PeriodEndDeps, PeriodEndStepReport } from "../../src/application/growth/run-period-end";
import type { Store } from "../../src/ports/store";
import { yieldToEventLoop } from "../rounds/round-driver";
import { componentLogger } from "../logging/logger";

// Looked up at each use: the composition root installs its logger after this module is loaded.
const log = () => componentLogger("growth-driver");

/** The growth engine's runs, given the deps they may use and the instant to run for. */
export type PeriodEndRun = (deps: PeriodEndDeps, nowMs: number) => Promise<readonly PeriodEndStepReport[]>;

export interface GrowthDriverOptions {
  /** Between the end of one run and the start of the next (GROWTH_RUN_INTERVAL_MS; a minute by default). */
  readonly intervalMs: number;
  /** Test mode only (TEST_GROWTH_PAUSE_MS): a pause after each committed write, so a kill -9 lands inside a run. */
  readonly pauseAfterEachWriteMs?: number;
  readonly log?: (line: string) => void;
  readonly onError?: (error: unknown) => void;
}

/** Thrown into a run when the driver stops: the run ends at its next write, having paid what it committed. */
class DriverStopped extends Error {
  constructor() {
    super("the growth driver is stopping");
    this.name = "DriverStopped";
  }
}

/**
 * Ticks the growth engine's end-of-period runs (rebates, VIP levels, commissions) on EVERY server, not only the
 * round driver's leader: a run pays each payout key once whoever runs it (the key is unique in the database), so
 * no leadership is needed and a period is paid as long as any server is up. A run never overlaps the next one on
 * the same server; one that fails is logged and run again at the next tick, from where its committed payments left
 * off. Stopping lets the current run finish its write in progress and end there.
 */
export class GrowthDriver {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** Set by stop(): the run in progress ends at its next write (a tick of a driver never started runs whole). */
  private stopping = false;
  private readonly runDeps: PeriodEndDeps;

  constructor(
    private readonly deps: AppDeps,
    private readonly run: PeriodEndRun,
    private readonly options: GrowthDriverOptions,
  ) {
    // The runs share the event loop with the players' orders: they let it turn before each store call.
    this.runDeps = { ...deps, store: this.gatedStore(deps.store), yieldToEventLoop };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One run now (tests; the timer calls it too). Never throws: a failure is reported and left for the next tick. */
  async tick(): Promise<void> {
    try {
      const report = await this.run(this.runDeps, this.deps.clock.nowMs());
      const paid = report.filter((step) => Object.values(step.outcome).some((figure) => figure !== 0));
      // Quiet when nothing was due: a line a minute per server would drown the log.
      if (paid.length > 0) this.log(`growth: ${paid.map((step) => `${step.name} ${JSON.stringify(step.outcome)}`).join(", ")}`);
    } catch (error) {
      if (error instanceof DriverStopped || (error instanceof Error && error.cause instanceof DriverStopped)) return;
      (this.options.onError ?? ((e) => log().error({ err: e }, "period end failed; will try again at the next tick")))(error);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = null;
        this.schedule(this.options.intervalMs);
      });
    }, delayMs);
  }

  private log(line: string): void {
    if (this.options.log) this.options.log(line);
    else log().info(line);
  }

  /**
   * The store the runs see: once the driver is stopping, no new write starts (the run ends between two chunks,
   * everything before committed); in test mode each write is followed by a pause, so that a test's kill -9 can
   * land between chunks of a run as well as inside one.
   */
  private gatedStore(store: Store): Store {
    const pauseMs = this.options.pauseAfterEachWriteMs ?? 0;
    return {
      ...store,
      transaction: async (work) => {
        if (this.stopping) throw new DriverStopped();
        const result = await store.transaction(work);
        if (pauseMs > 0) await sleep(pauseMs);
        return result;
      },
    };
  }
}
