import type { AppDeps } from "../../src/application/deps";
import { tallyReturns } from "../../src/application/risk/tally-returns";

/** Between two tallies: the monitor judges hundreds of rounds, so a minute behind the last settlement is soon enough. */
const TALLY_EVERY_MS = 60_000;

/**
 * Adds newly settled rounds to the realised-return monitor on every server, a minute apart: the tally moves each
 * game's mark by compare-and-set, so servers tallying at once add each round once, and no leader is needed. A run
 * never overlaps the next; one that fails is reported and the next picks up from the mark.
 */
export class ReturnTallyDriver {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: AppDeps,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = TALLY_EVERY_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    const loop = () => {
      this.running = tallyReturns(this.deps)
        .then(() => undefined, this.onError)
        .finally(() => {
          if (this.timer) this.timer = setTimeout(loop, this.everyMs);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
