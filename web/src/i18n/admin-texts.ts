import i18n from "i18next";
import { isLang, DEFAULT_LANG, type Lang } from "./languages";
import { ADMIN_PACK_LOADERS } from "./packs";

/**
 * The operator console's texts are a pack of their own, so the players' first
 * load never carries them. Once a console screen has asked for them, every
 * language chosen afterwards brings its console pack too (see chooseLanguage).
 */
let wanted = false;
const loaded = new Set<Lang>();

export const adminTextsWanted = (): boolean => wanted;

export async function loadAdminPack(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  const pack = await ADMIN_PACK_LOADERS[lang]();
  i18n.addResourceBundle(lang, "translation", { admin: pack }, true, true);
  loaded.add(lang);
}

/**
 * Loads the console's texts in the current language; console screens wait for
 * it before they draw. Asked for before the app has started (main.tsx preloads
 * the first screen beside initI18n), it only says they are wanted: the
 * language is not known yet, and initI18n loads them in the stored one before
 * the first screen draws. Loading the default language's then left a cold
 * console in English or Japanese showing raw keys.
 */
export async function loadAdminTexts(): Promise<void> {
  wanted = true;
  if (!i18n.isInitialized) return;
  await loadAdminPack(isLang(i18n.language) ? i18n.language : DEFAULT_LANG);
}
