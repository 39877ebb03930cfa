import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { setDefaultConfig } from "antd-mobile";
import type { Locale as AntdLocale } from "antd-mobile/es/locales/base";
import {
  DEFAULT_LANG,
  FOLLOW_SYSTEM,
  HTML_LANG,
  isLang,
  LANG_OF_LOCALE_TYPE,
  LOCALE_TYPE_OF,
  systemLang,
  type Lang,
  type LocaleType,
} from "./languages";
import { adminTextsWanted, loadAdminPack } from "./admin-texts";
import { PACK_LOADERS, type LanguagePack } from "./packs";
import { linkManifest } from "../pwa/manifest-link";

/** SPEC section 3: the language is kept in local storage under `locale` (zh, tw, en, jp, kor), its kind under `localetype` (0-5). */
const LOCALE_KEY = "locale";
const LOCALE_TYPE_KEY = "localetype";

export interface LanguageChoice {
  readonly lang: Lang;
  readonly type: LocaleType;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/** The stored choice; "follow system" is resolved against the browser's languages each time the app starts. */
function storedChoice(): LanguageChoice {
  const type = Number(readStorage(LOCALE_TYPE_KEY));
  if (readStorage(LOCALE_TYPE_KEY) !== null && type === FOLLOW_SYSTEM) return { lang: systemLang(browserLanguages()), type: FOLLOW_SYSTEM };
  const locale = readStorage(LOCALE_KEY);
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  return { lang, type: LOCALE_TYPE_OF[lang] };
}

/** What a localetype means right now. */
function choiceOf(type: LocaleType): LanguageChoice {
  return type === FOLLOW_SYSTEM ? { lang: systemLang(browserLanguages()), type } : { lang: LANG_OF_LOCALE_TYPE[type], type };
}

const packs = new Map<Lang, LanguagePack>();
let choice: LanguageChoice = { lang: DEFAULT_LANG, type: LOCALE_TYPE_OF[DEFAULT_LANG] };
const listeners = new Set<() => void>();

async function loadPack(lang: Lang): Promise<LanguagePack> {
  const loaded = packs.get(lang);
  if (loaded) return loaded;
  const pack = await PACK_LOADERS[lang]();
  packs.set(lang, pack);
  i18n.addResourceBundle(lang, "translation", pack.messages, true, true);
  return pack;
}

/** Everything outside React that depends on the language: the UI kit's imperative toasts and dialogs, <html lang>, the `lang` cookie. */
function applyToPage(lang: Lang, pack: LanguagePack): void {
  setDefaultConfig({ locale: pack.antd });
  document.documentElement.lang = HTML_LANG[lang];
  // The installed app's name in this language (one manifest per language).
  linkManifest(lang);
  // The live room stream (EventSource) cannot send headers: the server reads this cookie instead.
  document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Loads the stored language and starts i18next; resolves when the first screen can be drawn in it. */
export async function initI18n(): Promise<void> {
  choice = storedChoice();
  await i18n.use(initReactI18next).init({
    lng: choice.lang,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  const pack = await loadPack(choice.lang);
  // A console screen preloaded before the language was known (loadAdminTexts).
  if (adminTextsWanted()) await loadAdminPack(choice.lang);
  await i18n.changeLanguage(choice.lang);
  applyToPage(choice.lang, pack);
}

/** Switches the whole app (ours and the UI kit's texts) and remembers the choice. */
export async function chooseLanguage(type: LocaleType): Promise<LanguageChoice> {
  const next = choiceOf(type);
  const pack = await loadPack(next.lang);
  if (adminTextsWanted()) await loadAdminPack(next.lang);
  writeStorage(LOCALE_KEY, next.lang);
  writeStorage(LOCALE_TYPE_KEY, String(next.type));
  choice = next;
  await i18n.changeLanguage(next.lang);
  applyToPage(next.lang, pack);
  for (const listener of listeners) listener();
  return next;
}

/** The language requests are made in (the `x-lang` header). */
export const currentLang = (): Lang => choice.lang;
export const currentChoice = (): LanguageChoice => choice;

/** The UI kit's locale for the current language (its pack is loaded before the language becomes current). */
export function currentAntdLocale(): AntdLocale {
  const pack = packs.get(choice.lang);
  if (!pack) throw new Error(`language pack ${choice.lang} used before it was loaded (call initI18n first)`);
  return pack.antd;
}

/** For useSyncExternalStore: notified after every language change. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { i18n };
