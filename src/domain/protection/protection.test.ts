import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { units } from "../money";
import { checkNotExcluded, planExclusion, selfExclusionUntilMs, timeOutUntilMs } from "./exclusion";
import { LIMIT_RAISE_DELAY_MS, limitAt, limitBreached, noLimit, planLimitChange, type PlayerLimit } from "./limits";
import { nextPeriodStartDate, periodSpans, periodStartDate, periodStartMs } from "./periods";
import { nextRealityCheckInMs } from "./reality-check";

const TAIPEI = "Asia/Taipei";
const HOUR_MS = 3_600_000;
// 2026-11-25 is a Wednesday.
const WED_NOON_TAIPEI_MS = Date.UTC(2026, 10, 25, 4, 0, 0);

describe("periods in the operator's zone", () => {
  it("a day starts at 00:00, a week on Monday, a month on the 1st", () => {
    expect(periodStartDate("day", "2026-11-25")).toBe("2026-11-25");
    expect(periodStartDate("week", "2026-11-25")).toBe("2026-11-23");
    expect(periodStartDate("week", "2026-11-23")).toBe("2026-11-23");
    expect(periodStartDate("week", "2026-11-29")).toBe("2026-11-23");
    expect(periodStartDate("month", "2026-11-25")).toBe("2026-11-01");
    expect(nextPeriodStartDate("month", "2026-12-01")).toBe("2027-01-01");
    // Midnight in Taipei (UTC+8) is 16:00 UTC the day before.
    expect(periodStartMs(TAIPEI, "day", WED_NOON_TAIPEI_MS)).toBe(Date.UTC(2026, 10, 24, 16));
    expect(periodStartMs(TAIPEI, "week", WED_NOON_TAIPEI_MS)).toBe(Date.UTC(2026, 10, 22, 16));
    expect(periodStartMs(TAIPEI, "month", WED_NOON_TAIPEI_MS)).toBe(Date.UTC(2026, 9, 31, 16));
  });

  it("statement spans are whole periods, back to back, covering every date asked", () => {
    fc.assert(
      fc.property(fc.constantFrom("day" as const, "week" as const, "month" as const), fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 60 }), (period, offset, length) => {
        const from = new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2025, 0, 1 + offset + length)).toISOString().slice(0, 10);
        const spans = periodSpans(TAIPEI, period, from, to);
        expect(spans[0]!.start <= from).toBe(true);
        expect(nextPeriodStartDate(period, spans.at(-1)!.start) > to).toBe(true);
        for (let i = 1; i < spans.length; i++) expect(spans[i]!.fromMs).toBe(spans[i - 1]!.toMs);
      }),
    );
  });
});

describe("limits", () => {
  const limit = (amount: number | null): PlayerLimit => ({ kind: "loss", period: "day", amountMinor: amount === null ? null : units(amount), pending: null });

  it("setting or lowering applies at once; raising or removing waits 24 hours and can be seen waiting", () => {
    expect(planLimitChange(noLimit("loss", "day"), units(100), 0)).toEqual(limit(100));
    expect(planLimitChange(limit(100), units(50), 0)).toEqual(limit(50));
    const raised = planLimitChange(limit(100), units(500), 1_000);
    expect(raised).toEqual({ ...limit(100), pending: { amountMinor: units(500), effectiveAtMs: 1_000 + LIMIT_RAISE_DELAY_MS } });
    const removed = planLimitChange(limit(100), null, 1_000);
    expect(removed.pending).toEqual({ amountMinor: null, effectiveAtMs: 1_000 + LIMIT_RAISE_DELAY_MS });
    expect(limitAt(removed, 1_000 + LIMIT_RAISE_DELAY_MS - 1).amountMinor).toBe(units(100));
    expect(limitAt(removed, 1_000 + LIMIT_RAISE_DELAY_MS)).toEqual(noLimit("loss", "day"));
    // Lowering while a raise waits drops the raise.
    expect(planLimitChange(raised, units(80), 2_000)).toEqual(limit(80));
  });

  it("property: a raise or removal never applies before 24 hours, and applies exactly then; a tightening applies at once", () => {
    const change = fc.record({ afterMs: fc.integer({ min: 0, max: 30 * HOUR_MS }), amount: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }) });
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: LIMIT_RAISE_DELAY_MS - 1 }), (changes, probeAfterMs) => {
        let current = noLimit("stake", "week");
        let nowMs = 0;
        let requested: number | null = null;
        for (const c of changes) {
          nowMs += c.afterMs;
          requested = c.amount === null ? null : units(c.amount);
          current = planLimitChange(current, requested, nowMs);
        }
        const inForce = limitAt(current, nowMs).amountMinor;
        // Within the next 24 hours nothing changes by itself...
        expect(limitAt(current, nowMs + probeAfterMs).amountMinor).toBe(inForce);
        // ...and what is in force is what was asked, or something tighter than it (a raise or removal waits).
        expect(inForce === requested || (inForce !== null && (requested === null || inForce <= requested))).toBe(true);
        // Exactly 24 hours after the last request, it is what was asked.
        expect(limitAt(current, nowMs + LIMIT_RAISE_DELAY_MS).amountMinor).toBe(requested);
      }),
    );
  });

  it("a breach names the shortest period broken and what is left of it", () => {
    const limits: PlayerLimit[] = [
      { kind: "stake", period: "day", amountMinor: units(100), pending: null },
      { kind: "stake", period: "month", amountMinor: units(1000), pending: null },
    ];
    const used = { day: units(70), week: units(70), month: units(990) };
    expect(limitBreached("stake", limits, used, units(30), 0)).toEqual({ period: "month", limitMinor: units(1000), leftMinor: units(10) });
    expect(limitBreached("stake", limits, used, units(31), 0)).toEqual({ period: "day", limitMinor: units(100), leftMinor: units(30) });
    expect(limitBreached("stake", limits, { day: 0, week: 0, month: 0 }, units(100), 0)).toBeNull();
    expect(limitBreached("loss", limits, used, units(1_000_000), 0)).toBeNull();
  });
});

