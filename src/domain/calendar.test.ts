import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLocalDateTime, localDateOf } from "./calendar";

/** What a person reads off a clock in the zone, spelled out by Intl itself with a formatter of its own. */
function readOffIntl(timeZone: string, atMs: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(atMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
}

// The operator's zone, zones with clock changes, and one a quarter-hour off.
const ZONES = ["Asia/Taipei", "UTC", "America/New_York", "Europe/London", "Asia/Kathmandu", "Australia/Lord_Howe"];

describe("formatLocalDateTime", () => {
  it("reads the zone's clock as Intl does, to the second, across clock changes and midnights", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (timeZone, atMs) => {
        expect(formatLocalDateTime(timeZone, atMs)).toBe(readOffIntl(timeZone, atMs));
      }),
      { numRuns: 2_000 },
    );
  });

  it("gives the local date and time of known instants", () => {
    // 2026-11-27 16:00:00 UTC is midnight of the 28th in Taipei (UTC+8).
    expect(formatLocalDateTime("Asia/Taipei", Date.UTC(2026, 10, 27, 16, 0, 0, 999))).toBe("2026-11-28 00:00:00");
    expect(localDateOf("Asia/Taipei", Date.UTC(2026, 10, 27, 15, 59, 59))).toBe("2026-11-27");
    // New York's clocks went back at 02:00 on 2026-11-01: 05:30 and 06:30 UTC are both 01:30 there.
    expect(formatLocalDateTime("America/New_York", Date.UTC(2026, 10, 1, 5, 30))).toBe("2026-11-01 01:30:00");
    expect(formatLocalDateTime("America/New_York", Date.UTC(2026, 10, 1, 6, 30))).toBe("2026-11-01 01:30:00");
  });
});
