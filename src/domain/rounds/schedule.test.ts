import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvariantViolation } from "../errors";
import {
  DEFAULT_SCHEDULE,
  issueSequenceWidth,
  lastDailyResetMs,
  localDayStartMs,
  nextRoundAfter,
  nominalRoundsPerDay,
  roundAt,
  roundByIssue,
  roundsOfSalesDay,
  type ScheduleConfig,
  type ScheduledRound,
} from "./schedule";
import { checkScheduleConfig } from "./schedule-config";
import { roundPhaseAt, secondsUntil } from "./round-clock";

// ---------------------------------------------------------------------------
// An independent oracle for local wall time, written differently from the code
// under test: format with Intl, and find instants by trying every offset.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const oracleFormatters = new Map<string, Intl.DateTimeFormat>();

interface Wall {
  readonly date: string; // YYYYMMDD
  readonly minuteOfDay: number;
  readonly second: number;
}

function wallOf(timeZone: string, atMs: number): Wall {
  let formatter = oracleFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    oracleFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(atMs).map((p) => [p.type, p.value]));
  return {
    date: `${parts["year"]}${parts["month"]}${parts["day"]}`,
    minuteOfDay: Number(parts["hour"]) * 60 + Number(parts["minute"]),
    second: Number(parts["second"]),
  };
}

const dateParts = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(4, 6)), Number(date.slice(6, 8))] as const;

function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10).replaceAll("-", "");
}

/** The instant the local clock shows date + minuteOfDay (minutes may pass 1440); the first if repeated, shifted by the gap if skipped. */
function oracleInstant(timeZone: string, date: string, minuteOfDay: number): number {
  const [y, m, d] = dateParts(date);
  const wallMs = Date.UTC(y, m - 1, d, 0, minuteOfDay);
  const target = wallOf("UTC", wallMs);
  const matches: number[] = [];
  for (let offsetMinutes = -14 * 60; offsetMinutes <= 14 * 60; offsetMinutes += 15) {
    const candidate = wallMs - offsetMinutes * 60_000;
    const wall = wallOf(timeZone, candidate);
    if (wall.date === target.date && wall.minuteOfDay === target.minuteOfDay && wall.second === 0) matches.push(candidate);
  }
  if (matches.length > 0) return Math.min(...matches);
  // Skipped by a clock change: read with the offset in force before it.
  const before = wallMs - DAY_MS;
  const beforeWall = wallOf(timeZone, before);
  const [by, bm, bd] = dateParts(beforeWall.date);
  const offsetBeforeMs = Date.UTC(by, bm - 1, bd, 0, beforeWall.minuteOfDay, beforeWall.second) - before;
  return wallMs - offsetBeforeMs;
}

// ---------------------------------------------------------------------------
// Arbitraries

const ZONES = ["Asia/Taipei", "UTC", "Europe/Berlin", "America/New_York"] as const;
const zoneArb = fc.constantFrom(...ZONES);
const FROM_MS = Date.UTC(2018, 0, 1);
const TO_MS = Date.UTC(2040, 11, 31);

const roundSecondsArb = fc.oneof(fc.constantFrom(20, 30, 60, 90, 180, 210, 300), fc.integer({ min: 20, max: 3600 }));

const generalConfigArb: fc.Arbitrary<ScheduleConfig> = fc
  .record({ timeZone: zoneArb, roundSeconds: roundSecondsArb, salesStartMinute: fc.integer({ min: 0, max: 1439 }) })
  .chain(({ timeZone, roundSeconds, salesStartMinute }) =>
    fc.record({
      timeZone: fc.constant(timeZone),
      salesStartMinute: fc.constant(salesStartMinute),
      salesEndMinute: fc.integer({ min: Math.ceil(roundSeconds / 60), max: 1440 }).map((w) => salesStartMinute + w),
      roundSeconds: fc.constant(roundSeconds),
      closeSeconds: fc.integer({ min: 1, max: roundSeconds - 1 }),
    }),
  );

