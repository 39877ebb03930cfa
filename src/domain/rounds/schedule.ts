import { invariant } from "../errors";
import { localDayNumberAt, localToInstantMs } from "../time-zone";

/**
 * When rounds run, as pure functions of an instant (ms since the epoch): the
 * clock is always an input, never read here.
 *
 * Sales day D (a calendar date in the operator's time zone, written "YYYYMMDD")
 * sells during [D at salesStart local, D + salesEnd local). The window is covered
 * by whole rounds only: n = floor(windowSeconds / roundSeconds) rounds back to
 * back from the window start; a remainder shorter than one round at the end of
 * the window is not sold. Round k (1-based) opens at start + (k-1) x round,
 * draws at start + k x round and stops taking bets closeSeconds before its draw.
 *
 * Local wall times are turned into instants with the zone's own offsets (from
 * Intl), so days with a clock change simply have a longer or shorter window: a
 * wall time skipped by a clock change moves forward by the gap, a repeated one
 * means its first occurrence (Temporal's "compatible" choice).
 */

export interface ScheduleConfig {
  /** IANA time zone of the operator, e.g. "Asia/Taipei". */
  readonly timeZone: string;
  /** Minutes after local midnight when sales open, 0..1439. */
  readonly salesStartMinute: number;
  /** Minutes after local midnight of the sales day when sales end; above 1440 when they end the next day (02:00 -> 1560). */
  readonly salesEndMinute: number;
  readonly roundSeconds: number;
  /** Betting closes this long before the draw. */
  readonly closeSeconds: number;
}

export interface ScheduledRound {
  /** salesDay + sequence, zero-padded to a width fixed by the configuration: "20261122001". */
  readonly issue: string;
  /** "YYYYMMDD", local date in the configured zone on which the round's sales window opened. */
  readonly salesDay: string;
  /** 1-based position within the sales day. */
  readonly sequence: number;
  readonly openAtMs: number;
  readonly closeAtMs: number;
  readonly drawAtMs: number;
}

export const MINUTES_PER_DAY = 1440;
const MS_PER_DAY = 86_400_000;
/** Issue sequences are never narrower than the legacy 3 digits. */
const MIN_SEQUENCE_WIDTH = 3;

/** Asia/Taipei, 10:00 to 02:00 the next day, 3.5-minute rounds, betting closes 30 s before the draw. */
export const DEFAULT_SCHEDULE: ScheduleConfig = Object.freeze({
  timeZone: "Asia/Taipei",
  salesStartMinute: 10 * 60,
  salesEndMinute: MINUTES_PER_DAY + 2 * 60,
  roundSeconds: 210,
  closeSeconds: 30,
});

/** Rounds that fit in the configured window on a day without a clock change (274 for the default). */
export const nominalRoundsPerDay = (config: ScheduleConfig): number =>
  Math.floor(((config.salesEndMinute - config.salesStartMinute) * 60) / config.roundSeconds);

/**
 * Digits of the issue's sequence part: max(3, digits of the nominal round count),
 * fixed by the configuration so that issues of consecutive days have equal width
 * and therefore sort (as strings or as numbers) in time order.
 */
export const issueSequenceWidth = (config: ScheduleConfig): number =>
  Math.max(MIN_SEQUENCE_WIDTH, String(nominalRoundsPerDay(config)).length);

// ---------------------------------------------------------------------------
// Local calendar arithmetic. A day is a "day number": days since 1970-01-01 of
// the proleptic Gregorian calendar, independent of any zone.

interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const dayNumberOf = (date: CivilDate): number => Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY;

function salesDayText(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  return `${year}${month < 10 ? "0" : ""}${month}${day < 10 ? "0" : ""}${day}`;
}

