import { fail, invariant, ok, type Result } from "../errors";
import {
  addSalesDays,
  nextRoundAfter as nextRoundUnder,
  roundAt as roundUnder,
  roundByIssue as roundByIssueUnder,
  roundsOfSalesDay as roundsOfSalesDayUnder,
  salesDayBounds,
  type ScheduleConfig,
  type ScheduledRound,
} from "./schedule";
import { parseSalesWindow } from "./schedule-config";

/**
 * The schedule over time: the server's configuration (environment), then the
 * versions operators set from the console, each in force from the opening of a
 * sales day.
 *
 * Issue numbers and round times are laid out per sales day, so a version never
 * starts in the middle of one: version v runs the sales days from
 * v.firstSalesDay (whose sales open at v.effectiveFromMs under v's own
 * configuration) up to the next version's first day, except a day that would
 * still be selling when the next version opens: that day is not sold at all
 * (moving the opening before the old closing time costs one day's sales; no
 * round is ever cut short or overlaps another). A change is planned so that
 * (1) every round already running or already numbered keeps its issue and
 * times, together with the rest of its day, (2) the new first day's date is
 * later than every day of the old configuration, so issues keep increasing,
 * and (3) the new first day opens once that kept day has drawn its last round.
 */

export interface ScheduleVersion {
  readonly id: number;
  /** "YYYYMMDD": the first sales day run on this configuration. */
  readonly firstSalesDay: string;
  /** When that day's sales open under this configuration: the version is in force from this instant. */
  readonly effectiveFromMs: number;
  readonly config: ScheduleConfig;
  /** The operator who set it. */
  readonly createdBy: number;
  readonly createdAtMs: number;
}

export type NewScheduleVersion = Omit<ScheduleVersion, "id">;

export interface ScheduleTimeline {
  /** In force before the first version: the server's own setting (SALES_WINDOW, ROUND_SECONDS, ...). */
  readonly base: ScheduleConfig;
  /** By effectiveFromMs, strictly increasing, and so are their first days. */
  readonly versions: readonly ScheduleVersion[];
}

/** A change is never planned to open sooner than this after it is made, so every server has read it by then. */
export const SCHEDULE_CHANGE_LEAD_MS = 60_000;

/** What an operator may choose. Twenty-second rounds are what the browser tests run; an hour is plenty. */
const SCHEDULE_LIMITS = Object.freeze({
  minRoundSeconds: 20,
  maxRoundSeconds: 3600,
  minCloseSeconds: 5,
  /** Betting stays open at least this long in every round. */
  minOpenSeconds: 10,
});

/** Orders the versions read from the store; two with the same first day or out of step are a bug. */
export function timelineOf(base: ScheduleConfig, versions: readonly ScheduleVersion[]): ScheduleTimeline {
  const sorted = [...versions].sort((a, b) => a.effectiveFromMs - b.effectiveFromMs);
  for (let i = 1; i < sorted.length; i++) {
    invariant(
      sorted[i]!.effectiveFromMs > sorted[i - 1]!.effectiveFromMs && sorted[i]!.firstSalesDay > sorted[i - 1]!.firstSalesDay,
      `schedule versions ${sorted[i - 1]!.id} and ${sorted[i]!.id} overlap`,
    );
  }
  return Object.freeze({ base, versions: Object.freeze(sorted) });
}

/** Index of the version in force at the instant; -1 for the base configuration. */
function indexAt(timeline: ScheduleTimeline, atMs: number): number {
  let index = timeline.versions.length - 1;
  while (index >= 0 && timeline.versions[index]!.effectiveFromMs > atMs) index -= 1;
  return index;
}

/** Index of the version that runs a sales day; -1 for the base configuration. */
function indexOfDay(timeline: ScheduleTimeline, salesDay: string): number {
  let index = timeline.versions.length - 1;
  while (index >= 0 && timeline.versions[index]!.firstSalesDay > salesDay) index -= 1;
  return index;
}

const configOf = (timeline: ScheduleTimeline, index: number): ScheduleConfig => (index < 0 ? timeline.base : timeline.versions[index]!.config);

/**
 * Whether a round computed under version `index` is one that version really
 * runs: its day is one of the version's days, and (for a version that has a
 * successor) the whole day has drawn by the time the successor opens.
 */
function runs(timeline: ScheduleTimeline, index: number, round: ScheduledRound): boolean {
  const version = timeline.versions[index];
  if (version !== undefined && round.salesDay < version.firstSalesDay) return false;
  const next = timeline.versions[index + 1];
  if (next === undefined) return true;
  if (round.salesDay >= next.firstSalesDay) return false;
  return round.drawAtMs <= next.effectiveFromMs && salesDayBounds(configOf(timeline, index), round.salesDay)!.endMs <= next.effectiveFromMs;
}

