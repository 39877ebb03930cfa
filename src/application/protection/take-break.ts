import { throttleKeys } from "../../domain/accounts/login-throttle";
import { fail, type Result } from "../../domain/errors";
import {
  planExclusion,
  SELF_EXCLUSION_MONTHS,
  selfExclusionUntilMs,
  TIME_OUT_DAYS,
  timeOutUntilMs,
  type Exclusion,
  type ExclusionKind,
  type SelfExclusionMonths,
  type TimeOutDays,
} from "../../domain/protection/exclusion";
import { recordAudit } from "../operations/audit-trail";
import { admitAttempt, clearAttempt } from "../accounts/counted-attempt";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

interface BreakInput {
  readonly userId: number;
  /** The login password: a break is a serious step, taken by the account's owner, not whoever holds the phone. */
  readonly password: string | null | undefined;
  /** The player confirmed the dialog that says the break cannot be ended early. */
  readonly confirmed: boolean;
  /** The caller's address, counted like a login's. */
  readonly address: string | null;
}

type BreakRefusal = "INVALID_INPUT" | "CONFIRMATION_REQUIRED" | "PASSWORD_REQUIRED" | "PASSWORD_WRONG" | "LOGIN_THROTTLED" | "LOGIN_SLOW_DOWN" | "USER_NOT_FOUND" | "EXCLUSION_ONLY_LONGER";

/** A time-out of 24 hours, 7 or 30 days: no bets, follows, deposits or chat until it ends. */
export function takeTimeOut(deps: AppDeps, input: BreakInput & { readonly days: TimeOutDays }): Promise<Result<Exclusion, BreakRefusal>> {
  if (!TIME_OUT_DAYS.includes(input.days)) return Promise.resolve(fail("INVALID_INPUT", { field: "days" }));
  return takeBreak(deps, input, "time_out", (nowMs) => timeOutUntilMs(input.days, nowMs));
}

/** A self-exclusion of 6 months, 1 year or 5 years: as a time-out, and operators' promotions stop. */
export function selfExclude(deps: AppDeps, input: BreakInput & { readonly months: SelfExclusionMonths }): Promise<Result<Exclusion, BreakRefusal>> {
  if (!SELF_EXCLUSION_MONTHS.includes(input.months)) return Promise.resolve(fail("INVALID_INPUT", { field: "months" }));
  return takeBreak(deps, input, "self_exclusion", (nowMs) => selfExclusionUntilMs(input.months, nowMs));
}

/**
 * The password is checked like a login's (counted against the same limits
 * before the hash), so a stolen session cannot guess it here. A break may
 * only lengthen the one in force; it never ends one early.
 */
async function takeBreak(deps: AppDeps, input: BreakInput, kind: ExclusionKind, untilOf: (nowMs: number) => number): Promise<Result<Exclusion, BreakRefusal>> {
  if (!input.confirmed) return fail("CONFIRMATION_REQUIRED");
  const password = input.password ?? "";
  if (password === "") return fail("PASSWORD_REQUIRED");
  const user = await deps.store.read((tx) => tx.users.byId(input.userId));
  if (user === null) return fail("USER_NOT_FOUND");
  const keys = throttleKeys(user.username, input.address);
  const admitted = await admitAttempt(deps, keys, deps.clock.nowMs());
  if (!admitted.ok) return admitted;
  if (!(await deps.hasher.verify(user.passwordHash, password))) return fail("PASSWORD_WRONG");
  await clearAttempt(deps, keys);
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"EXCLUSION_ONLY_LONGER">) => {
    const before = (await work.tx.protection.stateOf(user.id)).exclusion;
    const planned = planExclusion(before, { kind, startedAtMs: nowMs, untilMs: untilOf(nowMs) }, nowMs, deps.schedule.timeZone);
    if (!planned.ok) work.refuse(planned.error.code, planned.error.params);
    await work.tx.protection.saveExclusion(user.id, planned.value);
    await recordAudit(work, {
      operatorId: user.id,
      action: kind === "time_out" ? "protection.timeOut" : "protection.selfExclude",
      target: { type: "user", id: String(user.id) },
      before: before && { ...before },
      after: { ...planned.value },
      atMs: nowMs,
    });
    return planned.value;
  });
}
