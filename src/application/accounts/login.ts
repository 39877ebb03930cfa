import { throttleKeys } from "../../domain/accounts/login-throttle";
import { admitAttempt, clearAttempt } from "./counted-attempt";
import { fail, ok, type Result } from "../../domain/errors";
import type { Role, User } from "../../domain/accounts/user";
import type { PasswordHasher } from "../../ports/hasher";
import type { AppDeps } from "../deps";
import { solveCaptcha } from "./captcha";
import { startSession } from "./sessions";

const decoys = new WeakMap<PasswordHasher, Promise<string>>();
/** A hash to verify against when the user does not exist; made once per hasher. */
function decoyHash(hasher: PasswordHasher): Promise<string> {
  let hash = decoys.get(hasher);
  if (!hash) decoys.set(hasher, (hash = hasher.hash("decoy password for unknown users")));
  return hash;
}

export interface LoginInput {
  readonly username: string | null | undefined;
  readonly password: string | null | undefined;
  /** Required on the tRPC path; the legacy client draws its captcha locally and sends none. */
  readonly captcha?: { readonly id: string | null | undefined; readonly answer: string | null | undefined };
  /** The caller's address, for per-address throttling. */
  readonly address: string | null;
  /**
   * Who may sign in this way: players only unless said otherwise. The legacy
   * player API never lets an operator in; the tRPC login serves the player app
   * and the operator console alike (the console's procedures check the role).
   */
  readonly roles?: readonly Role[];
}

export interface LoggedIn {
  readonly user: User;
  readonly token: string;
}

/**
 * Checks in the order the specification gives (username, password, captcha),
 * refuses while the account or the address has too many recent failures, and
 * answers the same PASSWORD_WRONG for an unknown user and a wrong password, so
 * that logins cannot be used to find out which usernames exist.
 */
export async function login(deps: AppDeps, input: LoginInput): Promise<Result<LoggedIn, "CAPTCHA_REQUIRED" | "CAPTCHA_WRONG" | "LOGIN_SLOW_DOWN" | "LOGIN_THROTTLED" | "PASSWORD_REQUIRED" | "PASSWORD_WRONG" | "USERNAME_REQUIRED">> {
  const username = (input.username ?? "").trim();
  if (!username) return fail("USERNAME_REQUIRED");
  if (!input.password) return fail("PASSWORD_REQUIRED");
  if (input.captcha) {
    const solved = await solveCaptcha(deps, input.captcha.id, input.captcha.answer);
    if (!solved.ok) return solved;
  }
  const nowMs = deps.clock.nowMs();
  const keys = throttleKeys(username, input.address);
  // Counted before the password is checked (a burst of guesses cannot outrun the limits); a right one clears it below.
  const admitted = await admitAttempt(deps, keys, nowMs);
  if (!admitted.ok) return admitted;

  const user = await deps.store.read((tx) => tx.users.byUsername(username));
  // Verify against a real hash even for an unknown user, so both take the same time.
  const passwordOk = await deps.hasher.verify(user?.passwordHash ?? (await decoyHash(deps.hasher)), input.password);
  // An account of a role this door does not serve is answered like a wrong password: no hint that it exists.
  if (!user || !passwordOk || !(input.roles ?? ["player"]).includes(user.role)) return fail("PASSWORD_WRONG");
  await clearAttempt(deps, keys);
  const token = await deps.store.transaction((tx) => startSession(deps, tx, user.id, input.address));
  return ok({ user, token });
}
