import i18n from "i18next";
import { MINOR_PER_UNIT } from "../../../src/domain/money";
import { DEFAULT_LANG, isLang, type Lang } from "../i18n/languages";

/** The number conventions each language of the product reads amounts in (Intl locale tags). */
const NUMBER_LOCALE: Readonly<Record<Lang, string>> = { zh: "zh-CN", tw: "zh-TW", en: "en", jp: "ja-JP", kor: "ko-KR" };

const formatters = new Map<Lang, Intl.NumberFormat>();

function formatterOf(lang: Lang): Intl.NumberFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(lang, formatter);
  }
  return formatter;
}

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
  return formatterOf(lang).format(exact);
}

function currentLang(): Lang {
  const lang = i18n.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
