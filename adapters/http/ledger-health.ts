import { checkLedger } from "../../src/application/operations/ledger-check";
import type { AppDeps } from "../../src/application/deps";

/** How long a reconciliation answers /healthz: it reads every transfer, so not on every probe. */
const LEDGER_CHECK_EVERY_MS = 60_000;

export interface LedgerHealth {
  readonly balanced: boolean;
  readonly checkedAtMs: number;
}

/**
 * The ledger's reconciliation as /healthz shows it: whether the books balance
 * and when that was checked, nothing more (the page is public; the accounts
 * that disagree are the console's). Recomputed at most once a minute, one run
 * at a time, however many probes arrive.
 */
export class LedgerHealthCheck {
  private last: LedgerHealth | null = null;
  private running: Promise<LedgerHealth> | null = null;

  constructor(
    private readonly deps: Pick<AppDeps, "store" | "clock">,
    private readonly everyMs = LEDGER_CHECK_EVERY_MS,
  ) {}

  async current(): Promise<LedgerHealth> {
    const nowMs = this.deps.clock.nowMs();
    if (this.last && nowMs - this.last.checkedAtMs < this.everyMs) return this.last;
    this.running ??= this.run().finally(() => (this.running = null));
    // A stale answer now rather than a probe that waits on a full read; the first probe waits for the first run.
    return this.last ?? this.running;
  }

  private async run(): Promise<LedgerHealth> {
    const checked = await checkLedger(this.deps);
    const health = checked.ok ? { balanced: checked.value.balanced, checkedAtMs: checked.value.checkedAtMs } : { balanced: false, checkedAtMs: this.deps.clock.nowMs() };
    this.last = health;
    return health;
  }
}
