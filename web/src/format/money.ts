import i18n from "i18next";
import { groupAmount, MINOR_PER_UNIT } from "../../../src/domain/money";
import { DEFAULT_LANG, isLang, type Lang } from "../i18n/languages";

/**
 * A tRPC amount (integer minor units) as a person reads it in the current
 * language: "10,000.00". For the screen only: what goes back to the server or
 * into an input stays the wire's plain "10000.00" (formatMoney in src/domain/money).
 * The amount is handed to Intl as an exact decimal string, so no float rounding
 * ever shows.
 */
export function money(amountMinor: number, lang: Lang = currentLang()): string {
  const negative = amountMinor < 0;
  const magnitude = Math.abs(amountMinor);
  const whole = Math.floor(magnitude / MINOR_PER_UNIT);
  const cents = String(magnitude % MINOR_PER_UNIT).padStart(2, "0");
  const exact = `${negative ? "-" : ""}${whole}.${cents}` as `${number}`;
  return groupAmount(exact, lang);
}

function currentLang(): Lang {
  const lang = i18n.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
