import { fail, type Result } from "../../src/domain/errors";
import { DEFAULT_SCHEDULE, type ScheduleConfig } from "../../src/domain/rounds/schedule";
import { checkScheduleConfig, parseSalesWindow } from "../../src/domain/rounds/schedule-config";
import { isKnownTimeZone } from "../../src/domain/time-zone";

/**
 * The schedule as the operator sets it in the environment. Reading the
 * environment is the composition root's job; the domain only checks the
 * result (checkScheduleConfig).
 */

/** The environment variables parseScheduleConfig reads, by the config field they fill. */
const ENV_NAME_OF_FIELD: Readonly<Record<keyof ScheduleConfig, string>> = {
  timeZone: "GAME_TIMEZONE",
  salesStartMinute: "SALES_WINDOW",
  salesEndMinute: "SALES_WINDOW",
  roundSeconds: "ROUND_SECONDS",
  closeSeconds: "CLOSE_SECONDS",
};

function parseSeconds(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const seconds = Number(text);
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Reads GAME_TIMEZONE, SALES_WINDOW ("HH:MM-HH:MM", "10:00-02:00" ends the next
 * day, "00:00-24:00" is round the clock), ROUND_SECONDS and CLOSE_SECONDS; unset
 * or blank variables take DEFAULT_SCHEDULE's value. Failures name the variable.
 */
export function parseScheduleConfig(env: Readonly<Record<string, string | undefined>>): Result<ScheduleConfig, "INVALID_INPUT"> {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  const invalid = (name: string) => fail("INVALID_INPUT", { field: name });

  let timeZone = DEFAULT_SCHEDULE.timeZone;
  const zoneText = read("GAME_TIMEZONE");
  if (zoneText !== undefined) {
    if (!isKnownTimeZone(zoneText)) return invalid("GAME_TIMEZONE");
    // Canonical spelling ("asia/taipei" -> "Asia/Taipei"), so equal zones share caches.
    timeZone = new Intl.DateTimeFormat("en-US", { timeZone: zoneText }).resolvedOptions().timeZone;
  }

  let { salesStartMinute, salesEndMinute } = DEFAULT_SCHEDULE;
  const windowText = read("SALES_WINDOW");
  if (windowText !== undefined) {
    const window = parseSalesWindow(windowText);
    if (window === null) return invalid("SALES_WINDOW");
    salesStartMinute = window.startMinute;
    salesEndMinute = window.endMinute;
  }

  const secondsOf = (name: string, fallback: number): number | null => {
    const text = read(name);
    return text === undefined ? fallback : parseSeconds(text);
  };
  const roundSeconds = secondsOf("ROUND_SECONDS", DEFAULT_SCHEDULE.roundSeconds);
  if (roundSeconds === null) return invalid("ROUND_SECONDS");
  const closeSeconds = secondsOf("CLOSE_SECONDS", DEFAULT_SCHEDULE.closeSeconds);
  if (closeSeconds === null) return invalid("CLOSE_SECONDS");

  const checked = checkScheduleConfig(Object.freeze({ timeZone, salesStartMinute, salesEndMinute, roundSeconds, closeSeconds }));
  if (!checked.ok) {
    const field = checked.error.params?.["field"] as keyof ScheduleConfig;
    return invalid(ENV_NAME_OF_FIELD[field]);
  }
  return checked;
}
