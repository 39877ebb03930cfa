import type { Lang } from "./languages";
import type { MessageParams } from "./translate";

/** The number conventions each language reads amounts in (the web's NUMBER_LOCALE, for the server's own texts). */
const NUMBER_LOCALE: Readonly<Record<Lang, string>> = { zh: "zh-CN", tw: "zh-TW", en: "en", jp: "ja-JP", kor: "ko-KR" };

/** How the core writes an amount into a refusal's parameters (formatMoney): "10075.00", "-3.50". */
const WIRE_AMOUNT = /^-?\d+\.\d{2}$/;

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
 * A refusal's parameters with every amount grouped as `lang` reads it ("10,075.00 to go"), for the
 * messages the web client shows as they are. Only the tRPC API uses this: the legacy `msg` keeps the
 * original's plain "10075.00", and `params` on either wire stay as the core wrote them. Amounts are
 * handed to Intl as exact decimal strings, so no float rounding can show.
 */
export function withGroupedAmounts(params: MessageParams | undefined, lang: Lang): MessageParams | undefined {
  if (params === undefined || params === null) return params;
  const grouped: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    grouped[name] = typeof value === "string" && WIRE_AMOUNT.test(value) ? formatterOf(lang).format(value as `${number}`) : value;
  }
  return grouped;
}
