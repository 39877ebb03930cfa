import type { Locale as AntdLocale } from "antd-mobile/es/locales/base";
import type { Lang } from "./languages";
import type { AdminMessages, Messages } from "./messages";

/** One language's texts: ours and the UI kit's own (date pickers, dialogs, pull-to-refresh...). */
export interface LanguagePack {
  readonly messages: Messages;
  readonly antd: AntdLocale;
}

/** Each language is its own chunk, fetched when chosen, so the first load carries one language, not five. */
export const PACK_LOADERS: Readonly<Record<Lang, () => Promise<LanguagePack>>> = {
  zh: async () => {
    const [m, a] = await Promise.all([import("./locales/zh"), import("antd-mobile/es/locales/zh-CN")]);
    return { messages: m.zh, antd: a.default };
  },
  tw: async () => {
    const [m, a] = await Promise.all([import("./locales/tw"), import("antd-mobile/es/locales/zh-TW")]);
    return { messages: m.tw, antd: a.default };
  },
  en: async () => {
    const [m, a] = await Promise.all([import("./locales/en"), import("antd-mobile/es/locales/en-US")]);
    return { messages: m.en, antd: a.default };
  },
  jp: async () => {
    const [m, a] = await Promise.all([import("./locales/jp"), import("antd-mobile/es/locales/ja-JP")]);
    return { messages: m.jp, antd: a.default };
  },
  kor: async () => {
    const [m, a] = await Promise.all([import("./locales/kor"), import("antd-mobile/es/locales/ko-KR")]);
    return { messages: m.kor, antd: a.default };
  },
};

/** The console's texts per language, each its own chunk: players never download them. */
export const ADMIN_PACK_LOADERS: Readonly<Record<Lang, () => Promise<AdminMessages>>> = {
  zh: async () => (await import("./locales/admin/zh")).admin,
  tw: async () => (await import("./locales/admin/tw")).admin,
  en: async () => (await import("./locales/admin/en")).admin,
  jp: async () => (await import("./locales/admin/jp")).admin,
  kor: async () => (await import("./locales/admin/kor")).admin,
};