const configArb: fc.Arbitrary<ScheduleConfig> = fc.oneof(
  generalConfigArb,
  // Round the clock.
  fc.record({ timeZone: zoneArb, salesStartMinute: fc.constant(0), salesEndMinute: fc.constant(1440), roundSeconds: roundSecondsArb, closeSeconds: fc.constant(5) }),
  // The default window, and the short rounds the simulator uses.
  fc.record({
    timeZone: zoneArb,
    salesStartMinute: fc.constant(600),
    salesEndMinute: fc.constant(1560),
    roundSeconds: fc.constant(20),
    closeSeconds: fc.constant(5),
  }),
  fc.constant(DEFAULT_SCHEDULE),
  // Sales starting in the hours where Berlin and New York change their clocks (skipped or repeated wall times).
  fc.record({
    timeZone: fc.constantFrom("Europe/Berlin", "America/New_York"),
    salesStartMinute: fc.integer({ min: 60, max: 200 }),
    salesEndMinute: fc.integer({ min: 1000, max: 1500 }),
    roundSeconds: roundSecondsArb,
    closeSeconds: fc.constant(5),
  }),
);

const uniformInstantArb = fc.integer({ min: FROM_MS, max: TO_MS });
// Clock changes are 4 days a year in these zones: aim at the weeks that hold them too.
const nearClockChangeArb = fc
  .record({
    year: fc.integer({ min: 2018, max: 2040 }),
    monthDay: fc.oneof(
      fc.record({ month: fc.constant(2), day: fc.integer({ min: 7, max: 31 }) }),
      fc.record({ month: fc.constant(9), day: fc.integer({ min: 23, max: 31 }) }),
      fc.record({ month: fc.constant(10), day: fc.integer({ min: 1, max: 8 }) }),
    ),
    msOfDay: fc.integer({ min: 0, max: DAY_MS - 1 }),
  })
  .map(({ year, monthDay, msOfDay }) => Date.UTC(year, monthDay.month, monthDay.day) + msOfDay);
const instantArb = fc.oneof(uniformInstantArb, nearClockChangeArb);

/** Rounds of the local days around an instant: every round that could contain it or open soon after it. */
function roundsAround(config: ScheduleConfig, atMs: number): ScheduledRound[] {
  const date = wallOf(config.timeZone, atMs).date;
  return [-1, 0, 1, 2].flatMap((d) => roundsOfSalesDay(config, addDays(date, d)));
}

const contains = (round: ScheduledRound, atMs: number) => round.openAtMs <= atMs && atMs < round.drawAtMs;

// ---------------------------------------------------------------------------

describe("configuration", () => {
  it("the default is Asia/Taipei, 10:00-02:00, 210 s rounds closing 30 s before the draw", () => {
    expect(DEFAULT_SCHEDULE).toEqual({ timeZone: "Asia/Taipei", salesStartMinute: 600, salesEndMinute: 1560, roundSeconds: 210, closeSeconds: 30 });
  });

  it("checkScheduleConfig refuses what the environment cannot even express", () => {
    const field = (patch: Partial<ScheduleConfig>) => {
      const checked = checkScheduleConfig({ ...DEFAULT_SCHEDULE, ...patch });
      return checked.ok ? "accepted" : checked.error.params?.["field"];
    };
    expect(field({})).toBe("accepted");
    expect(field({ salesStartMinute: 0, salesEndMinute: 1440 })).toBe("accepted");
    expect(field({ salesStartMinute: 600, salesEndMinute: 600 + 1441 })).toBe("salesEndMinute");
    expect(field({ salesStartMinute: 600, salesEndMinute: 600 })).toBe("salesEndMinute");
    expect(field({ salesStartMinute: 1440, salesEndMinute: 1500 })).toBe("salesStartMinute");
    expect(field({ salesStartMinute: -1 })).toBe("salesStartMinute");
    expect(field({ roundSeconds: 0 })).toBe("roundSeconds");
    expect(field({ roundSeconds: 210.5 })).toBe("roundSeconds");
    expect(field({ closeSeconds: 0 })).toBe("closeSeconds");
    expect(field({ timeZone: "" })).toBe("timeZone");
    expect(field({ timeZone: "Nowhere/Land" })).toBe("timeZone");
  });

  it("every configuration the properties below use is valid", () => {
    fc.assert(
      fc.property(configArb, (config) => {
        expect(checkScheduleConfig(config).ok).toBe(true);
      }),
    );
  });
});

