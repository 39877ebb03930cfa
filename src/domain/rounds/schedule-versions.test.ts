import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE, roundsOfSalesDay as roundsUnder, type ScheduleConfig, type ScheduledRound } from "./schedule";
import {
  checkScheduleChange,
  nextRoundAfter,
  pendingVersions,
  planScheduleChange,
  roundAt,
  roundByIssue,
  roundsOfSalesDay,
  SCHEDULE_CHANGE_LEAD_MS,
  scheduleAt,
  timelineOf,
  type ScheduleTimeline,
  type ScheduleVersion,
} from "./schedule-versions";

const HOUR_MS = 3_600_000;
/** 2026-11-22 15:00 Asia/Taipei: the middle of sales day 20261122 (10:00 to 02:00). */
const MID_DAY_MS = Date.UTC(2026, 10, 22, 7, 0, 0);
/** Taipei local wall time on 2026-11-dd at hh:mm, as an instant. */
const taipei = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute);

const configOf = (timeZone: string, salesWindow: string, roundSeconds: number, closeSeconds: number): ScheduleConfig => {
  const checked = checkScheduleChange(timeZone, { salesWindow, roundSeconds, closeSeconds });
  if (!checked.ok) throw new Error(JSON.stringify(checked.error));
  return checked.value;
};

let nextId = 1;
/** Plans and applies a change the way setSchedule does (replaced versions dropped, the new one added). */
function change(timeline: ScheduleTimeline, config: ScheduleConfig, nowMs: number): ScheduleTimeline {
  const plan = planScheduleChange(timeline, config, nowMs);
  const version: ScheduleVersion = { id: nextId++, firstSalesDay: plan.firstSalesDay, effectiveFromMs: plan.effectiveFromMs, config, createdBy: 1, createdAtMs: nowMs };
  return timelineOf(timeline.base, [...plan.kept.versions, version]);
}

/** Every round from `fromMs` until `untilMs`, following nextRoundAfter. */
function roundsBetween(timeline: ScheduleTimeline, fromMs: number, untilMs: number): ScheduledRound[] {
  const rounds: ScheduledRound[] = [];
  let round = roundAt(timeline, fromMs) ?? nextRoundAfter(timeline, fromMs);
  while (round.openAtMs < untilMs) {
    rounds.push(round);
    round = nextRoundAfter(timeline, round.openAtMs);
  }
  return rounds;
}

const base = timelineOf(DEFAULT_SCHEDULE, []);

describe("checkScheduleChange", () => {
  it("accepts a window that holds a round, and keeps the server's zone", () => {
    expect(configOf("Asia/Taipei", "12:00-04:00", 300, 60)).toEqual({ timeZone: "Asia/Taipei", salesStartMinute: 720, salesEndMinute: 1680, roundSeconds: 300, closeSeconds: 60 });
    expect(configOf("Asia/Taipei", "00:00-24:00", 20, 5).salesEndMinute).toBe(1440);
  });

  it.each([
    [{ salesWindow: "10-02", roundSeconds: 210, closeSeconds: 30 }, "SCHEDULE_WINDOW_INVALID", undefined],
    [{ salesWindow: "25:00-02:00", roundSeconds: 210, closeSeconds: 30 }, "SCHEDULE_WINDOW_INVALID", undefined],
    [{ salesWindow: "10:00-02:00", roundSeconds: 10, closeSeconds: 5 }, "SCHEDULE_ROUND_INVALID", { min: 20, max: 3600 }],
    [{ salesWindow: "10:00-02:00", roundSeconds: 210.5, closeSeconds: 30 }, "SCHEDULE_ROUND_INVALID", { min: 20, max: 3600 }],
    [{ salesWindow: "10:00-02:00", roundSeconds: 7200, closeSeconds: 30 }, "SCHEDULE_ROUND_INVALID", { min: 20, max: 3600 }],
    [{ salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 210 }, "SCHEDULE_CLOSE_INVALID", { min: 5, max: 200 }],
    [{ salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 2 }, "SCHEDULE_CLOSE_INVALID", { min: 5, max: 200 }],
    [{ salesWindow: "10:00-10:02", roundSeconds: 210, closeSeconds: 30 }, "SCHEDULE_WINDOW_TOO_SHORT", { seconds: 210 }],
  ])("refuses %j with %s", (input, code, params) => {
    expect(checkScheduleChange("Asia/Taipei", input)).toEqual({ ok: false, error: params === undefined ? { code } : { code, params } });
  });
});

