import { fail, ok, type Result } from "../errors";

/** The rule for what an operator writes beside an action, whichever console screen it comes from. */

const REASON_MAX_LENGTH = 200;

/** Control characters have no place in anything an operator types. */
export const hasControl = (text: string): boolean => /\p{Cc}/u.test(text);

/**
 * The one rule for what an operator writes beside an action (a reason, a
 * remark, a note): trimmed, at most 200 characters, no control characters;
 * where the action must carry one (a rejection, a gift, an adjustment, a
 * flag), an empty one is REASON_REQUIRED.
 */
/** A reason that is missing where one is required, or too long or with control characters. */
export type ReasonRefusal = "REASON_REQUIRED" | "INVALID_INPUT";

export function checkReason(reason: string | null | undefined, options: { readonly required: boolean; readonly field?: string }): Result<string, ReasonRefusal> {
  const text = (reason ?? "").trim();
  if (options.required && text.length === 0) return fail("REASON_REQUIRED");
  if (Array.from(text).length > REASON_MAX_LENGTH || hasControl(text)) return fail("INVALID_INPUT", { field: options.field ?? "reason", max: REASON_MAX_LENGTH });
  return ok(text);
}

/** A reason an action must carry (a rejection, a gift, an adjustment, a flag). */
export const requireReason = (reason: string | null | undefined): Result<string, ReasonRefusal> => checkReason(reason, { required: true });
