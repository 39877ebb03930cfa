import { MINUTES_PER_DAY } from "../rounds/schedule";
import { parseSalesWindow } from "../rounds/schedule-config";
import { localDayNumberAt, localToInstantMs, wallClockMs } from "../time-zone";

/**
 * When staff answer: a daily window of the operator's local clock (the
 * schedule's time zone unless set otherwise). `endMinute` is after
 * `startMinute` and may run past midnight (up to 24 h after it).
 */
export interface SupportHours {
  readonly timeZone: string;
  readonly startMinute: number;
  readonly endMinute: number;
}

/** The operator setting that holds the hours ("HH:MM-HH:MM", as the sales window is written). */
export const SUPPORT_HOURS_SETTING = "support.hours";
/** 12:00 to 23:30 (SPEC section 2). */
const DEFAULT_SUPPORT_HOURS = "12:00-23:30";

/** The hours written as "HH:MM-HH:MM" in a time zone; the default window when the text is missing or malformed. */
export function supportHoursOf(text: string | null, timeZone: string): SupportHours {
  const window = (text === null ? null : parseSalesWindow(text.trim())) ?? parseSalesWindow(DEFAULT_SUPPORT_HOURS)!;
  return { timeZone, startMinute: window.startMinute, endMinute: window.endMinute };
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Minutes since local midnight at an instant (fractions kept). */
const localMinuteOfDay = (timeZone: string, atMs: number): number => (((wallClockMs(timeZone, atMs) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_MINUTE;

/** Whether staff answer at this instant. */
export function isWithinSupportHours(hours: SupportHours, atMs: number): boolean {
  if (hours.endMinute - hours.startMinute >= MINUTES_PER_DAY) return true;
  const minute = localMinuteOfDay(hours.timeZone, atMs);
  // A window past midnight covers the end of one day and, after midnight, the start of the next.
  return (minute >= hours.startMinute && minute < hours.endMinute) || minute + MINUTES_PER_DAY < hours.endMinute;
}

/** The instant staff next answer: `atMs` itself inside the hours, else the next local opening. */
export function nextSupportOpeningMs(hours: SupportHours, atMs: number): number {
  if (isWithinSupportHours(hours, atMs)) return atMs;
  const today = localDayNumberAt(hours.timeZone, atMs);
  for (let day = today; day <= today + 2; day++) {
    const opening = localToInstantMs(hours.timeZone, day, hours.startMinute);
    if (opening > atMs) return opening;
  }
  /* c8 ignore next */
  return localToInstantMs(hours.timeZone, today + 1, hours.startMinute);
}
