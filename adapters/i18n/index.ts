// The i18n adapter's public surface, so callers need not know the file layout.
export { DEFAULT_LANG, LANGUAGES, isLang, parseLang, type Lang } from "./languages";
export { NOTICE_KEYS, type NoticeKey } from "./notice-keys";
export type { Dictionary, MessageKey } from "./dictionary";
export { DICTIONARIES } from "./messages";
export { translate, type MessageParams } from "./translate";
