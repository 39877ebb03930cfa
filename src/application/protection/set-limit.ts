import { fail, type Result } from "../../domain/errors";
import { parseMoney, type MoneyRefusal } from "../../domain/money";
import { LIMIT_KINDS, noLimit, planLimitChange, type LimitKind, type PlayerLimit } from "../../domain/protection/limits";
import { PERIODS, type Period } from "../../domain/protection/periods";
import { recordAudit } from "../operations/audit-trail";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

export interface SetLimitInput {
  readonly userId: number;
  readonly kind: LimitKind;
  readonly period: Period;
  /** The wire amount; null removes the limit (after the 24-hour wait). */
  readonly amount: unknown;
}

type SetLimitRefusal = MoneyRefusal | "INVALID_INPUT" | "USER_NOT_FOUND";

/**
 * A player sets, lowers, raises or removes one of their limits. Lowering
 * (or setting a first one) applies at once; raising or removing waits 24
 * hours and shows as pending (planLimitChange). Every change is an audit line.
 */
export async function setLimit(deps: AppDeps, input: SetLimitInput): Promise<Result<PlayerLimit, SetLimitRefusal>> {
  if (!LIMIT_KINDS.includes(input.kind) || !PERIODS.includes(input.period)) return fail("INVALID_INPUT", { field: "kind" });
  const amountMinor = input.amount === null ? null : parseMoney(input.amount, { allowZero: true });
  if (amountMinor !== null && !amountMinor.ok) return amountMinor;
  const requested = amountMinor === null ? null : amountMinor.value;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<SetLimitRefusal>) => {
    if ((await work.tx.users.byId(input.userId)) === null) work.refuse("USER_NOT_FOUND");
    const state = await work.tx.protection.stateOf(input.userId);
    const before = state.limits.find((l) => l.kind === input.kind && l.period === input.period) ?? noLimit(input.kind, input.period);
    const after = planLimitChange(before, requested, nowMs);
    await work.tx.protection.saveLimit(input.userId, after, nowMs);
    await recordAudit(work, {
      operatorId: input.userId,
      action: "protection.setLimit",
      target: { type: "user", id: String(input.userId) },
      before: { ...before },
      after: { ...after, requestedMinor: requested },
      atMs: nowMs,
    });
    return after;
  });
}

/** A player takes back a raise or removal that is still waiting: the limit stays as it is. */
export async function cancelPendingLimit(deps: AppDeps, input: { readonly userId: number; readonly kind: LimitKind; readonly period: Period }): Promise<Result<PlayerLimit, "INVALID_INPUT" | "NOT_FOUND">> {
  if (!LIMIT_KINDS.includes(input.kind) || !PERIODS.includes(input.period)) return fail("INVALID_INPUT", { field: "kind" });
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"NOT_FOUND">) => {
    const state = await work.tx.protection.stateOf(input.userId);
    const before = state.limits.find((l) => l.kind === input.kind && l.period === input.period);
    // A change whose time has come is no longer pending: it is the limit.
    if (before === undefined || before.pending === null || before.pending.effectiveAtMs <= nowMs) work.refuse("NOT_FOUND");
    const after = { ...before, pending: null };
    await work.tx.protection.saveLimit(input.userId, after, nowMs);
    await recordAudit(work, { operatorId: input.userId, action: "protection.cancelPending", target: { type: "user", id: String(input.userId) }, before: { ...before }, after: { ...after }, atMs: nowMs });
    return after;
  });
}
