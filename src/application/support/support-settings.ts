import type { ContentLanguage } from "../../domain/content/content-rules";
import { autoReplySetting, autoReplyText } from "../../domain/support/auto-reply";
import { SUPPORT_HOURS_SETTING, isWithinSupportHours, nextSupportOpeningMs, supportHoursOf, type SupportHours } from "../../domain/support/hours-rules";
import type { StoreTx } from "../../ports/store";

/** The desk's hours as the operator set them (setting `support.hours`, "HH:MM-HH:MM"), 12:00-23:30 unless set, in the operator's time zone. */
export async function supportHoursIn(tx: StoreTx, timeZone: string): Promise<SupportHours> {
  return supportHoursOf(await tx.content.setting(SUPPORT_HOURS_SETTING), timeZone);
}

/** What a customer screen shows of the hours: open now, or when staff answer next. */
export interface HoursNow {
  readonly open: boolean;
  /** The next opening; null while open. */
  readonly nextOpeningMs: number | null;
  readonly startMinute: number;
  readonly endMinute: number;
  readonly timeZone: string;
}

export function hoursNow(hours: SupportHours, nowMs: number): HoursNow {
  const open = isWithinSupportHours(hours, nowMs);
  return { open, nextOpeningMs: open ? null : nextSupportOpeningMs(hours, nowMs), startMinute: hours.startMinute, endMinute: hours.endMinute, timeZone: hours.timeZone };
}

/** The automatic first reply in a language: the operator's text (setting `support.autoReply:<lang>`), else the default. */
export async function autoReplyIn(tx: StoreTx, lang: ContentLanguage): Promise<string> {
  return autoReplyText(lang, await tx.content.setting(autoReplySetting(lang)));
}
