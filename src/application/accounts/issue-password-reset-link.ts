import { RESET_TOKEN_BYTES, resetLinkPath, resetLinkTimes, resetTokenHash, resetTokenOf } from "../../domain/accounts/password-reset-link";
import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

export interface IssuePasswordResetLinkInput {
  readonly operatorId: number;
  readonly userId: number;
}

export interface IssuedPasswordResetLink {
  readonly userId: number;
  readonly username: string;
  /** `/reset-password?token=...`: shown to the operator this once, to paste into the support chat; never stored. */
  readonly path: string;
  readonly expiresAtMs: number;
}

/**
 * An operator who has verified a player (by the details on file) issues them
 * a one-time link to choose a new password themselves: staff never see or set
 * the password. A new link voids the player's previous unused one. The audit
 * line names the player and the link, never its token.
 */
export async function issuePasswordResetLink(deps: AppDeps, input: IssuePasswordResetLinkInput): Promise<Result<IssuedPasswordResetLink, "NOT_A_PLAYER" | "USER_NOT_FOUND">> {
  const token = resetTokenOf(deps.random.bytes(RESET_TOKEN_BYTES));
  const times = resetLinkTimes(deps.clock.nowMs());
  return inTransaction(deps, async (work: Work<"USER_NOT_FOUND" | "NOT_A_PLAYER">) => {
    const user = (await work.tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    if (user.role !== "player") work.refuse("NOT_A_PLAYER");
    const { link, voided } = await work.tx.passwordResetLinks.issue({ userId: user.id, tokenHash: resetTokenHash(token), issuedBy: input.operatorId, ...times });
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "account.resetLinkIssued",
      target: { type: "user", id: String(user.id) },
      before: null,
      after: { linkId: link.id, expiresAtMs: link.expiresAtMs, previousVoided: voided > 0 },
      atMs: times.createdAtMs,
    });
    return { userId: user.id, username: user.username, path: resetLinkPath(token), expiresAtMs: link.expiresAtMs };
  });
}