/** "YYYYMMDD" to its day number, or null when it is not a real date of years 1000-9999. */
function parseSalesDay(text: string): number | null {
  if (!/^\d{8}$/.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const dayNumber = dayNumberOf({ year, month, day });
  // Date.UTC rolls 20260231 over to March: a real date formats back to itself.
  return salesDayText(dayNumber) === text ? dayNumber : null;
}

// ---------------------------------------------------------------------------
// Sales days, cached per configuration: roundAt runs on hot paths, and an
// instant in the same sales day as the previous call needs no Intl call at all.

interface SalesDayWindow {
  readonly dayNumber: number;
  readonly salesDay: string;
  /** Sales open: D at salesStart, local. */
  readonly startMs: number;
  /** Number of whole rounds sold. */
  readonly rounds: number;
  /** Next sales day's window start: [startMs, nextStartMs) is this day's span, spans tile time. */
  readonly nextStartMs: number;
}

interface ScheduleState {
  readonly timeZone: string;
  readonly salesStartMinute: number;
  readonly salesEndMinute: number;
  readonly roundSeconds: number;
  readonly roundMs: number;
  readonly width: number;
  readonly maxSequence: number;
  readonly windows: Map<number, SalesDayWindow>;
  lastWindow: SalesDayWindow | null;
}

const MAX_CACHED_WINDOWS = 1024;
const states = new WeakMap<ScheduleConfig, ScheduleState>();

function stateOf(config: ScheduleConfig): ScheduleState {
  const cached = states.get(config);
  // Compared field by field, so a config object changed in place cannot be served stale answers.
  if (
    cached !== undefined &&
    cached.timeZone === config.timeZone &&
    cached.salesStartMinute === config.salesStartMinute &&
    cached.salesEndMinute === config.salesEndMinute &&
    cached.roundSeconds === config.roundSeconds
  ) {
    return cached;
  }
  const width = issueSequenceWidth(config);
  const state: ScheduleState = {
    timeZone: config.timeZone,
    salesStartMinute: config.salesStartMinute,
    salesEndMinute: config.salesEndMinute,
    roundSeconds: config.roundSeconds,
    roundMs: config.roundSeconds * 1000,
    width,
    maxSequence: 10 ** width - 1,
    windows: new Map(),
    lastWindow: null,
  };
  states.set(config, state);
  return state;
}

function windowOf(state: ScheduleState, dayNumber: number): SalesDayWindow {
  const cached = state.windows.get(dayNumber);
  if (cached !== undefined) return cached;
  const { timeZone, salesStartMinute, salesEndMinute, roundMs } = state;
  const startMs = localToInstantMs(timeZone, dayNumber, salesStartMinute);
  const endMs = localToInstantMs(timeZone, dayNumber, salesEndMinute);
  const nextStartMs = localToInstantMs(timeZone, dayNumber + 1, salesStartMinute);
  // A day lengthened by a clock change could hold more rounds than the issue
  // width can number; those are not sold, so issues keep sorting in time order.
  const rounds = Math.min(state.maxSequence, Math.max(0, Math.floor((endMs - startMs) / roundMs)));
  const window: SalesDayWindow = { dayNumber, salesDay: salesDayText(dayNumber), startMs, rounds, nextStartMs };
  if (state.windows.size >= MAX_CACHED_WINDOWS) state.windows.clear();
  state.windows.set(dayNumber, window);
  return window;
}

/** The sales day whose span [startMs, nextStartMs) holds the instant. */
function windowSpanning(state: ScheduleState, atMs: number): SalesDayWindow {
  const last = state.lastWindow;
  if (last !== null && last.startMs <= atMs && atMs < last.nextStartMs) return last;
  let window = windowOf(state, localDayNumberAt(state.timeZone, atMs));
  while (atMs < window.startMs) window = windowOf(state, window.dayNumber - 1);
  while (atMs >= window.nextStartMs) window = windowOf(state, window.dayNumber + 1);
  state.lastWindow = window;
  return window;
}

function roundOf(config: ScheduleConfig, state: ScheduleState, window: SalesDayWindow, sequence: number): ScheduledRound {
  const openAtMs = window.startMs + (sequence - 1) * state.roundMs;
  const drawAtMs = openAtMs + state.roundMs;
  return {
    issue: window.salesDay + String(sequence).padStart(state.width, "0"),
    salesDay: window.salesDay,
    sequence,
    openAtMs,
    closeAtMs: drawAtMs - config.closeSeconds * 1000,
    drawAtMs,
  };
}

// ---------------------------------------------------------------------------
// The schedule's questions.

/** The round running at the instant (openAtMs <= atMs < drawAtMs), or null outside sales. */
export function roundAt(config: ScheduleConfig, atMs: number): ScheduledRound | null {
  const state = stateOf(config);
  const window = windowSpanning(state, atMs);
  const sequence = Math.floor((atMs - window.startMs) / state.roundMs) + 1;
  return sequence <= window.rounds ? roundOf(config, state, window, sequence) : null;
}

/** Sales days in a row without a single round before nextRoundAfter gives up: only a broken config does that. */
const MAX_EMPTY_SALES_DAYS = 7;

/**
 * The first round that opens strictly after the instant (openAtMs > atMs):
 * during a round, the one after it (the first of the next sales day after the
 * last of a day); at the exact opening instant of a round, the one after that
 * too; outside sales, the first round of the next sales day. Tells when the
 * next round opens and which round to prepare next.
 */
export function nextRoundAfter(config: ScheduleConfig, atMs: number): ScheduledRound {
  const state = stateOf(config);
  let window = windowSpanning(state, atMs);
  // atMs >= window.startMs, so the next opening in this day is round floor(...) + 2.
  const sequence = Math.floor((atMs - window.startMs) / state.roundMs) + 2;
  if (sequence <= window.rounds) return roundOf(config, state, window, sequence);
  for (let skipped = 0; skipped < MAX_EMPTY_SALES_DAYS; skipped++) {
    window = windowOf(state, window.dayNumber + 1);
    if (window.rounds > 0) return roundOf(config, state, window, 1);
  }
  invariant(false, `no round in ${MAX_EMPTY_SALES_DAYS} sales days after ${atMs}: schedule misconfigured`);
}

/** The round an issue number names, or null for a malformed issue or a sequence beyond that day's rounds. */
export function roundByIssue(config: ScheduleConfig, issue: string): ScheduledRound | null {
  const state = stateOf(config);
  if (issue.length !== 8 + state.width || !/^\d+$/.test(issue)) return null;
  const dayNumber = parseSalesDay(issue.slice(0, 8));
  if (dayNumber === null) return null;
  const sequence = Number(issue.slice(8));
  const window = windowOf(state, dayNumber);
  return sequence >= 1 && sequence <= window.rounds ? roundOf(config, state, window, sequence) : null;
}

/** Every round of a sales day ("YYYYMMDD"), in order; empty for a string that is not a date. */
export function roundsOfSalesDay(config: ScheduleConfig, salesDay: string): ScheduledRound[] {
  const dayNumber = parseSalesDay(salesDay);
  if (dayNumber === null) return [];
  const state = stateOf(config);
  const window = windowOf(state, dayNumber);
  return Array.from({ length: window.rounds }, (_, index) => roundOf(config, state, window, index + 1));
}

/**
 * A sales day's selling span under a configuration: when its first round opens,
 * when its last round draws, and how many rounds it sells; null for a string
 * that is not a date.
 */
export function salesDayBounds(config: ScheduleConfig, salesDay: string): { readonly startMs: number; readonly endMs: number; readonly rounds: number } | null {
  const dayNumber = parseSalesDay(salesDay);
  if (dayNumber === null) return null;
  const state = stateOf(config);
  const window = windowOf(state, dayNumber);
  return { startMs: window.startMs, endMs: window.startMs + window.rounds * state.roundMs, rounds: window.rounds };
}

/** The calendar day after (or, with a negative step, before) "YYYYMMDD". */
export function addSalesDays(salesDay: string, days: number): string {
  const dayNumber = parseSalesDay(salesDay);
  invariant(dayNumber !== null, `not a date: ${salesDay}`);
  return salesDayText(dayNumber + days);
}

/** The instant local day "YYYYMMDD" begins in the configured zone (00:00, or the first instant after it if a clock change skips it). */
export function localDayStartMs(config: Pick<ScheduleConfig, "timeZone">, day: string): number {
  const dayNumber = parseSalesDay(day);
  invariant(dayNumber !== null, `not a date: ${day}`);
  return localToInstantMs(config.timeZone, dayNumber, 0);
}

/** The most recent local midnight at or before the instant: when daily counters (turnover) reset. */
export function lastDailyResetMs(config: ScheduleConfig, atMs: number): number {
  let dayNumber = localDayNumberAt(config.timeZone, atMs);
  let startMs = localToInstantMs(config.timeZone, dayNumber, 0);
  while (startMs > atMs) startMs = localToInstantMs(config.timeZone, --dayNumber, 0);
  return startMs;
}
