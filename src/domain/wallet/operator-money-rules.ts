import { ok, type Result } from "../errors";
import { parseMoney, type Minor, type MoneyRefusal } from "../money";
import { checkReason, type ReasonRefusal } from "../operations/reason-rules";

/** A gift, freeze or unfreeze: a positive amount and an optional note. */
export function checkOperatorAmount(amount: unknown, note?: string | null): Result<{ readonly amountMinor: Minor; readonly note: string }, MoneyRefusal | ReasonRefusal> {
  const parsed = parseMoney(amount);
  if (!parsed.ok) return parsed;
  const checkedNote = checkReason(note, { required: false });
  if (!checkedNote.ok) return checkedNote;
  return ok({ amountMinor: parsed.value, note: checkedNote.value });
}

/**
 * An adjustment: a reason is mandatory (it is the audit trail of money created
 * or destroyed by hand), then a signed, non-zero amount.
 */
export function checkAdjustment(amount: unknown, reason: string | null | undefined): Result<{ readonly amountMinor: Minor; readonly reason: string }, MoneyRefusal | ReasonRefusal> {
  const checkedReason = checkReason(reason, { required: true });
  if (!checkedReason.ok) return checkedReason;
  const parsed = parseMoney(amount, { allowNegative: true });
  if (!parsed.ok) return parsed;
  return ok({ amountMinor: parsed.value, reason: checkedReason.value });
}
