import { CONTENT_LANGUAGES, type ContentLanguage } from "../../domain/content/content-rules";
import { autoReplySetting, DEFAULT_AUTO_REPLIES } from "../../domain/support/auto-reply";
import { formatSalesWindow } from "../../domain/rounds/schedule-config";
import type { AppDeps } from "../deps";
import { supportHoursIn } from "./support-settings";

/** The desk's settings as the console edits them. */
export interface DeskSettings {
  /** "HH:MM-HH:MM" in effect (the default 12:00-23:30 when none or a malformed one is stored). */
  readonly hours: string;
  /** The zone the hours are read in: the schedule's. */
  readonly timeZone: string;
  /** The operator's automatic reply per language; "" where the default text answers. */
  readonly autoReplies: Readonly<Record<ContentLanguage, string>>;
  /** What answers where the operator wrote nothing. */
  readonly defaultAutoReplies: Readonly<Record<ContentLanguage, string>>;
}

/** The desk's hours and automatic replies (settings `support.hours`, `support.autoReply:<lang>`). */
export async function deskSettings(deps: Pick<AppDeps, "store" | "schedule">): Promise<DeskSettings> {
  return deps.store.read(async (tx) => {
    const hours = await supportHoursIn(tx, deps.schedule.timeZone);
    const autoReplies = {} as Record<ContentLanguage, string>;
    for (const lang of CONTENT_LANGUAGES) autoReplies[lang] = ((await tx.content.setting(autoReplySetting(lang))) ?? "").trim();
    return {
      hours: formatSalesWindow({ salesStartMinute: hours.startMinute, salesEndMinute: hours.endMinute }),
      timeZone: hours.timeZone,
      autoReplies,
      defaultAutoReplies: DEFAULT_AUTO_REPLIES,
    };
  });
}
