import type { Result } from "../../domain/errors";
import { checkSecurityCodeNotLocked, judgeSecurityCodeAttempt, type SecurityCodeAttemptRefusal } from "../../domain/accounts/security-code-rules";
import type { User } from "../../domain/accounts/user";
import type { PasswordHasher } from "../../ports/hasher";
import type { Work } from "../unit-of-work";

/** A verification done before the transaction, remembered together with the hash it was checked against. */
export interface PreVerified {
  readonly hash: string;
  readonly correct: boolean;
}

/**
 * Verifies a code outside any transaction: argon2 takes tens of milliseconds and
 * a writer must not hold the database while it runs. Skipped (null) when there
 * is no code or the code is locked, so a locked code is never even compared.
 */
export async function preVerifySecurityCode(hasher: PasswordHasher, user: User | null, code: string, nowMs: number): Promise<PreVerified | null> {
  if (user === null || user.securityCodeHash === null) return null;
  if (!checkSecurityCodeNotLocked(lockStateOf(user), nowMs).ok) return null;
  return { hash: user.securityCodeHash, correct: await hasher.verify(user.securityCodeHash, code) };
}

const lockStateOf = (user: User) => ({ failures: user.securityCodeFailures, lockedUntilMs: user.securityCodeLockedUntilMs });

/**
 * Judges one security-code attempt against the user as read inside the
 * transaction, and writes the new failure count / lock. The caller must commit
 * even when this answers a failure (return it inside inTransactionKeepingRefusals,
 * do not throw), or the count would roll back and the lockout would never bite.
 */
export async function attemptSecurityCode(
  work: Work<never>,
  hasher: PasswordHasher,
  user: User,
  code: string,
  nowMs: number,
  preVerified: PreVerified | null,
): Promise<Result<void, SecurityCodeAttemptRefusal>> {
  // The count must be read under the player's lock: on PostgreSQL a burst of concurrent wrong codes would
  // otherwise all read the same count and each write count + 1, and the lockout would never bite.
  await work.tx.ledger.lockPlayer(user.id);
  const fresh = (await work.tx.users.byId(user.id)) ?? user;
  const state = lockStateOf(fresh);
  const locked = checkSecurityCodeNotLocked(state, nowMs);
  if (!locked.ok) return locked;
  const hash = fresh.securityCodeHash;
  // Reuse the early verification unless the code changed in between.
  const correct =
    hash === null ? false : preVerified !== null && preVerified.hash === hash ? preVerified.correct : await hasher.verify(hash, code);
  const { next, result } = judgeSecurityCodeAttempt(state, nowMs, correct);
  if (next.failures !== state.failures || next.lockedUntilMs !== state.lockedUntilMs) {
    await work.tx.users.update(user.id, { securityCodeFailures: next.failures, securityCodeLockedUntilMs: next.lockedUntilMs });
  }
  return result;
}
