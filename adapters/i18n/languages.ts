/**
 * The five languages the server answers in. The codes are the ones the legacy
 * clients send as `lang` (not BCP 47: "tw", "jp" and "kor" are theirs), so they
 * are kept as the wire spells them.
 */
export const LANGUAGES = ["zh", "tw", "en", "jp", "kor"] as const;

export type Lang = (typeof LANGUAGES)[number];

/** SPEC section 9: traditional Chinese is the default locale. */
export const DEFAULT_LANG: Lang = "tw";

const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** Chinese written in traditional script: Taiwan, Hong Kong, Macau, or an explicit Hant script subtag. */
const TRADITIONAL_CHINESE = new Set(["hant", "tw", "hk", "mo"]);

/** One tag such as "zh-Hant-TW" or "ko_KR"; null when it names none of our languages. */
function parseTag(raw: string): Lang | null {
  const tag = raw.trim().toLowerCase().replace(/_/g, "-");
  if (isLang(tag)) return tag;
  const [primary, ...rest] = tag.split("-");
  switch (primary) {
    case "zh":
      return rest.some((part) => TRADITIONAL_CHINESE.has(part)) ? "tw" : "zh";
    case "en":
      return "en";
    case "ja":
    case "jp":
      return "jp";
    case "ko":
    case "kr":
    case "kor":
      return "kor";
    default:
      return null;
  }
}

/**
 * The caller's `lang`, never failing: a missing or unknown value falls back to the
 * default rather than refusing the request, because a client with an odd locale
 * must still get an answer. Also takes a browser tag or a whole Accept-Language
 * header (first recognised entry wins; q-values are ignored, browsers list by
 * preference anyway), and the first value when a query string repeats `lang`.
 */
export function parseLang(value: unknown): Lang {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "string") return DEFAULT_LANG;
  for (const entry of first.split(",")) {
    const found = parseTag(entry.split(";")[0] ?? "");
    if (found !== null) return found;
  }
  return DEFAULT_LANG;
}
