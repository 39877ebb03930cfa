import { DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR, judgeSignUp, SIGNUP_WINDOW_MS, signupKey } from "../../domain/accounts/signup-limit-rules";
import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";

/**
 * Counts a sign-up against its client address before the account is made, in
 * one transaction that holds the address's key, so that of 300 sign-ups sent
 * at once from one address exactly the limit get through. An attempt that is
 * then refused for its own reasons (a taken name) still counts: probing names
 * from one address is what the limit slows down. An unknown address (an
 * in-process caller) is not counted.
 */
export async function admitSignUp(deps: Pick<AppDeps, "store" | "clock" | "signupsPerAddressPerHour">, address: string | null): Promise<Result<void, "SIGNUP_LIMITED">> {
  const limit = deps.signupsPerAddressPerHour ?? DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR;
  if (address === null || limit === 0) return { ok: true, value: undefined };
  const key = signupKey(address);
  const nowMs = deps.clock.nowMs();
  return deps.store.transaction(async ({ loginAttempts }) => {
    // The keyed attempt counter of sign-in throttling, under a key of its own.
    await loginAttempts.lock(key);
    const verdict = judgeSignUp((await loginAttempts.failuresSince(key, nowMs - SIGNUP_WINDOW_MS + 1)).count, limit);
    if (verdict.ok) await loginAttempts.recordFailure(key, nowMs, null);
    return verdict;
  });
}
