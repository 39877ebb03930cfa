import type { Lang } from "../i18n/languages";

/**
 * One web app manifest per language (web/public/manifest-<lang>.webmanifest):
 * a manifest has one name, so the installed app's name follows the app's
 * language by pointing <link rel=manifest> at that language's file. The HTML
 * links the default (tw) before any script runs.
 */
const manifestUrl = (lang: Lang): string => `/manifest-${lang}.webmanifest`;

export function linkManifest(lang: Lang): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute("href") !== manifestUrl(lang)) link.setAttribute("href", manifestUrl(lang));
}
