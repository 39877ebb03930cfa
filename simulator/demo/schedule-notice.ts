import type { ScheduleConfig } from "../../src/domain/rounds/schedule";
import { scheduleParams, type ScheduleWord } from "../../web/src/format/schedule";
import { HTML_LANG, type Lang } from "../../web/src/i18n/languages";
import { schedule as en } from "../../web/src/i18n/locales/schedule/en";
import { schedule as jp } from "../../web/src/i18n/locales/schedule/jp";
import { schedule as kor } from "../../web/src/i18n/locales/schedule/kor";
import { schedule as tw } from "../../web/src/i18n/locales/schedule/tw";
import { schedule as zh } from "../../web/src/i18n/locales/schedule/zh";

const WORDS: Readonly<Record<Lang, Readonly<Record<ScheduleWord, string>>>> = { zh, tw, en, jp, kor };

/** `{{name}}` filled from `values`, as i18next does in the app. */
const fill = (template: string, values: Readonly<Record<string, string>> = {}): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? values[name]! : slot));

/**
 * The demo's scrolling notice opens with the schedule the server runs on when the demo is seeded ("A new round
 * every 20 seconds, round the clock; betting closes 5 seconds before each draw."), written with the app's own
 * words for it, so a demo started with ROUND_SECONDS=20 never claims 3.5 minutes. The notice is the operator's
 * text from then on: a later change of schedule is theirs to write into it.
 */
export function scheduleNotice(lang: Lang, schedule: ScheduleConfig): string {
  const words = WORDS[lang];
  const translate = (key: ScheduleWord, values?: Readonly<Record<string, string>>) => fill(words[key], values);
  return translate("notice", scheduleParams(translate, HTML_LANG[lang], schedule));
}
