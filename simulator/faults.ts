import type { Store, StoreTx } from "../src/ports/store";
import type { Rng } from "./random";

/**
 * Fault injection, decided by the run's "faults" stream: the same seed injects
 * the same faults at the same points. With faults off nothing here draws a
 * number, so a fault-free run is not a different run of the other streams.
 */

/** A process dying mid-way, simulated: whatever was running is abandoned. Never caught by the core. */
export class SimulatedCrash extends Error {
  override readonly name = "SimulatedCrash";
}

export type CrashMode = "rollback" | "after-commit";

export interface CrashPlan {
  /** Crash in the n-th transaction from now (1 = the next one). */
  readonly afterTransactions: number;
  /** Die before the commit (the transaction rolls back) or just after it (committed, nobody hears). */
  readonly mode: CrashMode;
}

/**
 * A store through which a process can die at a chosen transaction: either
 * during it (everything it wrote rolls back) or right after its commit (the
 * work is done but the caller never learns it). Reads pass through.
 */
export class CrashingStore implements Store {
  private plan: { remaining: number; mode: CrashMode } | null = null;
  crashes = 0;

  constructor(private readonly inner: Store) {}

  discardOldVersions(): Promise<void> {
    return this.inner.discardOldVersions();
  }

  arm(plan: CrashPlan): void {
    this.plan = { remaining: plan.afterTransactions, mode: plan.mode };
  }

  disarm(): void {
    this.plan = null;
  }

  get armed(): boolean {
    return this.plan !== null;
  }

  async transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T> {
    const plan = this.plan;
    if (plan === null || --plan.remaining > 0) return this.inner.transaction(work);
    this.plan = null;
    this.crashes += 1;
    if (plan.mode === "rollback") {
      await this.inner.transaction(async (tx) => {
        await work(tx);
        throw new SimulatedCrash("crashed before the commit");
      });
      throw new Error("unreachable: the crashing transaction committed");
    }
    await this.inner.transaction(work);
    throw new SimulatedCrash("crashed right after the commit");
  }

  /** A crash plan counts a shared transaction as any other: the work crashes alone. */
  sharedTransaction<T>(_key: number, work: (tx: StoreTx) => Promise<T>): Promise<T> {
    return this.transaction(work);
  }

  read<T>(work: (tx: StoreTx) => Promise<T>): Promise<T> {
    return this.inner.read(work);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** How a duplicated request reaches the server. */
export type DuplicateKind =
  /** The client sends it again after the first answer (a double tap). */
  | "sequential"
  /** Both copies in flight at once. */
  | "concurrent"
  /** The server committed, the answer was lost, the client retries with the same request id. */
  | "lost-response"
  /** The server died before committing; the retry must place it, once. */
  | "crash-before-commit";

export interface SettlementInterruption {
  /** Bets per settlement transaction of the doomed driver: tiny, so a round takes several. */
  readonly chunkBets: number;
  /** The driver dies after this many committed chunks. */
  readonly chunksBeforeCrash: number;
}

/** Rates per opportunity. Tuned so a simulated day of a few bots sees each kind of fault a few times. */
const RATES = {
  restartBeforeTick: 0.05,
  crashDuringTick: 0.1,
  crashAgainDuringRecovery: 0.25,
  interruptSettlement: 0.1,
  clockJump: 0.03,
  duplicate: 0.05,
  concurrentBets: 0.15,
  concurrentWithdrawals: 0.06,
  operatorDoubleReview: 0.08,
} as const;

export class FaultPlan {
  constructor(
    readonly enabled: boolean,
    private readonly rng: Rng,
  ) {}

  private roll(p: number): boolean {
    return this.enabled && this.rng.chance(p);
  }

  /** Kill the round driver between ticks; a new one starts with an empty chain cache. */
  restartBeforeTick(): boolean {
    return this.roll(RATES.restartBeforeTick);
  }

  /** Kill the round driver inside one of the transactions of the coming tick. */
  crashDuringTick(recovering: boolean): CrashPlan | null {
    if (!this.roll(recovering ? RATES.crashAgainDuringRecovery : RATES.crashDuringTick)) return null;
    return { afterTransactions: this.rng.range(1, 12), mode: this.rng.chance(0.5) ? "rollback" : "after-commit" };
  }

  /** Settle with tiny chunks and abandon the tick after a few of them. */
  interruptSettlement(): SettlementInterruption | null {
    if (!this.roll(RATES.interruptSettlement)) return null;
    return { chunkBets: this.rng.range(1, 3), chunksBeforeCrash: this.rng.range(1, 3) };
  }

  /** Rounds to skip without any tick (the driver stalled, the clock jumped): 0 for none. */
  clockJumpRounds(): number {
    return this.roll(RATES.clockJump) ? this.rng.range(2, 6) : 0;
  }

  duplicate(): DuplicateKind | null {
    if (!this.roll(RATES.duplicate)) return null;
    return this.rng.pick(["sequential", "concurrent", "lost-response", "crash-before-commit"] as const);
  }

  /** Several bets of one account in flight at once: how many (0 for none). */
  concurrentBets(): number {
    return this.roll(RATES.concurrentBets) ? this.rng.range(2, 4) : 0;
  }

  concurrentWithdrawals(): number {
    return this.roll(RATES.concurrentWithdrawals) ? this.rng.range(2, 3) : 0;
  }

  operatorDoubleReview(): boolean {
    return this.roll(RATES.operatorDoubleReview);
  }

  /** A pick among candidates, from the fault stream (only called once a fault is decided). */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }
}
