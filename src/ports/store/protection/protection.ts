import type { Minor } from "../../../domain/money";
import type { Exclusion } from "../../../domain/protection/exclusion";
import type { PlayerLimit } from "../../../domain/protection/limits";
import type { RealityCheckMinutes } from "../../../domain/protection/reality-check";

/** A player's protection settings as stored: the limits set, the break in force, the reality-check interval. */
export interface ProtectionState {
  readonly limits: readonly PlayerLimit[];
  /** The latest break taken, ended or not (null: never). */
  readonly exclusion: Exclusion | null;
  /** null: never chosen, the default applies. */
  readonly realityCheckMinutes: RealityCheckMinutes | null;
}

/** What a player has done since an instant, for the limits: stakes placed, payouts of those bets, deposits asked for. */
interface PlaySince {
  readonly stakedMinor: Minor;
  /** Payouts of the bets placed since, settled so far: an unsettled bet counts as lost. */
  readonly paidMinor: Minor;
  /** Deposit requests made since, under review or approved (a rejected one never reached the player). */
  readonly depositedMinor: Minor;
  /** Of those, the ones still under review: the deposit limit counts them, and the screen says so. */
  readonly underReviewMinor: Minor;
}

/** One line of a statement: money moved in a span, by what moved it. */
interface PlayTotals {
  readonly depositedMinor: Minor;
  readonly withdrawnMinor: Minor;
  readonly stakedMinor: Minor;
  readonly paidMinor: Minor;
}

/** How many players protect themselves, for the reports. */
export interface ProtectionCounts {
  readonly withLimits: number;
  readonly withPendingRaises: number;
  readonly timedOut: number;
  readonly selfExcluded: number;
}

export interface ProtectionRepository {
  stateOf(userId: number): Promise<ProtectionState>;
  saveLimit(userId: number, limit: PlayerLimit, atMs: number): Promise<void>;
  saveExclusion(userId: number, exclusion: Exclusion): Promise<void>;
  saveRealityCheck(userId: number, minutes: RealityCheckMinutes): Promise<void>;
  /** Play since each instant (one per period of a limit set, at most three). */
  playSince(userId: number, fromMs: readonly number[]): Promise<PlaySince[]>;
  /** Totals of each span [fromMs, toMs), in the order asked: bets by when they were placed, deposits and withdrawals by when they were credited or paid. */
  totals(userId: number, spans: readonly { readonly fromMs: number; readonly toMs: number }[]): Promise<PlayTotals[]>;
  counts(nowMs: number): Promise<ProtectionCounts>;
}
