import { stalledDraws } from "../../src/application/risk/stalled-draws";
import type { AppDeps } from "../../src/application/deps";
import type { StalledDraw } from "../../src/domain/risk/stalled-draw";

/**
 * How long a stalled-draw check answers: a probe every second from a load balancer must not become a read every
 * second, and an alarm five seconds late against a 30-second slack is still early.
 */
const DRAW_CHECK_EVERY_MS = 5_000;

/**
 * The stalled-draw alarm as /healthz, the metrics and the console's banner read it: one read of the games'
 * unfinished rounds at most every few seconds, one run at a time however many readers ask.
 */
export class DrawHealthCheck {
  private last: { readonly stalled: readonly StalledDraw[]; readonly checkedAtMs: number } | null = null;
  private running: Promise<readonly StalledDraw[]> | null = null;

  constructor(
    private readonly deps: Pick<AppDeps, "store" | "clock">,
    private readonly everyMs = DRAW_CHECK_EVERY_MS,
  ) {}

  async current(): Promise<readonly StalledDraw[]> {
    const nowMs = this.deps.clock.nowMs();
    if (this.last && nowMs - this.last.checkedAtMs < this.everyMs && nowMs >= this.last.checkedAtMs) return this.last.stalled;
    this.running ??= this.run(nowMs).finally(() => (this.running = null));
    return this.running;
  }

  private async run(nowMs: number): Promise<readonly StalledDraw[]> {
    const stalled = await stalledDraws(this.deps);
    this.last = { stalled, checkedAtMs: nowMs };
    return stalled;
  }
}