describe("breaks", () => {
  it("a time-out ends days later, a self-exclusion calendar months later (the 31st runs to the month's end)", () => {
    expect(timeOutUntilMs(7, 0)).toBe(7 * 24 * HOUR_MS);
    expect(new Date(selfExclusionUntilMs(6, Date.UTC(2026, 7, 31, 10))).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(new Date(selfExclusionUntilMs(60, Date.UTC(2026, 10, 25, 10))).toISOString()).toBe("2031-11-25T10:00:00.000Z");
  });

  it("refuses play until the end, saying until when in the operator's zone; only a later end replaces it", () => {
    const exclusion = { kind: "time_out" as const, startedAtMs: 0, untilMs: WED_NOON_TAIPEI_MS };
    expect(checkNotExcluded(exclusion, WED_NOON_TAIPEI_MS - 1, TAIPEI)).toEqual({ ok: false, error: { code: "PLAY_TIMED_OUT", params: { until: "2026-11-25 12:00", until_ms: WED_NOON_TAIPEI_MS } } });
    expect(checkNotExcluded(exclusion, WED_NOON_TAIPEI_MS, TAIPEI).ok).toBe(true);
    const shorter = planExclusion(exclusion, { kind: "time_out", startedAtMs: 10, untilMs: WED_NOON_TAIPEI_MS - 1 }, 10, TAIPEI);
    expect(shorter.ok ? null : shorter.error.code).toBe("EXCLUSION_ONLY_LONGER");
    const longer = planExclusion(exclusion, { kind: "self_exclusion", startedAtMs: 10, untilMs: WED_NOON_TAIPEI_MS + 1 }, 10, TAIPEI);
    expect(longer).toEqual({ ok: true, value: { kind: "self_exclusion", startedAtMs: 0, untilMs: WED_NOON_TAIPEI_MS + 1 } });
    // Once it has ended, any new break starts afresh.
    expect(planExclusion(exclusion, { kind: "time_out", startedAtMs: WED_NOON_TAIPEI_MS, untilMs: WED_NOON_TAIPEI_MS + 5 }, WED_NOON_TAIPEI_MS, TAIPEI).ok).toBe(true);
  });
});

describe("reality check", () => {
  it("is due every interval from the session's start, by the clock it is given", () => {
    expect(nextRealityCheckInMs(0, 0, 5, 60_000)).toBeNull();
    expect(nextRealityCheckInMs(30, 0, 0, 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheckInMs(30, 0, 29 * 60_000, 60_000)).toBe(60_000);
    expect(nextRealityCheckInMs(30, 0, 30 * 60_000, 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheckInMs(30, 0, 30 * 60_000 + 1, 60_000)).toBe(30 * 60_000 - 1);
    expect(nextRealityCheckInMs(60, 1_000, 1_000 + 59_000, 1_000)).toBe(1_000);
  });
});
