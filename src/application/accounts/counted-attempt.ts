import { judgeLoginAttempt, LOGIN_FAILURE_WINDOW_MS, type ThrottleKeys } from "../../domain/accounts/login-throttle";
import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";

/**
 * Counts a password attempt as a failure before the password is checked, in one
 * transaction that holds its keys (pair, account, address): of 200 guesses sent
 * at once, only as many as the limits allow get as far as the hash. Answers the
 * refusal (LOGIN_THROTTLED, LOGIN_SLOW_DOWN), counting nothing, when the
 * attempt may not be made. A right password clears the pair and the account
 * afterwards (clearAttempt); the address keeps its count of accounts tried.
 */
export async function admitAttempt(deps: Pick<AppDeps, "store">, keys: ThrottleKeys, nowMs: number): Promise<Result<void, "LOGIN_SLOW_DOWN" | "LOGIN_THROTTLED">> {
  const sinceMs = nowMs - LOGIN_FAILURE_WINDOW_MS + 1;
  return deps.store.transaction(async (tx) => {
    const { loginAttempts } = tx;
    // Always in this order, so two attempts never wait for each other's keys in a cycle.
    for (const key of [keys.pair, keys.account, keys.address]) if (key !== null) await loginAttempts.lock(key);
    const pair = await loginAttempts.failuresSince(keys.pair, sinceMs);
    const address = keys.address === null ? { count: 0, distinct: 0, lastMs: null } : await loginAttempts.failuresSince(keys.address, sinceMs);
    const verdict = judgeLoginAttempt({
      pairFailures: pair.count,
      pairLastFailureMs: pair.lastMs,
      accountFailures: (await loginAttempts.failuresSince(keys.account, sinceMs)).count,
      addressAccounts: address.distinct,
      addressLastFailureMs: address.lastMs,
      nowMs,
    });
    if (!verdict.ok) return verdict;
    await loginAttempts.recordFailure(keys.pair, nowMs, null);
    await loginAttempts.recordFailure(keys.account, nowMs, null);
    if (keys.address !== null) await loginAttempts.recordFailure(keys.address, nowMs, keys.accountName);
    return verdict;
  });
}

/**
 * After a right password: the pair and the account start again, and the address forgets this account
 * (it was counted before the check), so players behind one address never add up to a stuffing count.
 */
export async function clearAttempt(deps: Pick<AppDeps, "store">, keys: ThrottleKeys): Promise<void> {
  await deps.store.transaction(async (tx) => {
    await tx.loginAttempts.clear(keys.pair, null);
    await tx.loginAttempts.clear(keys.account, null);
    if (keys.address !== null) await tx.loginAttempts.clear(keys.address, keys.accountName);
  });
}
