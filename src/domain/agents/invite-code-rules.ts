import { fail, ok, type Result } from "../errors";

/** An agent's displayed invite code is the user id plus this offset (SPEC section 9). */
export const INVITE_CODE_OFFSET = 100000;

export const inviteCodeOf = (userId: number): number => userId + INVITE_CODE_OFFSET;

// Digits only: no sign, no exponent, no decimal point. 15 digits keeps it a safe integer.
const NUMERIC = /^\d{1,15}$/;

/**
 * The inviter's user id from what the register form sends. The original client
 * subtracted the offset from a numeric code over 100000 and otherwise sent the
 * code as given, so a code at or under the offset is taken as a plain user id.
 * Whether that user exists is the caller's question; this only says which id is meant.
 */
export function inviterIdFromInviteCode(code: string): Result<number, "INVITER_NOT_FOUND"> {
  const text = code.trim();
  if (!NUMERIC.test(text)) return fail("INVITER_NOT_FOUND");
  const value = Number(text);
  if (value > INVITE_CODE_OFFSET) return ok(value - INVITE_CODE_OFFSET);
  if (value > 0) return ok(value);
  return fail("INVITER_NOT_FOUND");
}

/**
 * The inviter's user id from the legacy wire's `inviter_id`: the original client
 * has already taken the offset off a displayed code (SPEC section 7, register),
 * so what arrives is the id itself and must not be reduced a second time.
 */
export function inviterIdFromWire(value: string): Result<number, "INVITER_NOT_FOUND"> {
  const text = value.trim();
  if (!NUMERIC.test(text)) return fail("INVITER_NOT_FOUND");
  const id = Number(text);
  return id > 0 ? ok(id) : fail("INVITER_NOT_FOUND");
}
