import { formatLocalDateTime } from "../../domain/calendar";
import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { exclusionAt, type Exclusion } from "../../domain/protection/exclusion";
import { LIMIT_KINDS, limitAt, noLimit, type PlayerLimit } from "../../domain/protection/limits";
import { PERIODS, periodStartMs } from "../../domain/protection/periods";
import { DEFAULT_REALITY_CHECK_MINUTES, nextRealityCheckInMs, type RealityCheckMinutes } from "../../domain/protection/reality-check";
import { tokenHash } from "../accounts/sessions";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";

interface LimitView extends PlayerLimit {
  /** Used so far this period (stakes, losses or deposits), and what is left of the limit in force (null: no limit). */
  readonly usedMinor: Minor;
  readonly leftMinor: Minor | null;
  /** For a deposit limit: how much of what is used is still under review (the limit counts deposits asked for); 0 otherwise. */
  readonly underReviewMinor: Minor;
  /** When the pending change applies, as the refusals say times: "YYYY-MM-DD HH:mm" in the operator's zone. */
  readonly pendingAt: string | null;
}

interface RealityCheckView {
  readonly minutes: RealityCheckMinutes;
  /** How long until the room must stop to show the check (by the server's clock); null when off. */
  readonly nextInMs: number | null;
  /** This session so far: how long (also in the check's own minutes), and what the bets placed in it have won or lost (payouts - stakes). */
  readonly playedMs: number;
  readonly playedMinutes: number;
  readonly netMinor: Minor;
}

export interface ProtectionView {
  /** Nine lines: each kind in each period, set or not. */
  readonly limits: readonly LimitView[];
  /** The break in force, if any, with its end as the refusals say it ("YYYY-MM-DD HH:mm", the operator's zone). */
  readonly onBreak: (Exclusion & { readonly until: string }) | null;
  readonly realityCheck: RealityCheckView;
}

/** How long a minute of the reality check's interval is on this server. */
const realityCheckMinuteMs = (deps: Pick<AppDeps, "realityCheckMinuteMs">): number => deps.realityCheckMinuteMs ?? 60_000;

/**
 * Everything the protection screen and the bet room show: each limit with
 * what is used and left this period, a change waiting, the break in force and
 * the reality check of the session the request comes from.
 */
export async function protectionView(deps: AppDeps, input: { readonly userId: number; readonly sessionToken: string | null }): Promise<Result<ProtectionView, "USER_NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  const timeZone = deps.schedule.timeZone;
  const localMinute = (atMs: number) => formatLocalDateTime(timeZone, atMs).slice(0, 16);
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const user = (await tx.users.byId(input.userId)) ?? refuse("USER_NOT_FOUND");
    const state = await tx.protection.stateOf(user.id);
    const session = input.sessionToken === null ? null : await tx.sessions.byTokenHash(tokenHash(input.sessionToken));
    const sessionStartMs = session?.userId === user.id ? session.createdAtMs : nowMs;
    const [day, week, month, sinceSession] = await tx.protection.playSince(user.id, [...PERIODS.map((period) => periodStartMs(timeZone, period, nowMs)), sessionStartMs]);
    const used = { day: day!, week: week!, month: month! };
    const limits = LIMIT_KINDS.flatMap((kind) =>
      PERIODS.map((period): LimitView => {
        const limit = limitAt(state.limits.find((l) => l.kind === kind && l.period === period) ?? noLimit(kind, period), nowMs);
        const play = used[period];
        const usedMinor = kind === "stake" ? play.stakedMinor : kind === "deposit" ? play.depositedMinor : Math.max(0, play.stakedMinor - play.paidMinor);
        const pendingAt = limit.pending === null ? null : localMinute(limit.pending.effectiveAtMs);
        const underReviewMinor = kind === "deposit" ? play.underReviewMinor : 0;
        return { ...limit, usedMinor, leftMinor: limit.amountMinor === null ? null : Math.max(0, limit.amountMinor - usedMinor), underReviewMinor, pendingAt };
      }),
    );
    const minutes = state.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES;
    const onBreak = exclusionAt(state.exclusion, nowMs);
    return {
      limits,
      onBreak: onBreak && { ...onBreak, until: localMinute(onBreak.untilMs) },
      realityCheck: {
        minutes,
        nextInMs: nextRealityCheckInMs(minutes, sessionStartMs, nowMs, realityCheckMinuteMs(deps)),
        playedMs: nowMs - sessionStartMs,
        playedMinutes: Math.floor((nowMs - sessionStartMs) / realityCheckMinuteMs(deps)),
        netMinor: sinceSession!.paidMinor - sinceSession!.stakedMinor,
      },
    };
  });
}
