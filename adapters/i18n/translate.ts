import type { MessageKey } from "./dictionary";
import { DEFAULT_LANG, type Lang } from "./languages";
import { vipLevelName } from "./growth-remarks";
import { DICTIONARIES } from "./messages";

export type MessageParams = Readonly<Record<string, string | number>>;

/** `{name}`: the only parameter slot syntax the dictionaries use. */
const PARAMETER_SLOT = /\{([A-Za-z0-9_]+)\}/g;

/**
 * The text for `key` in `lang`, with `{name}` parameter slots filled from `params`.
 *
 * Never throws: it runs while an error reply is being built, where a crash would
 * hide the original failure. So an unknown language falls back to the default, a
 * key missing at run time (say, a code from a newer core) falls back to the
 * default language and then to the key itself, and a parameter slot without a usable
 * value stays visible as `{name}`: a slightly odd toast beats a 500.
 */
export function translate(key: MessageKey, lang: Lang, params?: MessageParams): string {
  const template = lookup(lang, key) ?? lookup(DEFAULT_LANG, key) ?? String(key);
  if (params === undefined || params === null) return template;
  return template.replace(PARAMETER_SLOT, (whole, name: string) => {
    // Own properties only, so "{constructor}" never reaches Object.prototype.
    const value: unknown = Object.hasOwn(params, name) ? params[name] : undefined;
    // The core names a VIP level by its stable name ("premium"); the reader reads it in their language.
    if (name === "level" && typeof value === "string") return vipLevelName(lang, value) ?? value;
    if (typeof value === "string") return value;
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    return whole;
  });
}

function lookup(lang: string, key: string): string | undefined {
  const dictionary: Readonly<Record<string, string>> | undefined = Object.hasOwn(DICTIONARIES, lang)
    ? DICTIONARIES[lang as Lang]
    : undefined;
  if (dictionary === undefined || !Object.hasOwn(dictionary, key)) return undefined;
  const text = dictionary[key];
  return typeof text === "string" && text.length > 0 ? text : undefined;
}
