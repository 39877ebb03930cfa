import { fail, ok, type Result } from "../errors";

const NICKNAME_MAX_LENGTH = 32;
const MOBILE_MAX_LENGTH = 20;
const ID_CARD_MAX_LENGTH = 32;

/** Identity-card numbers of the operators' markets: letters, digits and dashes (A123456789, 11010519491231002X). */
const ID_CARD_PATTERN = /^[A-Za-z0-9-]*$/;

const MOBILE_PATTERN = /^[0-9+\- ]*$/;

/** A nickname: trimmed, at most 32 characters (code points), no control characters. Empty clears it. */
export function checkNickname(nickname: string): Result<string, "INVALID_INPUT"> {
  const text = nickname.trim();
  if (Array.from(text).length > NICKNAME_MAX_LENGTH || /\p{Cc}/u.test(text)) {
    return fail("INVALID_INPUT", { field: "nickname", max: NICKNAME_MAX_LENGTH });
  }
  return ok(text);
}

/** A mobile number: digits, '+', spaces and dashes, at most 20. Empty clears it. */
export function checkMobile(mobile: string): Result<string, "INVALID_INPUT"> {
  const text = mobile.trim();
  if (text.length > MOBILE_MAX_LENGTH || !MOBILE_PATTERN.test(text)) return fail("INVALID_INPUT", { field: "mobile", max: MOBILE_MAX_LENGTH });
  return ok(text);
}

/** An identity-card number: letters, digits and dashes, at most 32, upper-cased. Empty clears it. */
export function checkIdCard(idCard: string): Result<string, "INVALID_INPUT"> {
  const text = idCard.trim();
  if (text.length > ID_CARD_MAX_LENGTH || !ID_CARD_PATTERN.test(text)) return fail("INVALID_INPUT", { field: "idcard", max: ID_CARD_MAX_LENGTH });
  return ok(text.toUpperCase());
}
