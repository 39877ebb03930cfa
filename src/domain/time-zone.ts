/**
 * Time zones with Intl only: the local wall clock of an instant, and the instant of a local time. Formatters are
 * costly to build (about 45 µs each): one per zone, kept.
 */

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Whether Intl knows the time zone (an unknown one makes the DateTimeFormat constructor throw). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local wall clock at an instant, as if it were a UTC instant (whole seconds). */
export function wallClockMs(timeZone: string, atMs: number): number {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatterOf(timeZone).formatToParts(atMs)) {
    switch (part.type) {
      case "year":
        year = Number(part.value);
        break;
      case "month":
        month = Number(part.value);
        break;
      case "day":
        day = Number(part.value);
        break;
      case "hour":
        hour = Number(part.value);
        break;
      case "minute":
        minute = Number(part.value);
        break;
      case "second":
        second = Number(part.value);
        break;
    }
  }
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Local time minus UTC at an instant, in ms (Taipei: +8 h). */
const offsetMsAt = (timeZone: string, atMs: number): number => wallClockMs(timeZone, atMs) - Math.floor(atMs / 1000) * 1000;

/** The local calendar day (day number) of an instant. */
export const localDayNumberAt = (timeZone: string, atMs: number): number => Math.floor(wallClockMs(timeZone, atMs) / MS_PER_DAY);

/**
 * The instant at which the local clock shows `minuteOfDay` minutes after the
 * start of local day `dayNumber` (minutes may run past 1440 into the next days).
 * The offsets a day before and after bracket any clock change in between: a
 * time valid under both offsets (a repeated hour) takes the earlier instant; a
 * time valid under neither (skipped) is read with the offset before the change,
 * which moves it forward by the gap.
 */
export function localToInstantMs(timeZone: string, dayNumber: number, minuteOfDay: number): number {
  const wallMs = dayNumber * MS_PER_DAY + minuteOfDay * MS_PER_MINUTE;
  const offsetBeforeMs = offsetMsAt(timeZone, wallMs - MS_PER_DAY);
  const offsetAfterMs = offsetMsAt(timeZone, wallMs + MS_PER_DAY);
  const early = wallMs - offsetBeforeMs;
  if (offsetBeforeMs === offsetAfterMs && offsetMsAt(timeZone, early) === offsetBeforeMs) return early;
  const late = wallMs - offsetAfterMs;
  const earlyValid = offsetMsAt(timeZone, early) === offsetBeforeMs;
  const lateValid = offsetMsAt(timeZone, late) === offsetAfterMs;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (lateValid) return late;
  return early;
}
