import type { AuditEntry } from "../../domain/operations/audit";
import { parseCalendarDate } from "../../domain/calendar";
import { fail, type Result } from "../../domain/errors";
import { exclusionAt, planExclusion, type Exclusion } from "../../domain/protection/exclusion";
import { dateStartMs } from "../../domain/protection/periods";
import type { ProtectionCounts, ProtectionState } from "../../ports/store/protection/protection";
import type { AppDeps } from "../deps";
import { inRead, inTransaction, type Refuse, type Work } from "../unit-of-work";
import { recordAudit } from "../operations/audit-trail";

/** How many lines of a player's protection history the console shows. */
const HISTORY_LINES = 100;

export interface PlayerProtection extends ProtectionState {
  /** The break in force now, if any (state.exclusion may have ended). */
  readonly onBreak: Exclusion | null;
  /** Every change of the player's limits, breaks and reality check, by the player or an operator, newest first. */
  readonly history: readonly AuditEntry[];
}

/** A player's protection as the console sees it: the limits, the changes waiting, the break, and their history. */
export async function playerProtection(deps: AppDeps, userId: number): Promise<Result<PlayerProtection, "USER_NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const user = (await tx.users.byId(userId)) ?? refuse("USER_NOT_FOUND");
    const state = await tx.protection.stateOf(user.id);
    const lines = await tx.audit.list({ operatorId: null, action: null, targetType: "user", targetId: String(user.id) }, { offset: 0, limit: HISTORY_LINES });
    return { ...state, onBreak: exclusionAt(state.exclusion, nowMs), history: lines.filter((line) => line.action.startsWith("protection.")) };
  });
}

/**
 * An operator lengthens a player's break in force to the start of a later
 * local date (never shortens it, never ends it: planExclusion). There is no
 * operator call that starts or ends one: breaks are the player's decision.
 */
export async function extendBreak(deps: AppDeps, input: { readonly operatorId: number; readonly userId: number; readonly until: string }): Promise<Result<Exclusion, "INVALID_INPUT" | "NOT_FOUND" | "EXCLUSION_ONLY_LONGER">> {
  const until = parseCalendarDate(String(input.until));
  if (until === null) return fail("INVALID_INPUT", { field: "until" });
  const untilMs = dateStartMs(deps.schedule.timeZone, until);
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"NOT_FOUND" | "EXCLUSION_ONLY_LONGER">) => {
    const before = exclusionAt((await work.tx.protection.stateOf(input.userId)).exclusion, nowMs) ?? work.refuse("NOT_FOUND");
    const planned = planExclusion(before, { ...before, untilMs }, nowMs, deps.schedule.timeZone);
    if (!planned.ok) work.refuse(planned.error.code, planned.error.params);
    await work.tx.protection.saveExclusion(input.userId, planned.value);
    await recordAudit(work, { operatorId: input.operatorId, action: "protection.extendBreak", target: { type: "user", id: String(input.userId) }, before: { ...before }, after: { ...planned.value }, atMs: nowMs });
    return planned.value;
  });
}

/** For the reports: players with limits set, raises waiting, and breaks in force by kind. */
export function protectionCounts(deps: AppDeps): Promise<Result<ProtectionCounts>> {
  const nowMs = deps.clock.nowMs();
  return inRead(deps, (tx) => tx.protection.counts(nowMs));
}

/** Refuses a promotion (an in-site message, a gift) to a player on a break: operators' promotions stop while it lasts. */
export async function refuseIfPlayerOnBreak(work: Work<"PLAYER_EXCLUDED">, userId: number, nowMs: number): Promise<void> {
  if (exclusionAt((await work.tx.protection.stateOf(userId)).exclusion, nowMs) !== null) work.refuse("PLAYER_EXCLUDED");
}