describe("a change made in the middle of a sales day", () => {
  const longer = configOf("Asia/Taipei", "12:00-04:00", 300, 60);
  const timeline = change(base, longer, MID_DAY_MS);

  it("takes effect at the next day's opening under the new window", () => {
    expect(timeline.versions).toMatchObject([{ firstSalesDay: "20261123", effectiveFromMs: taipei(23, 12) }]);
    expect(scheduleAt(timeline, taipei(23, 11, 59))).toBe(DEFAULT_SCHEDULE);
    expect(scheduleAt(timeline, taipei(23, 12))).toBe(longer);
    expect(pendingVersions(timeline, MID_DAY_MS)).toHaveLength(1);
  });

  it("leaves today's rounds as they were, and numbers the next day with the new length", () => {
    expect(roundsOfSalesDay(timeline, "20261122")).toEqual(roundsUnder(DEFAULT_SCHEDULE, "20261122"));
    const lastToday = roundsOfSalesDay(timeline, "20261122").at(-1)!;
    const firstTomorrow = nextRoundAfter(timeline, lastToday.openAtMs);
    expect(firstTomorrow).toMatchObject({ issue: "20261123001", openAtMs: taipei(23, 12), drawAtMs: taipei(23, 12, 5), closeAtMs: taipei(23, 12, 4) });
    expect(roundsOfSalesDay(timeline, "20261123")).toHaveLength((16 * 3600) / 300);
    expect(roundAt(timeline, taipei(23, 11))).toBeNull();
    expect(roundByIssue(timeline, "20261123192")).toMatchObject({ openAtMs: taipei(24, 3, 55) });
    expect(roundByIssue(timeline, "20261123193")).toBeNull();
    expect(roundByIssue(timeline, lastToday.issue)).toEqual(lastToday);
  });

  it("a second change before the first takes effect replaces it", () => {
    const shorter = configOf("Asia/Taipei", "09:00-01:00", 120, 20);
    const again = change(timeline, shorter, MID_DAY_MS + HOUR_MS);
    expect(again.versions).toMatchObject([{ firstSalesDay: "20261123", effectiveFromMs: taipei(23, 9), config: shorter }]);
  });
});

describe("when it takes effect", () => {
  it("during the second-to-last round, from the next opening", () => {
    const [secondToLast] = roundsUnder(DEFAULT_SCHEDULE, "20261122").slice(-2);
    const timeline = change(base, configOf("Asia/Taipei", "11:00-03:00", 240, 30), secondToLast!.openAtMs + 1000);
    expect(timeline.versions).toMatchObject([{ firstSalesDay: "20261123", effectiveFromMs: taipei(23, 11) }]);
    expect(nextRoundAfter(timeline, taipei(23, 5))).toMatchObject({ issue: "20261123001", openAtMs: taipei(23, 11), drawAtMs: taipei(23, 11, 4) });
  });

  it("during the last round, or while sales are closed, the next opening's round is already numbered: the opening after", () => {
    const last = roundsUnder(DEFAULT_SCHEDULE, "20261122").at(-1)!;
    for (const nowMs of [last.openAtMs + 1000, taipei(23, 5)]) {
      const timeline = change(base, configOf("Asia/Taipei", "11:00-03:00", 240, 30), nowMs);
      expect(timeline.versions).toMatchObject([{ firstSalesDay: "20261124", effectiveFromMs: taipei(24, 11) }]);
      expect(roundsOfSalesDay(timeline, "20261123")).toEqual(roundsUnder(DEFAULT_SCHEDULE, "20261123"));
    }
  });

  it("an opening before the old closing time skips the one day that would overlap, and no round is cut", () => {
    const timeline = change(base, configOf("Asia/Taipei", "01:00-05:00", 600, 60), MID_DAY_MS);
    // Day 22 is kept (it runs to 02:00 on the 23rd); day 23 would open at 01:00 then: 24 is the first new day,
    // and the old day 23 (10:00 to 02:00 on the 24th) would still sell at 01:00: it is not sold.
    expect(timeline.versions).toMatchObject([{ firstSalesDay: "20261124", effectiveFromMs: taipei(24, 1) }]);
    expect(roundsOfSalesDay(timeline, "20261123")).toEqual([]);
    const lastOld = roundsOfSalesDay(timeline, "20261122").at(-1)!;
    expect(nextRoundAfter(timeline, lastOld.openAtMs)).toMatchObject({ issue: "20261124001", openAtMs: taipei(24, 1) });
  });

  it("a change to round-the-clock 20-second rounds widens the issue and still sorts after the old ones", () => {
    const timeline = change(base, configOf("Asia/Taipei", "00:00-24:00", 20, 5), MID_DAY_MS);
    const firstNew = nextRoundAfter(timeline, roundsOfSalesDay(timeline, "20261122").at(-1)!.openAtMs);
    expect(firstNew).toMatchObject({ issue: "202611240001", openAtMs: taipei(24, 0) });
  });
});

