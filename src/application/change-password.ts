import { fail, type Result } from "../domain/errors";
import { checkPasswordChange } from "../domain/rules/credentials";
import type { AppDeps } from "./deps";
import { refuse } from "./money-movement";
import { inTransaction } from "./unit-of-work";

export interface ChangePasswordInput {
  readonly userId: number;
  readonly oldPassword: string | null | undefined;
  readonly newPassword: string | null | undefined;
  readonly confirmPassword: string | null | undefined;
}

/** Replaces the login password, given the current one. */
export async function changePassword(deps: AppDeps, input: ChangePasswordInput): Promise<Result<void>> {
  const checked = checkPasswordChange(input.oldPassword, input.newPassword, input.confirmPassword);
  if (!checked.ok) return checked;
  const before = await deps.store.read((tx) => tx.users.byId(input.userId));
  if (before === null) return fail("USER_NOT_FOUND");
  // Hashing outside the transaction: argon2 is slow and must not hold the writer.
  if (!(await deps.hasher.verify(before.passwordHash, checked.value.oldPassword))) return fail("PASSWORD_WRONG");
  const newHash = await deps.hasher.hash(checked.value.newPassword);
  return inTransaction(deps, async ({ tx }) => {
    const user = await tx.users.byId(input.userId);
    if (user === null) refuse("USER_NOT_FOUND");
    // Compare-and-set on the hash we verified: a password changed meanwhile makes the old one stale.
    if (user.passwordHash !== before.passwordHash) refuse("PASSWORD_WRONG");
    await tx.users.update(user.id, { passwordHash: newHash });
  });
}
