import { isResetTokenShaped, judgeResetLinkMisses, RESET_LINK_MISS_WINDOW_MS, resetMissKey, resetTokenHash, type PasswordResetLink } from "../../domain/accounts/password-reset-link";
import { ok, type Result } from "../../domain/errors";
import type { AppDeps } from "../deps";

/**
 * The link a token names, or null for a token that names none. An address that
 * has sent too many such tokens lately is refused before the store is asked;
 * a token that names no link counts against its address (a right one never does).
 */
export async function findResetLink(deps: Pick<AppDeps, "store" | "clock">, token: string, address: string | null): Promise<Result<PasswordResetLink | null, "LOGIN_THROTTLED">> {
  const nowMs = deps.clock.nowMs();
  const key = address === null ? null : resetMissKey(address);
  if (key !== null) {
    const misses = await deps.store.read((tx) => tx.loginAttempts.failuresSince(key, nowMs - RESET_LINK_MISS_WINDOW_MS + 1));
    const judged = judgeResetLinkMisses(misses.count);
    if (!judged.ok) return judged;
  }
  const link = isResetTokenShaped(token) ? await deps.store.read((tx) => tx.passwordResetLinks.byTokenHash(resetTokenHash(token))) : null;
  if (link === null && key !== null) await deps.store.transaction((tx) => tx.loginAttempts.recordFailure(key, nowMs, null));
  return ok(link);
}