describe("the default schedule (examples)", () => {
  const config = DEFAULT_SCHEDULE;
  const taipei = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h - 8, min);

  it("has 274 rounds a day, the first opening at 10:00 and the last drawing at 01:59", () => {
    const rounds = roundsOfSalesDay(config, "20261122");
    expect(rounds).toHaveLength(274);
    expect(nominalRoundsPerDay(config)).toBe(274);
    expect(issueSequenceWidth(config)).toBe(3);
    expect(rounds[0]!.openAtMs).toBe(taipei(2026, 11, 22, 10));
    expect(rounds.at(-1)!.drawAtMs).toBe(taipei(2026, 11, 23, 1, 59));
    expect(rounds.at(-1)!.issue).toBe("20261122274");
  });

  it("2026-11-22 10:00 in Taipei (02:00 UTC) opens issue 20261122001", () => {
    const round = roundAt(config, Date.UTC(2026, 10, 22, 2, 0));
    expect(round).toEqual({
      issue: "20261122001",
      salesDay: "20261122",
      sequence: 1,
      openAtMs: Date.UTC(2026, 10, 22, 2, 0),
      closeAtMs: Date.UTC(2026, 10, 22, 2, 3, 0),
      drawAtMs: Date.UTC(2026, 10, 22, 2, 3, 30),
    });
    expect(roundByIssue(config, "20261122001")).toEqual(round);
    expect(roundAt(config, Date.UTC(2026, 10, 22, 2, 0) - 1)).toBeNull();
  });

  it("01:00 local on 2026-11-23 belongs to sales day 20261122", () => {
    const round = roundAt(config, taipei(2026, 11, 23, 1));
    expect(round?.salesDay).toBe("20261122");
    expect(round?.issue).toBe("20261122258");
  });

  it("03:00 local is outside sales; the next round is 20261123001 at 10:00", () => {
    const at = taipei(2026, 11, 23, 3);
    expect(roundAt(config, at)).toBeNull();
    const next = nextRoundAfter(config, at);
    expect(next.issue).toBe("20261123001");
    expect(next.openAtMs).toBe(taipei(2026, 11, 23, 10));
    // Between the last draw (01:59) and 02:00 nothing is sold either: the leftover 60 s.
    expect(roundAt(config, taipei(2026, 11, 23, 1, 59))).toBeNull();
  });

  it("nextRoundAfter: the following round, and the one after at an exact opening", () => {
    const first = roundByIssue(config, "20261122001")!;
    expect(nextRoundAfter(config, first.openAtMs - 1).issue).toBe("20261122001");
    expect(nextRoundAfter(config, first.openAtMs).issue).toBe("20261122002");
    expect(nextRoundAfter(config, first.drawAtMs - 1).issue).toBe("20261122002");
    const last = roundByIssue(config, "20261122274")!;
    expect(nextRoundAfter(config, last.openAtMs).issue).toBe("20261123001");
  });

  it("betting closes 30 s before the draw; the countdown is in whole seconds, rounded up", () => {
    const round = roundByIssue(config, "20261122001")!;
    expect(roundPhaseAt(round, round.closeAtMs - 1)).toBe("open");
    expect(roundPhaseAt(round, round.closeAtMs)).toBe("closed");
    expect(roundPhaseAt(round, round.drawAtMs)).toBe("over");
    expect(secondsUntil(round.drawAtMs, round.openAtMs)).toBe(210);
    expect(secondsUntil(round.drawAtMs, round.openAtMs + 1)).toBe(210);
    expect(secondsUntil(round.drawAtMs, round.closeAtMs)).toBe(30);
    expect(secondsUntil(round.drawAtMs, round.drawAtMs - 1)).toBe(1);
    expect(secondsUntil(round.drawAtMs, round.drawAtMs)).toBe(0);
    expect(secondsUntil(round.drawAtMs, round.drawAtMs + 60_000)).toBe(0);
    expect(roundPhaseAt({ ...round, status: "closed" }, round.openAtMs)).toBe("closed");
  });

  it("refuses malformed and out-of-range issues", () => {
    for (const issue of ["", "20261122", "20261122000", "20261122275", "2026112201", "202611220001", "20260231001", "20261322001", "2026112200a", "-2026112201", "2026112201.", "09991231001"]) {
      expect(roundByIssue(config, issue), issue).toBeNull();
    }
    expect(roundsOfSalesDay(config, "20260231")).toEqual([]);
    expect(roundsOfSalesDay(config, "2026-11-22")).toEqual([]);
  });

  it("the daily reset is local midnight", () => {
    expect(lastDailyResetMs(config, taipei(2026, 11, 23, 1))).toBe(taipei(2026, 11, 23, 0));
    expect(lastDailyResetMs(config, taipei(2026, 11, 23, 0))).toBe(taipei(2026, 11, 23, 0));
    expect(lastDailyResetMs(config, taipei(2026, 11, 23, 0) - 1)).toBe(taipei(2026, 11, 22, 0));
    expect(localDayStartMs(config, "20261122")).toBe(Date.UTC(2026, 10, 21, 16));
    expect(() => localDayStartMs(config, "2026112")).toThrow(InvariantViolation);
  });
});

