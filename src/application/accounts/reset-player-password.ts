import type { Result } from "../../domain/errors";
import { checkPassword } from "../../domain/accounts/credential-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { recordAudit } from "../operations/audit-trail";

export interface ResetPlayerPasswordInput {
  readonly operatorId: number;
  readonly userId: number;
  /** The new password the operator hands to the player (SPEC: "contact customer service to change it"). */
  readonly newPassword: string;
}

/**
 * Sets a player's login password for them and signs them out everywhere, so
 * whoever held the old password loses the sessions it opened. The audit line
 * records that it happened, never the password or its hash.
 */
export async function resetPlayerPassword(deps: AppDeps, input: ResetPlayerPasswordInput): Promise<Result<{ readonly userId: number }, "NOT_A_PLAYER" | "PASSWORD_INVALID" | "PASSWORD_REQUIRED" | "USER_NOT_FOUND">> {
  const password = checkPassword(input.newPassword);
  if (!password.ok) return password;
  // Hashing outside the transaction: argon2 is slow and must not hold the writer.
  const hash = await deps.hasher.hash(password.value);
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"USER_NOT_FOUND" | "NOT_A_PLAYER">) => {
    const user = (await work.tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    if (user.role !== "player") work.refuse("NOT_A_PLAYER");
    await work.tx.users.update(user.id, { passwordHash: hash });
    await work.tx.sessions.revokeAllOfUser(user.id);
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "player.resetPassword",
      target: { type: "user", id: String(user.id) },
      before: null,
      after: { passwordReset: true, sessionsRevoked: true },
      atMs: nowMs,
    });
    return { userId: user.id };
  });
}
