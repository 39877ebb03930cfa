import type { schedule } from "../i18n/locales/schedule/en";

/**
 * The words every text that states the schedule is filled with ("20 seconds",
 * "3.5 minutes", "every day from 10:00 to 02:00 the next day (Taiwan Standard
 * Time)", "round the clock"), built from the schedule the server reports
 * (home.schedule), never from a fixed 3.5 minutes.
 *
 * Pure: the caller passes its translation of the `schedule` dictionary's keys
 * (i18next's t in the app, a plain lookup in the demo seed) and the BCP 47
 * locale the numbers, units and zone names are written in (Intl).
 */

/** The schedule as home.schedule reports it (ScheduleConfig). */
export interface ScheduleFacts {
  readonly timeZone: string;
  /** Minutes after local midnight when sales open. */
  readonly salesStartMinute: number;
  /** Minutes after local midnight of the sales day when sales end; above 1440 when they end the next day. */
  readonly salesEndMinute: number;
  readonly roundSeconds: number;
  readonly closeSeconds: number;
}

export type ScheduleWord = keyof typeof schedule;
export type ScheduleTranslate = (key: ScheduleWord, params?: Readonly<Record<string, string>>) => string;

/** What the sentences' {{round}}, {{close}} and {{window}} are filled with (a type, not an interface: i18next's options take it as is). */
export type ScheduleParams = {
  readonly round: string;
  readonly close: string;
  readonly window: string;
};

const MINUTES_PER_DAY = 1440;

/** Simplified Chinese's long seconds read "30秒钟"; its short ones ("30秒", "3.5分钟") are what people write. */
const unitDisplayOf = (locale: string): "long" | "short" => (/^zh(-Hans|-CN|-SG)?$/i.test(locale) ? "short" : "long");

const unit = (locale: string, name: "second" | "minute" | "hour", value: number): string =>
  new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: unitDisplayOf(locale), maximumFractionDigits: 1 }).format(value);

/**
 * A length of time as a person says it: 20 -> "20 seconds", 210 -> "3.5 minutes", 200 -> "3 minutes 20 seconds",
 * 3600 -> "1 hour" (in the locale's own words and plural forms).
 */
export function durationText(translate: ScheduleTranslate, locale: string, seconds: number): string {
  if (seconds < 60) return unit(locale, "second", seconds);
  if (seconds % 3600 === 0) return unit(locale, "hour", seconds / 3600);
  if (seconds % 30 === 0) return unit(locale, "minute", seconds / 60);
  return translate("minutesAndSeconds", { minutes: unit(locale, "minute", Math.floor(seconds / 60)), seconds: unit(locale, "second", seconds % 60) });
}

const clock = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The zone's name in the locale ("Taiwan Standard Time", "台北標準時間"); UTC as "UTC"; the IANA name if Intl has none. */
export function zoneName(locale: string, timeZone: string): string {
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(timeZone)) return "UTC";
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" }).formatToParts(0);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** When rounds are sold: "round the clock", or the daily window with the operator's zone. */
function salesWindowText(translate: ScheduleTranslate, locale: string, facts: ScheduleFacts): string {
  const { salesStartMinute: start, salesEndMinute: end } = facts;
  if (end - start >= MINUTES_PER_DAY) return translate("roundTheClock");
  const window =
    end > MINUTES_PER_DAY
      ? translate("windowNextDay", { start: clock(start), end: clock(end - MINUTES_PER_DAY) })
      : translate("windowSameDay", { start: clock(start), end: clock(end) });
  return translate("windowInZone", { window, zone: zoneName(locale, facts.timeZone) });
}

/** The three words every schedule sentence is filled with. */
export function scheduleParams(translate: ScheduleTranslate, locale: string, facts: ScheduleFacts): ScheduleParams {
  return {
    round: durationText(translate, locale, facts.roundSeconds),
    close: durationText(translate, locale, facts.closeSeconds),
    window: salesWindowText(translate, locale, facts),
  };
}
