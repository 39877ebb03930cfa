/**
 * SPEC section 5: the fields are checked in order (username, then password,
 * then captcha; registration adds the invite code, then the 18+ consent) and
 * the first empty one is named in a toast. Returns the message key, or null.
 */
export type AuthMessageKey = "auth.username" | "auth.password" | "auth.captcha" | "auth.inviteCode" | "auth.adultRequired";

export interface LoginFields {
  readonly username: string;
  readonly password: string;
  readonly captcha: string;
}

export interface RegisterFields extends LoginFields {
  readonly inviteCode: string;
  /** False when the operator allows sign-up without one (the server says so: auth.signupRules). */
  readonly inviteCodeRequired: boolean;
  readonly adult: boolean;
}

export function firstLoginProblem(fields: LoginFields): AuthMessageKey | null {
  if (fields.username.trim() === "") return "auth.username";
  if (fields.password === "") return "auth.password";
  if (fields.captcha.trim() === "") return "auth.captcha";
  return null;
}

export function firstRegisterProblem(fields: RegisterFields): AuthMessageKey | null {
  const login = firstLoginProblem(fields);
  if (login) return login;
  if (fields.inviteCodeRequired && fields.inviteCode.trim() === "") return "auth.inviteCode";
  if (!fields.adult) return "auth.adultRequired";
  return null;
}
