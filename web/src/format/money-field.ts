import { parseMoney, type Minor, type MoneyRefusal, type ParseMoneyOptions } from "../../../src/domain/money";

/** What a money field's text is: nothing yet, an amount, or not an amount (and why). */
export type MoneyFieldReading = { readonly kind: "empty" } | { readonly kind: "amount"; readonly minor: Minor } | { readonly kind: "refused"; readonly code: MoneyRefusal };

/**
 * Reads a money field's text as typed, by the very rule both APIs apply
 * (parseMoney): nothing is stripped, rounded or sign-flipped on the way, so
 * "-100", "1e3", "10.555" and "abc" are refusals to show, never amounts to send.
 */
export function readMoneyField(text: string, options: ParseMoneyOptions = {}): MoneyFieldReading {
  if (text.trim() === "") return { kind: "empty" };
  const parsed = parseMoney(text, options);
  return parsed.ok ? { kind: "amount", minor: parsed.value } : { kind: "refused", code: parsed.error.code };
}