// ---------------------------------------------------------------------------
// Properties: any base, any changes at any instants.

const ZONES = ["Asia/Taipei", "America/New_York"];
const configArb = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    start: fc.integer({ min: 0, max: 23 }),
    startQuarter: fc.integer({ min: 0, max: 3 }),
    hours: fc.integer({ min: 1, max: 24 }),
    roundSeconds: fc.integer({ min: 300, max: 3600 }),
    closeSeconds: fc.integer({ min: 5, max: 290 }),
  })
  .map(({ zone, start, startQuarter, hours, roundSeconds, closeSeconds }) => {
    const startMinute = start * 60 + startQuarter * 15;
    const endMinute = (startMinute + hours * 60) % 1440;
    const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    const window = hours === 24 && startMinute === 0 ? "00:00-24:00" : `${hhmm(startMinute)}-${hhmm(endMinute)}`;
    return { zone, window, roundSeconds, closeSeconds };
  });

describe("properties", () => {
  it("issues stay unique and increasing, rounds never overlap or straddle a change, and numbered rounds keep theirs", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        configArb,
        fc.array(fc.tuple(configArb, fc.integer({ min: 0, max: 2 * 24 * HOUR_MS })), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 24 * HOUR_MS }),
        (zone, baseInput, changes, startOffsetMs) => {
          const make = (input: { window: string; roundSeconds: number; closeSeconds: number }) => configOf(zone, input.window, input.roundSeconds, input.closeSeconds);
          let timeline = timelineOf(make(baseInput), []);
          const startMs = Date.UTC(2027, 2, 10) + startOffsetMs;
          let nowMs = startMs;
          for (const [input, afterMs] of changes) {
            nowMs += afterMs;
            const before = timeline;
            timeline = change(before, make(input), nowMs);
            // Every round that may be numbered (opening within the lead), and the rest of its day, is untouched.
            const numbered = roundsBetween(before, nowMs - 3 * 24 * HOUR_MS, nextRoundAfter(before, nowMs + SCHEDULE_CHANGE_LEAD_MS).openAtMs + 1);
            const keptUntil = Math.max(nowMs + 1, numbered.length === 0 ? 0 : roundsOfSalesDay(before, numbered.at(-1)!.salesDay).at(-1)!.drawAtMs);
            expect(roundsBetween(timeline, nowMs - 3 * 24 * HOUR_MS, keptUntil)).toEqual(roundsBetween(before, nowMs - 3 * 24 * HOUR_MS, keptUntil));
            const added = timeline.versions.at(-1)!;
            expect(added.effectiveFromMs).toBeGreaterThan(nowMs + SCHEDULE_CHANGE_LEAD_MS);
          }
          const rounds = roundsBetween(timeline, startMs, nowMs + 4 * 24 * HOUR_MS);
          for (let i = 1; i < rounds.length; i++) {
            const [previous, round] = [rounds[i - 1]!, rounds[i]!];
            expect(BigInt(round.issue) > BigInt(previous.issue)).toBe(true);
            expect(round.issue > previous.issue).toBe(true);
            expect(round.openAtMs).toBeGreaterThanOrEqual(previous.drawAtMs);
          }
          for (const round of rounds) {
            expect(roundAt(timeline, round.openAtMs)).toEqual(round);
            expect(roundByIssue(timeline, round.issue)).toEqual(round);
            expect(round.closeAtMs).toBeLessThan(round.drawAtMs);
            for (const version of timeline.versions) {
              expect(round.openAtMs < version.effectiveFromMs && version.effectiveFromMs < round.drawAtMs).toBe(false);
            }
            // A round runs on the configuration in force when it opens.
            expect(round.drawAtMs - round.openAtMs).toBe(scheduleAt(timeline, round.openAtMs).roundSeconds * 1000);
          }
          // Each version's first day opens exactly when it takes effect (or, for one kept only so that a day
          // under way stays unsold, sells nothing at all).
          for (const version of timeline.versions) expect([undefined, version.effectiveFromMs]).toContain(roundsOfSalesDay(timeline, version.firstSalesDay)[0]?.openAtMs);
        },
      ),
      { numRuns: 60 },
    );
  });
});
