import type { RoundEngine } from "../../src/application/rounds/round-engine";
import type { Leadership } from "./leadership";

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
      if (await this.leadership.acquire()) await this.engine.tick();
      else await this.engine.refreshSchedule();
    } catch (error) {
      (this.options.onError ?? ((e) => console.error("round driver:", e)))(error);
    }
  }
}

/** Lets pending I/O run between settlement chunks. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
