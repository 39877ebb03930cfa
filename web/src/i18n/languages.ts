/**
 * The five languages of the product, spelled as the server and the legacy
 * clients spell them (SPEC section 3: zh, tw, en, jp, kor; tw is the default).
 */
export const LANGUAGES = ["zh", "tw", "en", "jp", "kor"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "tw";

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * SPEC localetype: 0 follows the system, 1 simplified, 2 traditional, 3 English, 4 Japanese, 5 Korean.
 */
export type LocaleType = 0 | 1 | 2 | 3 | 4 | 5;
export const FOLLOW_SYSTEM = 0 as const satisfies LocaleType;
export const LOCALE_TYPE_OF: Readonly<Record<Lang, LocaleType>> = { zh: 1, tw: 2, en: 3, jp: 4, kor: 5 };
export const LANG_OF_LOCALE_TYPE: Readonly<Record<Exclude<LocaleType, 0>, Lang>> = { 1: "zh", 2: "tw", 3: "en", 4: "jp", 5: "kor" };

/** Each language named in its own script: the same in every dictionary, so a reader can always find theirs. */
export const NATIVE_NAMES: Readonly<Record<Lang, string>> = {
  zh: "简体中文",
  tw: "繁體中文",
  en: "English",
  jp: "日本語",
  kor: "한국어",
};

/** The order the pickers list them in (SPEC section 2, login: simplified, traditional, English, Japanese, Korean). */
export const PICKER_ORDER: readonly Lang[] = ["zh", "tw", "en", "jp", "kor"];

/** BCP 47 tag for <html lang>, so the browser picks the right CJK glyphs. */
export const HTML_LANG: Readonly<Record<Lang, string>> = { zh: "zh-Hans", tw: "zh-Hant", en: "en", jp: "ja", kor: "ko" };

const TRADITIONAL = new Set(["hant", "tw", "hk", "mo"]);

/** One browser language tag ("zh-HK", "ko_KR", "ja") as one of ours, or null. */
export function langOfTag(raw: string): Lang | null {
  const tag = raw.trim().toLowerCase().replace(/_/g, "-");
  if (isLang(tag)) return tag;
  const [primary, ...rest] = tag.split("-");
  switch (primary) {
    case "zh":
      return rest.some((part) => TRADITIONAL.has(part)) ? "tw" : "zh";
    case "en":
      return "en";
    case "ja":
      return "jp";
    case "ko":
      return "kor";
    default:
      return null;
  }
}

/** "Follow system": the first of the browser's preferred languages we speak, else the default. */
export function systemLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
