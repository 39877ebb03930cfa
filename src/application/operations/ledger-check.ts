import type { Result } from "../../domain/errors";
import type { LedgerReconciliation } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";

/** Accounts listed when the books disagree: enough to start looking, bounded whatever the damage. */
const MISMATCHES_SHOWN = 50;

export interface LedgerCheck extends LedgerReconciliation {
  /** Every balance is explained by its transfers and all of them sum to zero. */
  readonly balanced: boolean;
  readonly checkedAtMs: number;
}

/**
 * Reconciles the ledger: each balance against the sum of its transfers, and the
 * total of all balances against zero. The store refuses negative player balances
 * on its own (migration 008); this finds what no constraint can, a balance
 * written around the ledger. For the console and the health check.
 */
export async function checkLedger(deps: Pick<AppDeps, "store" | "clock">): Promise<Result<LedgerCheck>> {
  const checkedAtMs = deps.clock.nowMs();
  return inRead(deps, async (tx) => {
    const reconciliation = await tx.ledger.reconcile(MISMATCHES_SHOWN);
    return { ...reconciliation, balanced: reconciliation.totalMinor === 0 && reconciliation.mismatches.length === 0, checkedAtMs };
  });
}
