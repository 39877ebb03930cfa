import type { Result } from "../../domain/errors";
import { checkPassword, checkUsername } from "../../domain/accounts/credential-rules";
import type { User } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { registerUser, type RegisterUserInput } from "./register-user";
import { inTransaction } from "../unit-of-work";
import { solveCaptcha } from "./captcha";
import { admitSignUp } from "./counted-sign-up";
import { startSession } from "./sessions";

export interface SignUpInput extends RegisterUserInput {
  /**
   * The web client's captcha, checked after the username and password (SPEC
   * order). null for the legacy protocol, on purpose: the original clients
   * never showed a captcha on sign-up, and its login has none either.
   */
  readonly captcha: { readonly id: string; readonly answer: string } | null;
  /** The client's address (the socket's), whose sign-ups an hour are limited; null when unknown. */
  readonly address: string | null;
}

/**
 * A public sign-up on either API: checked in SPEC order, counted against the
 * client's address (counted-sign-up.ts), registered as a player, and signed in
 * (a new session token).
 */
export async function signUp(deps: AppDeps, input: SignUpInput): Promise<Result<{ readonly user: User; readonly token: string }, "CAPTCHA_REQUIRED" | "CAPTCHA_WRONG" | "INVITER_NOT_FOUND" | "INVITE_CODE_REQUIRED" | "PASSWORD_INVALID" | "PASSWORD_REQUIRED" | "SIGNUP_LIMITED" | "USERNAME_INVALID" | "USERNAME_REQUIRED" | "USERNAME_TAKEN">> {
  if (input.captcha !== null) {
    const username = checkUsername(input.username);
    if (!username.ok) return username;
    const password = checkPassword(input.password);
    if (!password.ok) return password;
    const solved = await solveCaptcha(deps, input.captcha.id, input.captcha.answer);
    if (!solved.ok) return solved;
  }
  const admitted = await admitSignUp(deps, input.address);
  if (!admitted.ok) return admitted;
  const registered = await registerUser(deps, input);
  if (!registered.ok) return registered;
  const token = await inTransaction(deps, ({ tx }) => startSession(deps, tx, registered.value.id, input.address));
  return token.ok ? { ok: true, value: { user: registered.value, token: token.value } } : token;
}
