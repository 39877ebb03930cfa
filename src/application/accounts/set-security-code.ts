import { fail, ok, type Result } from "../../domain/errors";
import { checkSecurityCodeSetting, type SecurityCodeAttemptRefusal } from "../../domain/accounts/security-code-rules";
import type { AppDeps } from "../deps";
import { attemptSecurityCode, preVerifySecurityCode } from "./security-code-attempt";
import { inTransactionKeepingRefusals, type Work } from "../unit-of-work";

/** What the transaction itself may answer: the old code's refusals, a code the same as the password, a user gone. */
type SetCodeRefusal = SecurityCodeAttemptRefusal | "USER_NOT_FOUND" | "SECURITY_CODE_OLD_REQUIRED" | "SECURITY_CODE_SAME_AS_PASSWORD";

export interface SetSecurityCodeInput {
  readonly userId: number;
  /** Needed only to change a code that is already set. */
  readonly oldCode?: string | null;
  readonly newCode: string | null | undefined;
}

/**
 * Sets the withdrawal security code the first time, or changes it given the
 * old one (a wrong old code counts toward the lockout, like at withdrawal).
 * The new code may not be the login password, and is stored only as a hash.
 */
export async function setSecurityCode(deps: AppDeps, input: SetSecurityCodeInput): Promise<Result<void, SetCodeRefusal | "SECURITY_CODE_FORMAT">> {
  const nowMs = deps.clock.nowMs();
  const before = await deps.store.read((tx) => tx.users.byId(input.userId));
  if (before === null) return fail("USER_NOT_FOUND");
  const checked = checkSecurityCodeSetting({ alreadySet: before.securityCodeHash !== null, oldCode: input.oldCode, newCode: input.newCode });
  if (!checked.ok) return checked;
  const { newCode, oldCode } = checked.value;

  // The slow hashing happens outside the transaction; the transaction then checks nothing moved meanwhile.
  const preVerified = oldCode === null ? null : await preVerifySecurityCode(deps.hasher, before, oldCode, nowMs);
  const sameAsPassword = await deps.hasher.verify(before.passwordHash, newCode);
  const newHash = await deps.hasher.hash(newCode);

  return inTransactionKeepingRefusals(deps, async (work: Work<SetCodeRefusal>): Promise<Result<void, SetCodeRefusal>> => {
    const user = await work.tx.users.byId(input.userId);
    if (user === null) work.refuse("USER_NOT_FOUND");
    if (user.securityCodeHash !== null) {
      // Set by a racing first-time call in between: now it takes the old code.
      if (oldCode === null) work.refuse("SECURITY_CODE_OLD_REQUIRED");
      const attempt = await attemptSecurityCode(work, deps.hasher, user, oldCode, nowMs, preVerified);
      if (!attempt.ok) return attempt; // committed: the failure count stays
    }
    // Only after the old code passed: otherwise this answer would let anyone holding
    // the session test guesses of the login password without knowing the code.
    const samePassword = user.passwordHash === before.passwordHash ? sameAsPassword : await deps.hasher.verify(user.passwordHash, newCode);
    if (samePassword) return fail("SECURITY_CODE_SAME_AS_PASSWORD");
    await work.tx.users.update(user.id, { securityCodeHash: newHash, securityCodeFailures: 0, securityCodeLockedUntilMs: null });
    return ok(undefined);
  });
}
