/**
 * What the amount fields accept while typing: digits and one decimal point
 * with at most two decimals (money has cents, never less). Anything else is
 * dropped as it is typed, so the field can only hold an amount or a start of one.
 */
export function amountTyped(text: string): string {
  const kept = text.replace(/[^\d.]/g, "");
  const dot = kept.indexOf(".");
  if (dot === -1) return kept.slice(0, 12);
  return `${kept.slice(0, dot).slice(0, 12)}.${kept.slice(dot + 1).replace(/\./g, "").slice(0, 2)}`;
}

/** Digits only (the bank card number field). */
export const digitsTyped = (text: string, max: number): string => text.replace(/\D/g, "").slice(0, max);
