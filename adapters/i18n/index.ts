// The i18n adapter's public surface, so callers need not know the file layout.
export {    parseLang, type Lang } from "./languages";
export {  type NoticeKey } from "./notice-keys";
export type {  MessageKey } from "./dictionary";
;
export { translate, type MessageParams } from "./translate";
