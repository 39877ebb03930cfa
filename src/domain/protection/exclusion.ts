import { formatLocalDateTime } from "../calendar";
import { fail, ok, type Result } from "../errors";

/**
 * A break a player takes from play: a time-out (hours to weeks) or a
 * self-exclusion (months to years). While one is in force the player may
 * sign in, read their records and balance and withdraw, but not bet, follow,
 * deposit or chat. Neither the player nor an operator can end one early; an
 * operator may only lengthen it.
 */
export const EXCLUSION_KINDS = ["time_out", "self_exclusion"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export const TIME_OUT_DAYS = [1, 7, 30] as const;
export type TimeOutDays = (typeof TIME_OUT_DAYS)[number];
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Exclusion {
  readonly kind: ExclusionKind;
  readonly startedAtMs: number;
  readonly untilMs: number;
}

/** When a time-out of `days` taken now ends. */
export const timeOutUntilMs = (days: TimeOutDays, nowMs: number): number => nowMs + days * DAY_MS;

/** When a self-exclusion of `months` taken now ends: the same day and hour that many calendar months later (the 31st runs to the month's end). */
export function selfExclusionUntilMs(months: SelfExclusionMonths, nowMs: number): number {
  const start = new Date(nowMs);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}

/** "YYYY-MM-DD HH:mm" in the operator's zone: when a break ends, as messages say it. */
const untilText = (timeZone: string, untilMs: number): string => formatLocalDateTime(timeZone, untilMs).slice(0, 16);

/** The exclusion still in force at `nowMs`, or null. */
export const exclusionAt = (exclusion: Exclusion | null, nowMs: number): Exclusion | null => (exclusion !== null && exclusion.untilMs > nowMs ? exclusion : null);

export type ExclusionRefusal = "PLAY_TIMED_OUT" | "PLAY_SELF_EXCLUDED";

/** Refuses play (a bet, a follow, a deposit, a chat line) while an exclusion is in force, saying until when in the operator's zone. */
export function checkNotExcluded(exclusion: Exclusion | null, nowMs: number, timeZone: string): Result<void, ExclusionRefusal> {
  const inForce = exclusionAt(exclusion, nowMs);
  if (inForce === null) return ok(undefined);
  const code = inForce.kind === "time_out" ? "PLAY_TIMED_OUT" : "PLAY_SELF_EXCLUDED";
  return fail(code, { until: untilText(timeZone, inForce.untilMs), until_ms: inForce.untilMs });
}

/**
 * A new exclusion over the one in force, if any: it may only end later (a
 * self-exclusion outranks a time-out, so a time-out taken during one is a
 * shortening too). Keeps the earlier start: the break did not restart.
 */
export function planExclusion(current: Exclusion | null, next: Exclusion, nowMs: number, timeZone: string): Result<Exclusion, "EXCLUSION_ONLY_LONGER"> {
  const inForce = exclusionAt(current, nowMs);
  if (inForce === null) return ok(next);
  if (next.untilMs <= inForce.untilMs) return fail("EXCLUSION_ONLY_LONGER", { until: untilText(timeZone, inForce.untilMs), until_ms: inForce.untilMs });
  const kind = inForce.kind === "self_exclusion" ? "self_exclusion" : next.kind;
  return ok({ kind, startedAtMs: inForce.startedAtMs, untilMs: next.untilMs });
}
