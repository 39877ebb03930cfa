import type { Result } from "../../domain/errors";
import { nominalRoundsPerDay, type ScheduleConfig } from "../../domain/rounds/schedule";
import { formatSalesWindow } from "../../domain/rounds/schedule-config";
import {
  checkScheduleChange,
  nextRoundAfter,
  pendingVersions,
  planScheduleChange,
  scheduleAt,
  timelineOf,
  type ScheduleChangeInput,
  type ScheduleTimeline,
  type ScheduleVersion,
} from "../../domain/rounds/schedule-versions";
import type { AppDeps } from "../deps";
import { rememberScheduleVersions } from "./schedule-book";
import { inTransaction, type Work } from "../unit-of-work";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";

export interface SetScheduleInput extends ScheduleChangeInput {
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice does it once and answers the same. */
  readonly requestId?: string | null;
}

/** A schedule as the console shows it. */
export interface ScheduleView {
  /** "HH:MM-HH:MM"; an end at or before the start is the next day. */
  readonly salesWindow: string;
  readonly roundSeconds: number;
  readonly closeSeconds: number;
  readonly timeZone: string;
  /** Rounds a sales day sells (on a day without a clock change). */
  readonly roundsPerDay: number;
}

/** A schedule that is set but not in force yet. */
export interface PendingSchedule extends ScheduleView {
  /** "YYYYMMDD": the first sales day that runs on it. */
  readonly firstSalesDay: string;
  /** When that day's sales open: the change takes effect. */
  readonly effectiveFromMs: number;
  /** That day's first round. */
  readonly firstIssue: string;
}

export const scheduleView = (config: ScheduleConfig): ScheduleView => ({
  salesWindow: formatSalesWindow(config),
  roundSeconds: config.roundSeconds,
  closeSeconds: config.closeSeconds,
  timeZone: config.timeZone,
  roundsPerDay: nominalRoundsPerDay(config),
});

export const pendingView = (timeline: ScheduleTimeline, version: ScheduleVersion): PendingSchedule => ({
  ...scheduleView(version.config),
  firstSalesDay: version.firstSalesDay,
  effectiveFromMs: version.effectiveFromMs,
  firstIssue: nextRoundAfter(timeline, version.effectiveFromMs - 1).issue,
});

/**
 * Sets the sales window, round length and close window from the next sales
 * day on (src/domain/rounds/schedule-versions.ts: planScheduleChange): today's rounds,
 * and any round already numbered, keep their issues and times; bets keep the
 * odds they were placed at. A change made while another is still pending
 * replaces it. The schedule, the audit line and the idempotency key commit
 * together.
 */
export async function setSchedule(deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule">, input: SetScheduleInput): Promise<Result<PendingSchedule, "SCHEDULE_CLOSE_INVALID" | "SCHEDULE_ROUND_INVALID" | "SCHEDULE_WINDOW_INVALID" | "SCHEDULE_WINDOW_TOO_SHORT" | ConsoleRequestRefusal>> {
  const config = checkScheduleChange(deps.schedule.timeZone, input);
  if (!config.ok) return config;
  const nowMs = deps.clock.nowMs();
  // Planned before the transaction (tens of ms with 20-second rounds: not while holding SQLite's one writer lock),
  // and again inside only if another change came in between.
  const seen = await deps.store.read((tx) => tx.scheduleVersions.list());
  const early = planScheduleChange(timelineOf(deps.schedule, seen), config.value, nowMs);
  const sameVersions = (a: readonly ScheduleVersion[], b: readonly ScheduleVersion[]) => a.length === b.length && a.every((v, i) => v.id === b[i]!.id);
  const written: { versions: readonly ScheduleVersion[] | null } = { versions: null };
  const result = await inTransaction(deps, (work: Work<ConsoleRequestRefusal>) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "schedule.set", atMs: nowMs }, async () => {
      const { tx } = work;
      await tx.scheduleVersions.lockForChange();
      const current = await tx.scheduleVersions.list();
      const timeline = timelineOf(deps.schedule, current);
      const inForce = scheduleAt(timeline, nowMs);
      const wasPending = pendingVersions(timeline, nowMs).map((v) => pendingView(timeline, v));
      const plan = sameVersions(current, seen) ? early : planScheduleChange(timeline, config.value, nowMs);
      await tx.scheduleVersions.remove(plan.replaced.map((v) => v.id));
      const added = await tx.scheduleVersions.add({
        firstSalesDay: plan.firstSalesDay,
        effectiveFromMs: plan.effectiveFromMs,
        config: config.value,
        createdBy: input.operatorId,
        createdAtMs: nowMs,
      });
      const versions = [...plan.kept.versions, added];
      const change = pendingView(timelineOf(deps.schedule, versions), added);
      await recordAudit(work, {
        operatorId: input.operatorId,
        action: "schedule.set",
        target: { type: "setting", id: "schedule" },
        before: { ...scheduleView(inForce), pending: wasPending.length === 0 ? null : wasPending },
        after: { ...change },
        atMs: nowMs,
      });
      written.versions = versions;
      return change;
    }),
  );
  // This process runs on the new schedule at once; the other servers read it on their next tick.
  if (result.ok && written.versions !== null) rememberScheduleVersions(deps.store, written.versions);
  return result;
}
