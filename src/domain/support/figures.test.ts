import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { durationStats, figureDays, supportFigures, type ConversationTimeline, type FigureEvent } from "./figures";

const TAIPEI = "Asia/Taipei";
/** 2026-11-22 00:00 in Taipei (UTC+8, no daylight saving). */
const MIDNIGHT = Date.UTC(2026, 10, 21, 16, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (hour: number, minute = 0, second = 0) => MIDNIGHT + hour * HOUR + minute * MIN + second * 1000;

const customer = (atMs: number): FigureEvent => ({ kind: "customer", atMs });
const staff = (atMs: number, operatorId: number): FigureEvent => ({ kind: "staff", atMs, operatorId });
const opened = (atMs: number): FigureEvent => ({ kind: "open", atMs });
const closed = (atMs: number, operatorId: number | null): FigureEvent => ({ kind: "close", atMs, operatorId });
/** Long after every day of these tests: every hour has its count. */
const LATER = Date.UTC(2027, 0, 1);
const timeline = (conversationId: number, ...events: FigureEvent[]): ConversationTimeline => ({ conversationId, events });

describe("support figures, by example", () => {
  const days = figureDays(TAIPEI, "2026-11-22", "2026-11-23");

  it("local days of the zone, 24 hours each, named by the local clock", () => {
    expect(days.map((d) => [d.day, d.startMs, d.endMs, d.hours.length])).toEqual([
      ["2026-11-22", MIDNIGHT, MIDNIGHT + 24 * HOUR, 24],
      ["2026-11-23", MIDNIGHT + 24 * HOUR, MIDNIGHT + 48 * HOUR, 24],
    ]);
    expect(days[0]!.hours[13]).toEqual({ hour: 13, startMs: at(13), endMs: at(14) });
  });

  it("a day with a clock change has 23 or 25 hours, each named by the local clock", () => {
    const spring = figureDays("Europe/Berlin", "2026-03-29", "2026-03-29")[0]!;
    expect(spring.hours.map((h) => h.hour)).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    const autumn = figureDays("Europe/Berlin", "2026-10-25", "2026-10-25")[0]!;
    expect(autumn.hours.map((h) => h.hour)).toEqual([0, 1, 2, 2, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
  });

  it("first response: from the first customer message of a wait to the first staff answer; the automatic reply and later messages do not count", () => {
    const figures = supportFigures(
      [
        // Created and answered by the desk at 12:00 (the automatic reply is not in the timeline), operator 7 answers at 12:05.
        timeline(1, opened(at(12)), customer(at(12)), customer(at(12, 2)), staff(at(12, 5), 7), staff(at(12, 6), 7), customer(at(13)), staff(at(13, 0, 30), 8)),
        // Operator 8 answers after 10 minutes; then closes: resolution 20 minutes from the first message.
        timeline(2, opened(at(14)), customer(at(14)), staff(at(14, 10), 8), closed(at(14, 20), 8)),
      ],
      days,
      LATER,
    );
    const day = figures.days[0]!;
    expect(day.firstResponse).toEqual({ count: 3, averageMs: (5 * MIN + 30_000 + 10 * MIN) / 3, medianMs: 5 * MIN });
    expect(day.operators).toEqual([
      { operatorId: 7, firstResponse: { count: 1, averageMs: 5 * MIN, medianMs: 5 * MIN }, resolution: { count: 0, averageMs: null, medianMs: null } },
      { operatorId: 8, firstResponse: { count: 2, averageMs: (30_000 + 10 * MIN) / 2, medianMs: (30_000 + 10 * MIN) / 2 }, resolution: { count: 1, averageMs: 20 * MIN, medianMs: 20 * MIN } },
    ]);
    expect(figures.days[1]!.firstResponse.count).toBe(0);
    expect(figures.total.firstResponse.count).toBe(3);
  });

  it("a close ends the wait unanswered; a reopen and close without a customer message counts no resolution", () => {
    const figures = supportFigures([timeline(1, opened(at(9)), customer(at(9)), closed(at(9, 30), 3), opened(at(10)), staff(at(10, 1), 3), closed(at(10, 2), 3))], days, LATER);
    expect(figures.days[0]).toMatchObject({ firstResponse: { count: 0 }, resolution: { count: 1, averageMs: 30 * MIN, medianMs: 30 * MIN } });
  });

  it("counts a wait and a resolution begun the day before on the day of the answer and of the close", () => {
    const figures = supportFigures([timeline(1, opened(at(23)), customer(at(23, 50)), staff(at(24, 10), 5), closed(at(25), 6))], days, LATER);
    expect(figures.days[0]).toMatchObject({ firstResponse: { count: 0 }, resolution: { count: 0 } });
    expect(figures.days[1]!.operators).toEqual([
      { operatorId: 5, firstResponse: { count: 1, averageMs: 20 * MIN, medianMs: 20 * MIN }, resolution: { count: 0, averageMs: null, medianMs: null } },
      { operatorId: 6, firstResponse: { count: 0, averageMs: null, medianMs: null }, resolution: { count: 1, averageMs: 70 * MIN, medianMs: 70 * MIN } },
    ]);
  });

  it("open at the end of each hour: opened before the hour ends and not closed by then", () => {
    const figures = supportFigures(
      [
        timeline(1, opened(at(1, 30)), customer(at(1, 30)), closed(at(3), 4), opened(at(5, 59, 59))),
        timeline(2, opened(at(2)), customer(at(2))),
      ],
      days,
      LATER,
    );
    const open = figures.days[0]!.openAtHourEnd.map((h) => h.open);
    // Hour 0 ends at 01:00: nothing yet; hour 1 (ends 02:00): #1; hour 2 (ends 03:00): #1 and #2 (the close at 03:00 is in hour 3).
    expect(open.slice(0, 7)).toEqual([0, 1, 2, 1, 1, 2, 2]);
    expect(figures.days[1]!.openAtHourEnd.every((h) => h.open === 2)).toBe(true);
  });

  it("an hour not over yet has no count", () => {
    const figures = supportFigures([timeline(1, opened(at(1)), customer(at(1)))], days, at(10, 30));
    expect(figures.days[0]!.openAtHourEnd.map((h) => h.open).slice(8, 12)).toEqual([1, 1, null, null]);
    expect(figures.days[1]!.openAtHourEnd.every((h) => h.open === null)).toBe(true);
  });

  it("medians and averages in whole milliseconds, half up", () => {
    expect(durationStats([])).toEqual({ count: 0, averageMs: null, medianMs: null });
    expect(durationStats([3, 1, 2])).toEqual({ count: 3, averageMs: 2, medianMs: 2 });
    expect(durationStats([1, 2])).toEqual({ count: 2, averageMs: 2, medianMs: 2 });
    expect(durationStats([10, 0, 0, 0])).toEqual({ count: 4, averageMs: 3, medianMs: 0 });
  });
});

/** A random conversation: events a few minutes apart over two days, in the order they happened. */
const conversationEvents = fc
  .array(
    fc.record({
      gapMs: fc.integer({ min: 0, max: 3 * HOUR }),
      kind: fc.constantFrom("customer", "staff", "open", "close"),
      operatorId: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 30 },
  )
  .map((steps) => {
    let atMs = MIDNIGHT - 6 * HOUR;
    return steps.map((step): FigureEvent => {
      atMs += step.gapMs;
      switch (step.kind) {
        case "customer":
          return customer(atMs);
        case "staff":
          return staff(atMs, step.operatorId);
        case "open":
          return opened(atMs);
        default:
          return closed(atMs, step.operatorId === 3 ? null : step.operatorId);
      }
    });
  });
const timelines = fc.array(conversationEvents, { maxLength: 8 }).map((all) => all.map((events, i) => timeline(i + 1, ...events)));

describe("support figures, properties", () => {
  // Every event of the generator falls within these days.
  const days = figureDays(TAIPEI, "2026-11-21", "2026-11-25");

  it("counts one first response per answered wait, one resolution per close after a customer message; never a negative time", () => {
    fc.assert(
      fc.property(timelines, (all) => {
        const figures = supportFigures(all, days, LATER);
        let answered = 0;
        let resolved = 0;
        for (const { events } of all) {
          // A staff message ends a wait when a customer message came since the last staff message or close.
          let customerSinceAnswer = false;
          let customerSinceClose = false;
          for (const event of events) {
            if (event.kind === "customer") [customerSinceAnswer, customerSinceClose] = [true, true];
            if (event.kind === "staff" && customerSinceAnswer) answered += 1;
            if (event.kind === "staff") customerSinceAnswer = false;
            if (event.kind === "close" && customerSinceClose) resolved += 1;
            if (event.kind === "close") [customerSinceAnswer, customerSinceClose] = [false, false];
          }
        }
        expect(figures.total.firstResponse.count).toBe(answered);
        expect(figures.total.resolution.count).toBe(resolved);
        for (const stats of [figures.total.firstResponse, figures.total.resolution, ...figures.days.flatMap((d) => [d.firstResponse, d.resolution])]) {
          if (stats.count === 0) expect(stats).toEqual({ count: 0, averageMs: null, medianMs: null });
          else expect(Math.min(stats.averageMs!, stats.medianMs!)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("the days' counts add up to the total, the operators' to their day's; each operator's figures lie within the day's times", () => {
    fc.assert(
      fc.property(timelines, (all) => {
        const figures = supportFigures(all, days, LATER);
        const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
        expect(sum(figures.days.map((d) => d.firstResponse.count))).toBe(figures.total.firstResponse.count);
        expect(sum(figures.days.map((d) => d.resolution.count))).toBe(figures.total.resolution.count);
        for (const day of figures.days) {
          expect(sum(day.operators.map((o) => o.firstResponse.count))).toBe(day.firstResponse.count);
          expect(sum(day.operators.map((o) => o.resolution.count))).toBe(day.resolution.count);
          expect(day.operators.every((o) => o.firstResponse.count + o.resolution.count > 0)).toBe(true);
        }
        expect(sum(figures.total.operators.map((o) => o.firstResponse.count))).toBe(figures.total.firstResponse.count);
      }),
    );
  });

  it("a conversation is open at the end of hour h if and only if its last open or close before then opened it", () => {
    fc.assert(
      fc.property(timelines, (all) => {
        const figures = supportFigures(all, days, LATER);
        for (const day of figures.days) {
          for (const hour of day.openAtHourEnd) {
            const endMs = days.flatMap((d) => d.hours).find((h) => h.startMs === hour.startMs)!.endMs;
            const expected = all.filter(({ events }) => {
              const last = events.filter((e) => (e.kind === "open" || e.kind === "close") && e.atMs < endMs).at(-1);
              return last?.kind === "open";
            }).length;
            expect(hour.open).toBe(expected);
          }
        }
      }),
    );
  });

  it("a timeline cut at a close gives the same figures after it as the whole one", () => {
    fc.assert(
      fc.property(conversationEvents, (events) => {
        const cut = events.findLastIndex((e) => e.kind === "close");
        fc.pre(cut >= 0);
        const afterMs = events[cut]!.atMs + 1;
        const laterDays = days.filter((d) => d.startMs >= afterMs);
        fc.pre(laterDays.length > 0);
        expect(supportFigures([timeline(1, ...events.slice(cut + 1))], laterDays, LATER)).toEqual(supportFigures([timeline(1, ...events)], laterDays, LATER));
      }),
    );
  });
});
