/** Failed logins tolerated per account and per address within the window before logins are refused. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The keys a login failure is counted under: the account and the caller's address, separately. */
export function throttleKeys(username: string, address: string | null): string[] {
  const keys = [`account:${username.trim().toLowerCase()}`];
  if (address) keys.push(`address:${address}`);
  return keys;
}

/** Whether a key with this many recent failures may try again. */
export const isThrottled = (recentFailures: number): boolean => recentFailures >= LOGIN_MAX_FAILURES;
