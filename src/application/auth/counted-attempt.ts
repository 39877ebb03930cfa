import { isThrottled, LOGIN_FAILURE_WINDOW_MS } from "../../domain/auth/login-throttle";
import type { AppDeps } from "../deps";

/**
 * Counts a password attempt as a failure before the password is checked, in one
 * transaction that holds the keys (login throttling's account and address keys):
 * of 200 guesses sent at once, only as many as the limit get as far as the hash.
 * Answers false, counting nothing, when a key is already at its limit. A right
 * password clears the keys afterwards (clearAttempts). A failure counts for
 * exactly the window: one made 15 minutes ago no longer does.
 */
export async function admitAttempt(deps: Pick<AppDeps, "store">, keys: readonly string[], nowMs: number): Promise<boolean> {
  return deps.store.transaction(async (tx) => {
    for (const key of keys) await tx.loginAttempts.lock(key);
    const failures = await Promise.all(keys.map((key) => tx.loginAttempts.failuresSince(key, nowMs - LOGIN_FAILURE_WINDOW_MS + 1)));
    if (failures.some(isThrottled)) return false;
    for (const key of keys) await tx.loginAttempts.recordFailure(key, nowMs);
    return true;
  });
}