/** The configuration in force at the instant. */
export const scheduleAt = (timeline: ScheduleTimeline, atMs: number): ScheduleConfig => configOf(timeline, indexAt(timeline, atMs));

/**
 * Versions that take effect after the instant, soonest first; not one whose
 * days a later change made unsold (kept only so that they stay unsold).
 */
export const pendingVersions = (timeline: ScheduleTimeline, atMs: number): readonly ScheduleVersion[] =>
  timeline.versions.filter((v) => v.effectiveFromMs > atMs && roundAt(timeline, v.effectiveFromMs) !== null);

/** The round running at the instant, under the configuration in force then; null outside sales. */
export function roundAt(timeline: ScheduleTimeline, atMs: number): ScheduledRound | null {
  const index = indexAt(timeline, atMs);
  const round = roundUnder(configOf(timeline, index), atMs);
  return round !== null && runs(timeline, index, round) ? round : null;
}

/** The first round that opens strictly after the instant, across version changes. */
export function nextRoundAfter(timeline: ScheduleTimeline, atMs: number): ScheduledRound {
  let index = indexAt(timeline, atMs);
  let fromMs = atMs;
  for (;;) {
    const round = nextRoundUnder(configOf(timeline, index), fromMs);
    if (runs(timeline, index, round)) return round;
    // The next version's days have begun: its first round opens at its effective instant.
    index += 1;
    invariant(index < timeline.versions.length, "the last schedule version runs every later day");
    fromMs = timeline.versions[index]!.effectiveFromMs - 1;
  }
}

/** The round an issue names, under the configuration that ran (or will run) its day; null when none does. */
export function roundByIssue(timeline: ScheduleTimeline, issue: string): ScheduledRound | null {
  for (let index = timeline.versions.length - 1; index >= -1; index--) {
    const round = roundByIssueUnder(configOf(timeline, index), issue);
    if (round !== null && runs(timeline, index, round)) return round;
  }
  return null;
}

/** Every round of a sales day, in order, under the configuration that runs that day; none for a day a change left unsold. */
export function roundsOfSalesDay(timeline: ScheduleTimeline, salesDay: string): ScheduledRound[] {
  const index = indexOfDay(timeline, salesDay);
  const rounds = roundsOfSalesDayUnder(configOf(timeline, index), salesDay);
  return rounds.length > 0 && runs(timeline, index, rounds[rounds.length - 1]!) ? rounds : [];
}

// ---------------------------------------------------------------------------
// Changes

/** What an operator sends: "HH:MM-HH:MM" (an end at or before the start is the next day) and whole seconds. */
export interface ScheduleChangeInput {
  readonly salesWindow: string;
  readonly roundSeconds: number;
  readonly closeSeconds: number;
}

/** Checks an operator's schedule; the time zone stays the server's. */
export function checkScheduleChange(timeZone: string, input: ScheduleChangeInput): Result<ScheduleConfig, "SCHEDULE_CLOSE_INVALID" | "SCHEDULE_ROUND_INVALID" | "SCHEDULE_WINDOW_INVALID" | "SCHEDULE_WINDOW_TOO_SHORT"> {
  const { minRoundSeconds, maxRoundSeconds, minCloseSeconds, minOpenSeconds } = SCHEDULE_LIMITS;
  const window = typeof input.salesWindow === "string" ? parseSalesWindow(input.salesWindow.trim()) : null;
  if (window === null) return fail("SCHEDULE_WINDOW_INVALID");
  const { roundSeconds, closeSeconds } = input;
  if (!Number.isSafeInteger(roundSeconds) || roundSeconds < minRoundSeconds || roundSeconds > maxRoundSeconds) {
    return fail("SCHEDULE_ROUND_INVALID", { min: minRoundSeconds, max: maxRoundSeconds });
  }
  const maxClose = roundSeconds - minOpenSeconds;
  if (!Number.isSafeInteger(closeSeconds) || closeSeconds < minCloseSeconds || closeSeconds > maxClose) {
    return fail("SCHEDULE_CLOSE_INVALID", { min: minCloseSeconds, max: maxClose });
  }
  if ((window.endMinute - window.startMinute) * 60 < roundSeconds) return fail("SCHEDULE_WINDOW_TOO_SHORT", { seconds: roundSeconds });
  return ok(Object.freeze({ timeZone, salesStartMinute: window.startMinute, salesEndMinute: window.endMinute, roundSeconds, closeSeconds }));
}

/** Sales days tried before giving up: a valid configuration sells on every day but a clock-change oddity. */
const MAX_DAYS_AHEAD = 7;
/**
 * How far back a change checks that no round appears or vanishes. A day that
 * replacing a pending version could bring back is one still selling (its window
 * ends after that version's start, later than now), so it opened at most a
 * window, 24 hours, ago.
 */
