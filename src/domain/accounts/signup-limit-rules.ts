import { fail, ok, type Result } from "../errors";

/**
 * Sign-ups from one client address: at most a set number an hour
 * (SIGNUPS_PER_ADDRESS_PER_HOUR, an operator setting), so that one machine
 * cannot flood the site with accounts (the legacy register takes no captcha,
 * as the original clients never showed one). Counted per address only, the
 * socket's and never a header's, so no one can spend another address's
 * sign-ups; 20 an hour leaves room for a family or a shop behind one carrier
 * address.
 */
export const DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR = 20;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/** The key an address's sign-ups are counted under. */
export const signupKey = (address: string): string => `signup:${address}`;

/** Whether one more sign-up may come from an address that made `recent` in the window; a limit of 0 is no limit. */
export function judgeSignUp(recent: number, limitPerHour: number): Result<void, "SIGNUP_LIMITED"> {
  if (limitPerHour > 0 && recent >= limitPerHour) return fail("SIGNUP_LIMITED", { limit: limitPerHour, minutes: SIGNUP_WINDOW_MS / 60_000 });
  return ok(undefined);
}
