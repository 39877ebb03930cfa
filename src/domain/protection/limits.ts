import { formatMoney, type Minor } from "../money";
import type { Period } from "./periods";

/**
 * Limits a player sets on themselves (SPEC: player protection): how much they
 * may deposit, stake, or lose (stakes minus payouts) per day, week and month.
 */
export const LIMIT_KINDS = ["deposit", "loss", "stake"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A raise or a removal waits this long, so a decision taken in the heat of play is not the one that counts. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/** A change that waits: the amount it will set (null removes the limit) and when. */
interface PendingLimit {
  readonly amountMinor: Minor | null;
  readonly effectiveAtMs: number;
}

/** One limit of one player, as stored: the amount in force (null: none) and a change waiting, if any. */
export interface PlayerLimit {
  readonly kind: LimitKind;
  readonly period: Period;
  readonly amountMinor: Minor | null;
  readonly pending: PendingLimit | null;
}

/** The limit as it stands at `nowMs`: a pending change whose time has come is in force. */
export function limitAt(limit: PlayerLimit, nowMs: number): PlayerLimit {
  if (limit.pending === null || limit.pending.effectiveAtMs > nowMs) return limit;
  return { ...limit, amountMinor: limit.pending.amountMinor, pending: null };
}

/**
 * What a request to set a limit to `requested` (null: remove it) does.
 * Setting one where there was none, or lowering one, applies at once (and
 * drops a raise that was waiting: the player asked for less). Raising or
 * removing one waits LIMIT_RAISE_DELAY_MS, shown as pending and cancellable.
 */
export function planLimitChange(current: PlayerLimit, requested: Minor | null, nowMs: number): PlayerLimit {
  const now = limitAt(current, nowMs);
  const tightens = requested !== null && (now.amountMinor === null || requested <= now.amountMinor);
  if (tightens) return { ...now, amountMinor: requested, pending: null };
  if (requested === now.amountMinor) return { ...now, pending: null };
  return { ...now, pending: { amountMinor: requested, effectiveAtMs: nowMs + LIMIT_RAISE_DELAY_MS } };
}

/** A player's limit of this kind and period, none set. */
export const noLimit = (kind: LimitKind, period: Period): PlayerLimit => ({ kind, period, amountMinor: null, pending: null });

/** The code that names the limit a request would break: the period and kind are in the code, so each language says it in its own words. */
export const LIMIT_REFUSALS = {
  deposit: { day: "DAILY_DEPOSIT_LIMIT", week: "WEEKLY_DEPOSIT_LIMIT", month: "MONTHLY_DEPOSIT_LIMIT" },
  loss: { day: "DAILY_LOSS_LIMIT", week: "WEEKLY_LOSS_LIMIT", month: "MONTHLY_LOSS_LIMIT" },
  stake: { day: "DAILY_STAKE_LIMIT", week: "WEEKLY_STAKE_LIMIT", month: "MONTHLY_STAKE_LIMIT" },
} as const satisfies Record<LimitKind, Record<Period, string>>;
export type LimitRefusal<K extends LimitKind = LimitKind> = (typeof LIMIT_REFUSALS)[K][Period];

/** How much of each period a player has used up of one kind: stakes, losses or deposits since the period began. */
export type UsageByPeriod = Readonly<Record<Period, Minor>>;

/** A limit a request would break: which one, and what is left of it. */
export interface LimitBreach {
  readonly period: Period;
  readonly limitMinor: Minor;
  readonly leftMinor: Minor;
}

/**
 * Whether `addMinor` more (a bet's stake, counted as lost for the loss limit;
 * a deposit's amount) breaks a limit of `kind` in force: the first one, from
 * the shortest period, or null when it stays within all of them. The caller
 * refuses with LIMIT_REFUSALS[kind][period] and breachParams.
 */
export function limitBreached(kind: LimitKind, limits: readonly PlayerLimit[], used: UsageByPeriod, addMinor: Minor, nowMs: number): LimitBreach | null {
  for (const period of ["day", "week", "month"] as const) {
    const limit = limits.find((l) => l.kind === kind && l.period === period);
    const limitMinor = limit ? limitAt(limit, nowMs).amountMinor : null;
    if (limitMinor === null) continue;
    const leftMinor = Math.max(0, limitMinor - used[period]);
    if (addMinor > leftMinor) return { period, limitMinor, leftMinor };
  }
  return null;
}

/** What the refusal's message shows: the limit, and what is left of it this period. */
export const breachParams = (breach: LimitBreach) => ({ limit: formatMoney(breach.limitMinor), left: formatMoney(breach.leftMinor) });
