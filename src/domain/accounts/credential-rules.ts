import { fail, ok, type Result } from "../errors";

const USERNAME_MIN_LENGTH = 3;
const USERNAME_MAX_LENGTH = 20;
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 64;

const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** Validates a username; answers it trimmed (surrounding blanks are a typing slip, not part of the name). */
export function checkUsername(username: string | null | undefined): Result<string, "USERNAME_INVALID" | "USERNAME_REQUIRED"> {
  const text = (username ?? "").trim();
  if (text.length === 0) return fail("USERNAME_REQUIRED");
  if (text.length < USERNAME_MIN_LENGTH || text.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(text)) {
    return fail("USERNAME_INVALID", { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH });
  }
  return ok(text);
}

/**
 * Validates a new password. Not trimmed: blanks may be part of a password. The
 * length counts code points, so a password of emoji is not cut short by UTF-16.
 */
export function checkPassword(password: string | null | undefined): Result<string, "PASSWORD_INVALID" | "PASSWORD_REQUIRED"> {
  const text = password ?? "";
  if (text.length === 0) return fail("PASSWORD_REQUIRED");
  const length = Array.from(text).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return fail("PASSWORD_INVALID", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  }
  return ok(text);
}

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
}

/**
 * The change-password form, in the order of SPEC section 5: old, new and
 * confirm required, then new must equal confirm; then the new one must follow
 * the password rules. Whether the old one is right is the use case's question.
 */
export function checkPasswordChange(
  oldPassword: string | null | undefined,
  newPassword: string | null | undefined,
  confirmPassword: string | null | undefined,
): Result<PasswordChange, "PASSWORD_INVALID" | "PASSWORD_MISMATCH" | "PASSWORD_REQUIRED"> {
  const old = oldPassword ?? "";
  if (old.length === 0) return fail("PASSWORD_REQUIRED", { field: "old_password" });
  const checked = checkNewPassword(newPassword, confirmPassword);
  if (!checked.ok) return checked;
  return ok({ oldPassword: old, newPassword: checked.value });
}

/**
 * A password chosen twice (new and confirm), as change password and the
 * reset link ask it: both required, equal, then the password rules.
 */
export function checkNewPassword(newPassword: string | null | undefined, confirmPassword: string | null | undefined): Result<string, "PASSWORD_INVALID" | "PASSWORD_MISMATCH" | "PASSWORD_REQUIRED"> {
  const next = newPassword ?? "";
  const confirm = confirmPassword ?? "";
  if (next.length === 0) return fail("PASSWORD_REQUIRED", { field: "new_password" });
  if (confirm.length === 0) return fail("PASSWORD_REQUIRED", { field: "confirm_password" });
  if (next !== confirm) return fail("PASSWORD_MISMATCH");
  return checkPassword(next);
}
