import type { AppDeps } from "../src/application/deps";
import { RoundEngine } from "../src/application/rounds/round-engine";
import { SimulatedCrash, type CrashingStore, type FaultPlan } from "./faults";
import type { Stats } from "./stats";

/**
 * The model draws every round, however late its engine gets to it (dead engines, long ticks): the automatic void
 * of rounds drawn too late (issue 41) is off here until the model knows voids and their refunds.
 */
const NO_AUTO_VOID = { autoVoidAfterMs: async () => Number.MAX_SAFE_INTEGER } as const;

/** Crashes in a row after which a tick is declared stuck (a bug, not bad luck). */
const MAX_CRASHES_PER_TICK = 20;

/**
 * The round driver of a simulation: the real RoundEngine, ticked when the
 * simulated clock says so, dying when the fault plan says so. A dead engine is
 * replaced by a new one, built from the store alone (its in-memory seed-chain
 * cache starts empty), which must finish exactly what the dead one left.
 */
export class RoundRunner {
  private engine: RoundEngine;

  constructor(
    /** The engine's deps: their store is `crashing`, so the engine can die inside any transaction. */
    private readonly deps: AppDeps,
    private readonly crashing: CrashingStore,
    private readonly faults: FaultPlan,
    private readonly stats: Stats,
    private readonly chainLength: number,
  ) {
    this.engine = this.freshEngine();
  }

  private freshEngine(): RoundEngine {
    return new RoundEngine(this.deps, { chainLength: this.chainLength, ...NO_AUTO_VOID });
  }

  /** An engine that settles a few bets per transaction and dies after a few transactions of settlement. */
  private doomedEngine(chunkBets: number, chunksBeforeCrash: number): RoundEngine {
    let chunks = 0;
    return new RoundEngine(this.deps, {
      chainLength: this.chainLength,
      ...NO_AUTO_VOID,
      settleChunkBets: chunkBets,
      yieldToEventLoop: async () => {
        chunks += 1;
        if (chunks >= chunksBeforeCrash) throw new SimulatedCrash(`settlement abandoned after ${chunks} chunks`);
      },
    });
  }

  /** Brings every round up to date with the clock, however many times the engine dies on the way. */
  async tick(): Promise<void> {
    if (this.faults.restartBeforeTick()) this.restart();
    const interruption = this.faults.interruptSettlement();
    if (interruption !== null) {
      this.engine = this.doomedEngine(interruption.chunkBets, interruption.chunksBeforeCrash);
      this.stats.faults.interruptedSettlements += 1;
    }
    for (let crashes = 0; ; crashes++) {
      const crash = this.faults.crashDuringTick(crashes > 0);
      if (crash !== null) this.crashing.arm(crash);
      try {
        const report = await this.engine.tick();
        // The engine keeps the other games going past a failed step; to the simulator a failure is a crash.
        if (report.failures.length > 0) throw report.failures[0]!.error;
        this.crashing.disarm();
        if (interruption !== null) this.engine = this.freshEngine();
        return;
      } catch (error) {
        this.crashing.disarm();
        if (!(error instanceof SimulatedCrash)) throw error;
        this.stats.faults.crashes += 1;
        if (crashes + 1 >= MAX_CRASHES_PER_TICK) throw new Error(`the round engine crashed ${MAX_CRASHES_PER_TICK} times in a row on one tick`, { cause: error });
        this.restart();
      }
    }
  }

  private restart(): void {
    this.engine = this.freshEngine();
    this.stats.faults.engineRestarts += 1;
  }
}
