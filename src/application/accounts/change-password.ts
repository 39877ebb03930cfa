import { fail, type Result } from "../../domain/errors";
import { checkPasswordChange } from "../../domain/accounts/credential-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { throttleKeys } from "../../domain/accounts/login-throttle";
import { admitAttempt } from "./counted-attempt";
import { tokenHash } from "./sessions";

export interface ChangePasswordInput {
  readonly userId: number;
  readonly oldPassword: string | null | undefined;
  readonly newPassword: string | null | undefined;
  readonly confirmPassword: string | null | undefined;
  /** The session the change is made from: it stays signed in, every other session of the account ends. */
  readonly currentToken: string | null;
  /** The caller's address, counted like a login's. */
  readonly address: string | null;
}

/**
 * Replaces the login password, given the current one. A wrong current password
 * counts against the same limit as a failed login (account and address), so a
 * stolen session cannot be used to guess the password; a change ends every
 * other session of the account, so whoever else was signed in is signed out.
 */
export async function changePassword(deps: AppDeps, input: ChangePasswordInput): Promise<Result<void, "LOGIN_SLOW_DOWN" | "LOGIN_THROTTLED" | "PASSWORD_INVALID" | "PASSWORD_MISMATCH" | "PASSWORD_REQUIRED" | "PASSWORD_WRONG" | "USER_NOT_FOUND">> {
  const checked = checkPasswordChange(input.oldPassword, input.newPassword, input.confirmPassword);
  if (!checked.ok) return checked;
  const before = await deps.store.read((tx) => tx.users.byId(input.userId));
  if (before === null) return fail("USER_NOT_FOUND");
  const nowMs = deps.clock.nowMs();
  const keys = throttleKeys(before.username, input.address);
  const admitted = await admitAttempt(deps, keys, nowMs);
  if (!admitted.ok) return admitted;
  // Hashing outside the transaction: argon2 is slow and must not hold the writer.
  if (!(await deps.hasher.verify(before.passwordHash, checked.value.oldPassword))) return fail("PASSWORD_WRONG");
  const newHash = await deps.hasher.hash(checked.value.newPassword);
  return inTransaction(deps, async (work: Work<"USER_NOT_FOUND" | "PASSWORD_WRONG">) => {
    const { tx } = work;
    const user = await tx.users.byId(input.userId);
    if (user === null) work.refuse("USER_NOT_FOUND");
    // Compare-and-set on the hash we verified: a password changed meanwhile makes the old one stale.
    if (user.passwordHash !== before.passwordHash) work.refuse("PASSWORD_WRONG");
    await tx.users.update(user.id, { passwordHash: newHash });
    await tx.loginAttempts.clear(keys.pair, null);
    await tx.loginAttempts.clear(keys.account, null);
    if (keys.address !== null) await tx.loginAttempts.clear(keys.address, keys.accountName);
    await tx.sessions.revokeAllOfUser(user.id, input.currentToken === null ? null : tokenHash(input.currentToken));
  });
}