describe("short rounds, round the clock and clock changes (examples)", () => {
  it("20 s rounds round the clock: 4320 a day, 4-digit sequences that still sort across days", () => {
    const config: ScheduleConfig = { timeZone: "UTC", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 20, closeSeconds: 5 };
    const day = roundsOfSalesDay(config, "20261122");
    expect(day).toHaveLength(4320);
    expect(day[0]!.issue).toBe("202611220001");
    expect(day.at(-1)!.issue).toBe("202611224320");
    expect(day.at(-1)!.drawAtMs).toBe(Date.UTC(2026, 10, 23));
    const next = nextRoundAfter(config, day.at(-1)!.openAtMs);
    expect(next.issue).toBe("202611230001");
    expect(next.openAtMs).toBe(day.at(-1)!.drawAtMs);
    expect(BigInt(next.issue)).toBeGreaterThan(BigInt(day.at(-1)!.issue));
  });

  it("Berlin round the clock: the spring day is 23 h, the autumn day 25 h", () => {
    const config: ScheduleConfig = { timeZone: "Europe/Berlin", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 210, closeSeconds: 30 };
    expect(roundsOfSalesDay(config, "20260328")).toHaveLength(411);
    expect(roundsOfSalesDay(config, "20260329")).toHaveLength(Math.floor((23 * 3600) / 210));
    expect(roundsOfSalesDay(config, "20261025")).toHaveLength(Math.floor((25 * 3600) / 210));
    expect(roundsOfSalesDay(config, "20260329")[0]!.openAtMs).toBe(Date.UTC(2026, 2, 28, 23));
    expect(roundsOfSalesDay(config, "20260330")[0]!.openAtMs).toBe(Date.UTC(2026, 2, 29, 22));
  });

  it("a sales start skipped by the clock change opens after the gap; a repeated one at its first occurrence", () => {
    const config: ScheduleConfig = { timeZone: "Europe/Berlin", salesStartMinute: 150, salesEndMinute: 1440, roundSeconds: 210, closeSeconds: 30 };
    // 2026-03-29 02:30 does not exist in Berlin: the clock jumps from 02:00 CET to 03:00 CEST (01:00 UTC).
    expect(roundsOfSalesDay(config, "20260329")[0]!.openAtMs).toBe(Date.UTC(2026, 2, 29, 1, 30));
    // 2026-10-25 02:30 happens twice: first in CEST (00:30 UTC).
    expect(roundsOfSalesDay(config, "20261025")[0]!.openAtMs).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it("a long day never holds more rounds than the issue width can number", () => {
    // 87 s rounds: 993 fit in 24 h (3 digits), 1034 would fit in the 25 h autumn day.
    const config: ScheduleConfig = { timeZone: "Europe/Berlin", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 87, closeSeconds: 5 };
    expect(issueSequenceWidth(config)).toBe(3);
    const autumn = roundsOfSalesDay(config, "20261025");
    expect(autumn).toHaveLength(999);
    expect(autumn.at(-1)!.issue).toBe("20261025999");
    expect(nextRoundAfter(config, autumn.at(-1)!.openAtMs).issue).toBe("20261026001");
  });

  it("the daily reset in New York follows daylight saving time", () => {
    const config: ScheduleConfig = { ...DEFAULT_SCHEDULE, timeZone: "America/New_York" };
    expect(lastDailyResetMs(config, Date.UTC(2026, 6, 1, 12))).toBe(Date.UTC(2026, 6, 1, 4));
    expect(lastDailyResetMs(config, Date.UTC(2026, 0, 1, 12))).toBe(Date.UTC(2026, 0, 1, 5));
  });
});

describe("schedule properties", () => {
  it("a sales day's rounds are whole, contiguous, start at the local sales start and fill the window", () => {
    fc.assert(
      fc.property(configArb, instantArb, (config, atMs) => {
        const day = wallOf(config.timeZone, atMs).date;
        const rounds = roundsOfSalesDay(config, day);
        const roundMs = config.roundSeconds * 1000;
        const startMs = oracleInstant(config.timeZone, day, config.salesStartMinute);
        const endMs = oracleInstant(config.timeZone, day, config.salesEndMinute);
        // The width, from the configuration alone: max(3, digits of the rounds a 24 h-or-shorter window holds).
        const width = Math.max(3, String(Math.floor(((config.salesEndMinute - config.salesStartMinute) * 60) / config.roundSeconds)).length);
        expect(issueSequenceWidth(config)).toBe(width);
        expect(rounds.length).toBe(Math.min(Math.floor((endMs - startMs) / roundMs), 10 ** width - 1));
        // A window shorter than one round holds none: a window of about one round that a spring-forward night
        // shortens by an hour (Europe/Berlin, 02:53 to 03:53 on the last Sunday of March) is one.
        if (endMs - startMs < roundMs) {
          expect(rounds).toEqual([]);
          return;
        }
        expect(rounds[0]!.openAtMs).toBe(startMs);
        // Built from the oracle's window start alone; compared in one go (thousands of rounds a day with 20 s rounds).
        const expected = rounds.map((_, index) => ({
          issue: day + String(index + 1).padStart(width, "0"),
          salesDay: day,
          sequence: index + 1,
          openAtMs: startMs + index * roundMs,
          closeAtMs: startMs + (index + 1) * roundMs - config.closeSeconds * 1000,
          drawAtMs: startMs + (index + 1) * roundMs,
        }));
        expect(rounds).toEqual(expected);
        const lastDrawMs = rounds.at(-1)!.drawAtMs;
        expect(lastDrawMs).toBeLessThanOrEqual(endMs);
        if (rounds.length < 10 ** width - 1) expect(endMs - lastDrawMs).toBeLessThan(roundMs);
      }),
      { numRuns: 150, examples: [[{ timeZone: "Europe/Berlin", salesStartMinute: 173, salesEndMinute: 233, roundSeconds: 3591, closeSeconds: 1 }, 1964041200000]] },
    );
  });

  it("roundAt(t) is the one round containing t, and null exactly when no sales day's sold window holds t", () => {
    fc.assert(
      fc.property(configArb, instantArb, (config, atMs) => {
        const round = roundAt(config, atMs);
        const holding = roundsAround(config, atMs).filter((r) => contains(r, atMs));
        expect(holding.length).toBeLessThanOrEqual(1);
        expect(round).toEqual(holding[0] ?? null);
        if (round !== null) expect(contains(round, atMs)).toBe(true);
        // Independently of the round list: is t in [windowStart, windowStart + n x round) of its local day or the day before?
        const today = wallOf(config.timeZone, atMs).date;
        const inSoldWindow = [addDays(today, -1), today].some((day) => {
          const startMs = oracleInstant(config.timeZone, day, config.salesStartMinute);
          const n = roundsOfSalesDay(config, day).length;
          return startMs <= atMs && atMs < startMs + n * config.roundSeconds * 1000;
        });
        expect(round !== null).toBe(inSoldWindow);
      }),
      { numRuns: 150 },
    );
  });

  it("issue numbers strictly increase with the opening time across consecutive days", () => {
    fc.assert(
      fc.property(configArb, instantArb, (config, atMs) => {
        const day = wallOf(config.timeZone, atMs).date;
        const rounds = [0, 1, 2].flatMap((d) => roundsOfSalesDay(config, addDays(day, d)));
        const width = 8 + issueSequenceWidth(config);
        expect(rounds.every((round) => round.issue.length === width)).toBe(true);
        // The first pair out of order, if any (one expect per pair would be slow over 13000 rounds).
        const firstBreak = rounds.findIndex(
          (after, i) => i > 0 && !(after.openAtMs >= rounds[i - 1]!.drawAtMs && BigInt(after.issue) > BigInt(rounds[i - 1]!.issue) && after.issue > rounds[i - 1]!.issue),
        );
        expect(firstBreak === -1 ? null : [rounds[firstBreak - 1], rounds[firstBreak]]).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it("roundByIssue finds the same round again", () => {
    fc.assert(
      fc.property(configArb, instantArb, (config, atMs) => {
        const round = roundAt(config, atMs) ?? nextRoundAfter(config, atMs);
        expect(roundByIssue(config, round.issue)).toEqual(round);
        const width = issueSequenceWidth(config);
        const n = roundsOfSalesDay(config, round.salesDay).length;
        expect(roundByIssue(config, round.salesDay + "0".repeat(width))).toBeNull();
        if (n + 1 < 10 ** width) expect(roundByIssue(config, round.salesDay + String(n + 1).padStart(width, "0"))).toBeNull();
        expect(roundByIssue(config, round.issue + "0")).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it("nextRoundAfter(t) opens after t and no round opens in between", () => {
    fc.assert(
      fc.property(configArb, instantArb, (config, atMs) => {
        const next = nextRoundAfter(config, atMs);
        expect(next.openAtMs).toBeGreaterThan(atMs);
        expect(roundsAround(config, atMs).filter((r) => r.openAtMs > atMs && r.openAtMs < next.openAtMs)).toEqual([]);
        expect(roundByIssue(config, next.issue)).toEqual(next);
        const current = roundAt(config, atMs);
        if (current !== null && current.sequence < roundsOfSalesDay(config, current.salesDay).length) {
          expect(next.openAtMs).toBe(current.drawAtMs);
          expect(next.sequence).toBe(current.sequence + 1);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("betting closes exactly closeSeconds before the draw, and the countdown runs down to 0", () => {
    fc.assert(
      fc.property(configArb, instantArb, fc.integer({ min: -5_000, max: 4_000_000 }), fc.integer({ min: 0, max: 4_000_000 }), (config, atMs, a, b) => {
        const round = roundAt(config, atMs) ?? nextRoundAfter(config, atMs);
        expect(round.drawAtMs - round.closeAtMs).toBe(config.closeSeconds * 1000);
        const t1 = round.openAtMs + a;
        const t2 = t1 + b;
        const s1 = secondsUntil(round.drawAtMs, t1);
        const s2 = secondsUntil(round.drawAtMs, t2);
        expect(Number.isInteger(s1)).toBe(true);
        expect(s2).toBeLessThanOrEqual(s1);
        expect(s1).toBeGreaterThanOrEqual(0);
        if (t1 >= round.drawAtMs) expect(s1).toBe(0);
        else {
          // Rounded up: the seconds shown cover the time left, by less than a second.
          expect(s1 * 1000).toBeGreaterThanOrEqual(round.drawAtMs - t1);
          expect((s1 - 1) * 1000).toBeLessThan(round.drawAtMs - t1);
        }
        expect(roundPhaseAt(round, t1) !== "open").toBe(t1 >= round.closeAtMs);
        if (roundPhaseAt(round, t1) !== "open") expect(roundPhaseAt(round, t2)).not.toBe("open");
      }),
      { numRuns: 300 },
    );
  });

  it("the daily reset is the latest local midnight at or before t", () => {
    fc.assert(
      fc.property(configArb, instantArb, (config, atMs) => {
        const resetMs = lastDailyResetMs(config, atMs);
        const today = wallOf(config.timeZone, atMs).date;
        expect(resetMs).toBeLessThanOrEqual(atMs);
        // None of these zones skips midnight, so the reset shows 00:00:00 of t's local date.
        expect(wallOf(config.timeZone, resetMs)).toEqual({ date: today, minuteOfDay: 0, second: 0 });
        expect(wallOf(config.timeZone, resetMs - 1).date).toBe(addDays(today, -1));
        expect(localDayStartMs(config, today)).toBe(resetMs);
        expect(localDayStartMs(config, addDays(today, 1))).toBeGreaterThan(atMs);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same answers whatever order instants are asked in (the caches are invisible)", () => {
    fc.assert(
      fc.property(configArb, fc.array(instantArb, { minLength: 2, maxLength: 20 }), (config, instants) => {
        const first = instants.map((t) => roundAt(config, t));
        const fresh = instants.map((t) => roundAt({ ...config }, t));
        const reversed = [...instants].reverse().map((t) => roundAt(config, t)).reverse();
        expect(first).toEqual(fresh);
        expect(reversed).toEqual(first);
      }),
      { numRuns: 60 },
    );
  });
});
