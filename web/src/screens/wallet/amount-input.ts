// Amounts are not filtered as they are typed (that turned "-100" into 100): money fields keep
// the text as typed and say what is wrong with it (web/src/hooks/useMoneyField.ts, issue 37 item 1).

/** Digits only (the bank card number field). */
export const digitsTyped = (text: string, max: number): string => text.replace(/\D/g, "").slice(0, max);
