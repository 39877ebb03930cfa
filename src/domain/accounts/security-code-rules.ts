import { fail, ok, type Result } from "../errors";

export const SECURITY_CODE_LENGTH = 6;
/** Wrong entries in a row that lock the code. */
export const SECURITY_CODE_MAX_FAILURES = 5;
export const SECURITY_CODE_LOCK_MS = 15 * 60_000;

const SECURITY_CODE_PATTERN = new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`);

/** A security code is exactly six digits. */
export function checkSecurityCodeFormat(code: string | null | undefined): Result<string, "SECURITY_CODE_FORMAT"> {
  const text = (code ?? "").trim();
  if (!SECURITY_CODE_PATTERN.test(text)) return fail("SECURITY_CODE_FORMAT", { length: SECURITY_CODE_LENGTH });
  return ok(text);
}

export interface SecurityCodeSetting {
  readonly newCode: string;
  /** The current code to verify, or null when setting one for the first time. */
  readonly oldCode: string | null;
}

/**
 * The set-security-code form. First time: only the new code. Change: the old
 * code is required too (checked first, as the form shows it first). Whether the
 * old code is right, and whether the new one equals the login password, needs
 * the hasher: the use case's job.
 */
export function checkSecurityCodeSetting(input: {
  readonly alreadySet: boolean;
  readonly oldCode?: string | null;
  readonly newCode: string | null | undefined;
}): Result<SecurityCodeSetting, "SECURITY_CODE_FORMAT" | "SECURITY_CODE_OLD_REQUIRED"> {
  let oldCode: string | null = null;
  if (input.alreadySet) {
    oldCode = (input.oldCode ?? "").trim();
    if (oldCode.length === 0) return fail("SECURITY_CODE_OLD_REQUIRED");
  }
  const newCode = checkSecurityCodeFormat(input.newCode);
  if (!newCode.ok) return newCode;
  return ok({ newCode: newCode.value, oldCode });
}

/** What the store keeps about wrong entries. */
export interface SecurityCodeLockState {
  readonly failures: number;
  readonly lockedUntilMs: number | null;
}

export const UNLOCKED: SecurityCodeLockState = { failures: 0, lockedUntilMs: null };

const lockedError = (lockedUntilMs: number, nowMs: number) =>
  fail("SECURITY_CODE_LOCKED", {
    minutes: Math.max(1, Math.ceil((lockedUntilMs - nowMs) / 60_000)),
    unlock_at_ms: lockedUntilMs,
  });

/** Refuses any attempt while the code is locked, before the code is even compared. */
export function checkSecurityCodeNotLocked(state: SecurityCodeLockState, nowMs: number): Result<void, "SECURITY_CODE_LOCKED"> {
  if (state.lockedUntilMs !== null && nowMs < state.lockedUntilMs) return lockedError(state.lockedUntilMs, nowMs);
  return ok(undefined);
}

/** A wrong code, or one tried while the code is locked. */
export type SecurityCodeAttemptRefusal = "SECURITY_CODE_WRONG" | "SECURITY_CODE_LOCKED";

/**
 * The state after an attempt, and what to tell the player. A right code clears
 * the count. A wrong one counts; the fifth in a row locks for 15 minutes and
 * starts a fresh count, so after the lock the player again has five tries.
 * A lock that has run out counts as no lock.
 */
export function judgeSecurityCodeAttempt(
  state: SecurityCodeLockState,
  nowMs: number,
  correct: boolean,
): { readonly next: SecurityCodeLockState; readonly result: Result<void, SecurityCodeAttemptRefusal> } {
  const locked = checkSecurityCodeNotLocked(state, nowMs);
  if (!locked.ok) return { next: state, result: locked };
  if (correct) return { next: UNLOCKED, result: ok(undefined) };
  const lockExpired = state.lockedUntilMs !== null;
  const failures = (lockExpired ? 0 : state.failures) + 1;
  if (failures >= SECURITY_CODE_MAX_FAILURES) {
    const lockedUntilMs = nowMs + SECURITY_CODE_LOCK_MS;
    return { next: { failures: 0, lockedUntilMs }, result: lockedError(lockedUntilMs, nowMs) };
  }
  return {
    next: { failures, lockedUntilMs: null },
    result: fail("SECURITY_CODE_WRONG", { remaining: SECURITY_CODE_MAX_FAILURES - failures }),
  };
}
