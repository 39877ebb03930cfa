import { fail, ok, type Result } from "../errors";

/**
 * Login throttling that no one can aim at someone else (SPEC section 5's lock,
 * made safe): a wrong password counts against the account-and-address pair, so
 * an attacker's guesses lock only the attacker's own pair, never the owner at
 * their address nor a whole carrier's players behind one address.
 *
 * - Pair (account at one address): 5 failures in 15 minutes lock that pair.
 * - Account, across addresses: an address that has already failed on the
 *   account waits a delay that doubles with the account's failures (from 1 s,
 *   at most 60 s) before its next try: guessing slows down, the owner at an
 *   address that has not failed is not held up.
 * - Address, across accounts (credential stuffing): from 10 distinct accounts
 *   failed at one address, each next try waits a doubling delay; at 20 the
 *   address is refused for the window. 200 players who type their passwords
 *   right behind one address never meet it.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Account failures from which an address that has failed on it waits between tries. */
const ACCOUNT_DELAY_FROM_FAILURES = 3;
/** Distinct accounts failed at one address from which it waits between tries, and at which it is refused. */
export const ADDRESS_DELAY_FROM_ACCOUNTS = 10;
export const ADDRESS_MAX_ACCOUNTS = 20;
const MAX_LOGIN_DELAY_MS = 60_000;

export interface ThrottleKeys {
  readonly pair: string;
  readonly account: string;
  /** Null when the caller's address is unknown. */
  readonly address: string | null;
  /** The account as the address key records it (to count distinct accounts per address). */
  readonly accountName: string;
}

/**
 * The characters of a typed username a key keeps. Far above any account's name (20 at most), so no two accounts
 * share a key; but bounded, because a login may name anything up to the body limit, and PostgreSQL refuses a
 * B-tree key over about 2.7 KB (the garbage property found a 500 there).
 */
export const THROTTLE_NAME_MAX_CHARS = 64;

/** The keys a login attempt is counted under. */
export function throttleKeys(username: string, address: string | null): ThrottleKeys {
  // By code points, so a cut never leaves half a surrogate pair.
  const accountName = Array.from(username.trim().toLowerCase()).slice(0, THROTTLE_NAME_MAX_CHARS).join("");
  // An address is at most 45 characters (IPv6 with an IPv4 tail); anything longer is cut like a name.
  const place = address === null ? null : Array.from(address).slice(0, THROTTLE_NAME_MAX_CHARS).join("");
  return { pair: `pair:${accountName}|${place ?? "?"}`, account: `account:${accountName}`, address: place ? `address:${place}` : null, accountName };
}

/** What the store knows of recent failures (within the window) when an attempt arrives. */
export interface ThrottleFacts {
  readonly pairFailures: number;
  readonly pairLastFailureMs: number | null;
  readonly accountFailures: number;
  readonly addressAccounts: number;
  readonly addressLastFailureMs: number | null;
  readonly nowMs: number;
}

/** A doubling delay from 1 s once `count` reaches `from`, at most a minute. */
const doublingDelayMs = (count: number, from: number): number => Math.min(MAX_LOGIN_DELAY_MS, 1000 * 2 ** Math.max(0, count - from));

/** Whether this attempt may have its password checked: LOGIN_THROTTLED (locked) or LOGIN_SLOW_DOWN (wait) otherwise. */
export function judgeLoginAttempt(facts: ThrottleFacts): Result<void, "LOGIN_SLOW_DOWN" | "LOGIN_THROTTLED"> {
  const minutes = LOGIN_FAILURE_WINDOW_MS / 60_000;
  if (facts.pairFailures >= LOGIN_MAX_FAILURES) return fail("LOGIN_THROTTLED", { minutes });
  if (facts.addressAccounts >= ADDRESS_MAX_ACCOUNTS) return fail("LOGIN_THROTTLED", { minutes });
  const waits: number[] = [];
  if (facts.pairFailures > 0 && facts.pairLastFailureMs !== null && facts.accountFailures >= ACCOUNT_DELAY_FROM_FAILURES) {
    waits.push(facts.pairLastFailureMs + doublingDelayMs(facts.accountFailures, ACCOUNT_DELAY_FROM_FAILURES) - facts.nowMs);
  }
  if (facts.addressLastFailureMs !== null && facts.addressAccounts >= ADDRESS_DELAY_FROM_ACCOUNTS) {
    waits.push(facts.addressLastFailureMs + doublingDelayMs(facts.addressAccounts, ADDRESS_DELAY_FROM_ACCOUNTS) - facts.nowMs);
  }
  const waitMs = Math.max(0, ...waits);
  return waitMs > 0 ? fail("LOGIN_SLOW_DOWN", { seconds: Math.ceil(waitMs / 1000) }) : ok(undefined);
}
