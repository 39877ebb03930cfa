import { throttleKeys } from "../../domain/accounts/login-throttle";
import { checkNewPassword } from "../../domain/accounts/credential-rules";
import { resetLinkState } from "../../domain/accounts/password-reset-link";
import { fail, type Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";
import { findResetLink } from "./find-reset-link";
import type { LoggedIn } from "./login";
import { startSession } from "./sessions";

export interface ResetPasswordWithLinkInput {
  readonly token: string;
  readonly newPassword: string | null | undefined;
  readonly confirmPassword: string | null | undefined;
  /** The caller's address: unknown tokens count against it, and the new session keeps it. */
  readonly address: string | null;
}

/**
 * The player sets a new password through the link staff gave them: the same
 * rules as sign-up and change password, then, in one transaction, the link is
 * used up, the password replaced, every session of the account ended (whoever
 * else was signed in is signed out, on every API) and a new session started
 * for the player, as a login would. A link that no longer works changes
 * nothing; of two uses at once, one wins.
 */
export async function resetPasswordWithLink(
  deps: AppDeps,
  input: ResetPasswordWithLinkInput,
): Promise<Result<LoggedIn, "LOGIN_THROTTLED" | "PASSWORD_INVALID" | "PASSWORD_MISMATCH" | "PASSWORD_REQUIRED" | "RESET_LINK_INVALID">> {
  const found = await findResetLink(deps, input.token, input.address);
  if (!found.ok) return found;
  const link = found.value;
  if (link === null || resetLinkState(link, deps.clock.nowMs()) !== "valid") return fail("RESET_LINK_INVALID");
  const password = checkNewPassword(input.newPassword, input.confirmPassword);
  if (!password.ok) return password;
  // Hashing outside the transaction: argon2 is slow and must not hold the writer.
  const hash = await deps.hasher.hash(password.value);
  return inTransaction(deps, async (work: Work<"RESET_LINK_INVALID">) => {
    const { tx } = work;
    const nowMs = deps.clock.nowMs();
    // Checked again where it counts: the link may have expired, been used or replaced while the hash was made.
    if (!(await tx.passwordResetLinks.markUsed(link.id, nowMs))) work.refuse("RESET_LINK_INVALID");
    const user = (await tx.users.byId(link.userId)) ?? work.refuse("RESET_LINK_INVALID");
    await tx.users.update(user.id, { passwordHash: hash });
    await tx.sessions.revokeAllOfUser(user.id);
    // Failed logins of the forgotten password no longer stand between the player and their account.
    const keys = throttleKeys(user.username, input.address);
    await tx.loginAttempts.clear(keys.pair, null);
    await tx.loginAttempts.clear(keys.account, null);
    const token = await startSession(deps, tx, user.id, input.address);
    await recordAudit(work, {
      operatorId: user.id,
      action: "account.passwordResetByLink",
      target: { type: "user", id: String(user.id) },
      before: null,
      after: { linkId: link.id, issuedBy: link.issuedBy, sessionsRevoked: true },
      atMs: nowMs,
    });
    return { user, token };
  });
}
