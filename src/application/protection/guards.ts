import type { Minor } from "../../domain/money";
import { checkNotExcluded, type ExclusionRefusal } from "../../domain/protection/exclusion";
import { breachParams, limitAt, limitBreached, LIMIT_REFUSALS, type LimitKind, type LimitRefusal, type UsageByPeriod } from "../../domain/protection/limits";
import { PERIODS, periodStartMs, type Period } from "../../domain/protection/periods";
import type { StoreTx } from "../../ports/store";
import type { ProtectionState } from "../../ports/store/protection/protection";
import type { Work } from "../unit-of-work";

/**
 * The player-protection rules that every bet, follow, deposit and chat line
 * passes, inside the same transaction as what they guard, so both APIs obey
 * them alike (SPEC: player protection).
 */

/** Refuses play while a time-out or self-exclusion is in force; answers the player's protection state for the limits. */
export async function refuseIfOnBreak(work: Work<ExclusionRefusal>, userId: number, nowMs: number, timeZone: string): Promise<ProtectionState> {
  const state = await work.tx.protection.stateOf(userId);
  refuseIfExcluded(work, state, nowMs, timeZone);
  return state;
}

/** refuseIfOnBreak for a state already read (the bet path reads it with the rest of the order). */
export function refuseIfExcluded(work: Work<ExclusionRefusal>, state: ProtectionState, nowMs: number, timeZone: string): void {
  const allowed = checkNotExcluded(state.exclusion, nowMs, timeZone);
  if (!allowed.ok) work.refuse(allowed.error.code, allowed.error.params);
}

export type BetLimitRefusal = LimitRefusal<"stake"> | LimitRefusal<"loss">;

/** Refuses a stake that would break a stake limit, or a loss limit with the stake counted as lost. */
export async function refuseBeyondBetLimits(work: Work<BetLimitRefusal>, userId: number, state: ProtectionState, stakeMinor: Minor, nowMs: number, timeZone: string): Promise<void> {
  const used = await usedOf(work.tx, userId, state, ["stake", "loss"], nowMs, timeZone);
  if (used === null) return;
  const stake = limitBreached("stake", state.limits, used.stake, stakeMinor, nowMs);
  if (stake) work.refuse(LIMIT_REFUSALS.stake[stake.period], breachParams(stake));
  const loss = limitBreached("loss", state.limits, used.loss, stakeMinor, nowMs);
  if (loss) work.refuse(LIMIT_REFUSALS.loss[loss.period], breachParams(loss));
}

/** Refuses a deposit request that would break a deposit limit (requests under review count, rejected ones do not). */
export async function refuseBeyondDepositLimits(work: Work<LimitRefusal<"deposit">>, userId: number, state: ProtectionState, amountMinor: Minor, nowMs: number, timeZone: string): Promise<void> {
  const used = await usedOf(work.tx, userId, state, ["deposit"], nowMs, timeZone);
  if (used === null) return;
  const breach = limitBreached("deposit", state.limits, used.deposit, amountMinor, nowMs);
  if (breach) work.refuse(LIMIT_REFUSALS.deposit[breach.period], breachParams(breach));
}

/**
 * What the player has used of each kind in each period whose limit is in
 * force; null when none of `kinds` has one (nothing to read: the common case
 * costs no query). Periods without a limit read as 0, never consulted.
 */
async function usedOf(tx: StoreTx, userId: number, state: ProtectionState, kinds: readonly LimitKind[], nowMs: number, timeZone: string): Promise<Record<LimitKind, UsageByPeriod> | null> {
  const periods = PERIODS.filter((period) => state.limits.some((l) => kinds.includes(l.kind) && l.period === period && limitAt(l, nowMs).amountMinor !== null));
  if (periods.length === 0) return null;
  const starts = periods.map((period) => periodStartMs(timeZone, period, nowMs));
  const play = await tx.protection.playSince(userId, starts);
  const byKind = (pick: (p: (typeof play)[number]) => Minor): UsageByPeriod => {
    const used: Record<Period, Minor> = { day: 0, week: 0, month: 0 };
    periods.forEach((period, i) => (used[period] = pick(play[i]!)));
    return used;
  };
  return {
    stake: byKind((p) => p.stakedMinor),
    // Unsettled stakes count as lost: their payouts are 0 until settled.
    loss: byKind((p) => Math.max(0, p.stakedMinor - p.paidMinor)),
    deposit: byKind((p) => p.depositedMinor),
  };
}