const LOOKBACK_MS = 26 * 3_600_000;

export interface PlannedChange {
  /** The timeline without the pending versions the change replaces. */
  readonly kept: ScheduleTimeline;
  /** Pending versions that were not in force yet and had nothing numbered: the change replaces them. */
  readonly replaced: readonly ScheduleVersion[];
  readonly firstSalesDay: string;
  readonly effectiveFromMs: number;
}

/** Every round that opens in [fromMs, toMs], in order. */
function roundsOpening(timeline: ScheduleTimeline, fromMs: number, toMs: number): ScheduledRound[] {
  const rounds: ScheduledRound[] = [];
  const running = roundAt(timeline, fromMs);
  let round = running !== null && running.openAtMs >= fromMs ? running : nextRoundAfter(timeline, fromMs);
  while (round.openAtMs <= toMs) {
    rounds.push(round);
    round = nextRoundAfter(timeline, round.openAtMs);
  }
  return rounds;
}

const sameRound = (a: ScheduledRound, b: ScheduledRound | undefined): boolean =>
  b !== undefined && a.issue === b.issue && a.openAtMs === b.openAtMs && a.closeAtMs === b.closeAtMs && a.drawAtMs === b.drawAtMs;

/**
 * Whether a proposed timeline keeps what cannot change any more: exactly the
 * rounds that have opened (no round appears in the past, none disappears), and
 * every round that may be numbered already. A round that has not opened yet
 * and only the proposal has is harmless: nothing has numbered it.
 */
function keepsFixedRounds(fixed: readonly ScheduledRound[], proposed: readonly ScheduledRound[], nowMs: number): boolean {
  const opened = fixed.filter((r) => r.openAtMs <= nowMs);
  const proposedOpened = proposed.filter((r) => r.openAtMs <= nowMs);
  if (opened.length !== proposedOpened.length || !opened.every((r, i) => sameRound(r, proposedOpened[i]))) return false;
  const byIssue = new Map(proposed.map((r) => [r.issue, r]));
  return fixed.every((r) => sameRound(r, byIssue.get(r.issue)));
}

/**
 * When a change made at `nowMs` takes effect: at the next opening of the sales
 * window (under the new window) after the day of the latest round that may
 * already be numbered, once that day has drawn its last round. The round
 * engine numbers (creates, commits to) the next round as soon as the one
 * before it runs, and a driver's clock may run a little ahead: the first round
 * opening after SCHEDULE_CHANGE_LEAD_MS from now counts as numbered. So during
 * a day's last round, or while sales are closed, the next opening is already
 * numbered and the change starts with the opening after it.
 *
 * Pending versions are replaced, unless that would bring back a day they had
 * left unsold while it is already under way: then they keep the days before
 * the new one's first.
 */
export function planScheduleChange(timeline: ScheduleTimeline, config: ScheduleConfig, nowMs: number): PlannedChange {
  const horizonMs = nextRoundAfter(timeline, nowMs + SCHEDULE_CHANGE_LEAD_MS).openAtMs;
  // What has run or may be numbered: the new timeline must show exactly these.
  const fixed = roundsOpening(timeline, nowMs - LOOKBACK_MS, horizonMs);
  const last = fixed.at(-1);
  invariant(last !== undefined, "the round at the horizon is among the fixed ones");
  const lastDay = last.salesDay;
  const lastDayEndMs = salesDayBounds(scheduleAt(timeline, last.openAtMs), last.salesDay)!.endMs;
  const inForce = timeline.versions.filter((v) => v.effectiveFromMs <= horizonMs);
  let day = lastDay;
  for (let tried = 0; tried < MAX_DAYS_AHEAD; tried++) {
    day = addSalesDays(day, 1);
    const opening = salesDayBounds(config, day);
    invariant(opening !== null, `bad sales day ${day}`);
    if (opening.rounds === 0 || opening.startMs <= horizonMs || opening.startMs < lastDayEndMs) continue;
    const candidate: ScheduleVersion = { id: 0, firstSalesDay: day, effectiveFromMs: opening.startMs, config, createdBy: 0, createdAtMs: nowMs };
    const firstDay = day;
    for (const keptVersions of [inForce, timeline.versions.filter((v) => v.firstSalesDay < firstDay)]) {
      const proposed = roundsOpening(timelineOf(timeline.base, [...keptVersions, candidate]), nowMs - LOOKBACK_MS, horizonMs);
      if (!keepsFixedRounds(fixed, proposed, nowMs)) continue;
      const replaced = timeline.versions.filter((v) => !keptVersions.includes(v));
      return { kept: timelineOf(timeline.base, keptVersions), replaced, firstSalesDay: day, effectiveFromMs: opening.startMs };
    }
  }
  invariant(false, `no sales day for the new schedule within ${MAX_DAYS_AHEAD} days after ${lastDay}`);
}
