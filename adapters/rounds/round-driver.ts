import type { RoundEngine } from "../../src/application/rounds/round-engine";
import type { Leadership } from "./leadership";
import { componentLogger } from "../logging/logger";

// Looked up at each use: the composition root installs its logger after this module is loaded.
const log = () => componentLogger("round-driver");

export interface RoundDriverOptions {
  readonly intervalMs?: number;
  readonly onError?: (error: unknown) => void;
}

/**
 * Ticks the round engine on a timer while this process holds the driver's
 * leadership; otherwise only keeps this process's copy of the schedule fresh.
 */
export class RoundDriver {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly intervalMs: number;

  constructor(
    private readonly engine: RoundEngine,
    private readonly leadership: Leadership,
    private readonly options: RoundDriverOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 250;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.leadership.release();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.once().finally(() => {
        this.running = null;
        this.schedule(this.intervalMs);
      });
    }, delayMs);
  }

  private async once(): Promise<void> {
    try {
      if (await this.leadership.acquire()) {
        const report = await this.engine.tick();
        // Logged and retried on the next tick; the other games went on.
        for (const failure of report.failures) this.report(new RoundStepError(failure.gameId, failure.error));
      } else {
        await this.engine.refreshSchedule();
      }
    } catch (error) {
      this.report(error);
    }
  }

  private report(error: unknown): void {
    (this.options.onError ?? ((e) => log().error({ err: e }, "round step failed")))(error);
  }
}

/** A game's round step that failed in a tick (the driver logs it and tries again on the next). */
class RoundStepError extends Error {
  constructor(
    readonly gameId: number,
    override readonly cause: unknown,
  ) {
    super(`game ${gameId}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "RoundStepError";
  }
}

/** Lets pending I/O run between settlement chunks. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
