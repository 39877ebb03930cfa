import type { Minor } from "../../domain/money";
import { wageringRequiredMinor, wageringStep, type WageringCheckpoint, NO_WAGERING } from "../../domain/growth/wagering-fold";
import type { StoreTx } from "../../ports/store";
import type { Work } from "../unit-of-work";

/**
 * The player's wagering checkpoint now: what was outstanding right after their latest bonus, and the stakes
 * settled since (the withdrawal rule and the withdraw screen fold these two into what is left).
 */
export async function wageringCheckpointOf(tx: StoreTx, userId: number, nowMs: number): Promise<WageringCheckpoint> {
  const latest = await tx.wagering.latest(userId);
  if (latest === null) return NO_WAGERING;
  const stakedSinceMinor = await tx.ledger.settledStakeMinor(userId, { fromMs: latest.atMs, toMs: nowMs + 1 });
  return { outstandingMinor: latest.outstandingAfterMinor, stakedSinceMinor };
}

/**
 * Adds a bonus's requirement (bonus x multiple) in the caller's transaction, folding the stakes settled since the
 * previous one into the new checkpoint (stakes up to now pay down what was outstanding before this bonus; this
 * bonus counts only stakes settled from now on). The player is locked first, so two bonuses at once fold in turn.
 * Nothing when the multiple is 0.
 */
export async function addWageringRequirement(work: Work, input: { readonly userId: number; readonly payoutKey: string; readonly bonusMinor: Minor; readonly multiple: number; readonly atMs: number }): Promise<void> {
  const requiredMinor = wageringRequiredMinor(input.bonusMinor, input.multiple);
  if (requiredMinor <= 0) return;
  const { tx } = work;
  await tx.ledger.lockPlayer(input.userId);
  const latest = await tx.wagering.latest(input.userId);
  let outstandingMinor = 0;
  if (latest !== null) {
    // [latest, now): a stake settled at this very instant counts towards the new checkpoint, not twice.
    const stakeMinor = await tx.ledger.settledStakeMinor(input.userId, { fromMs: latest.atMs, toMs: input.atMs });
    outstandingMinor = wageringStep(latest.outstandingAfterMinor, { kind: "stake", stakeMinor });
  }
  const outstandingAfterMinor = wageringStep(outstandingMinor, { kind: "requirement", requiredMinor });
  await tx.wagering.add({ userId: input.userId, payoutKey: input.payoutKey, bonusMinor: input.bonusMinor, multiple: input.multiple, requiredMinor, outstandingAfterMinor, atMs: input.atMs });
}
