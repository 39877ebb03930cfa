/**
 * The support desk's figures (issue 38): how fast the staff answer, how long
 * a conversation takes to be resolved, and how many conversations are open,
 * computed from what happened to each conversation, in order. The rules, as
 * docs/support-desk.md states them:
 *
 * - A **wait** starts with a customer message when none is running (the first
 *   customer message after the conversation's start, after a staff answer or
 *   after a close). The first staff answer after it ends it: its
 *   **first-response time** is the answer's time minus the wait's start,
 *   counted for the operator who answered, on the local day of the answer.
 *   The desk's automatic reply (`system`) is not an answer. A close ends a
 *   wait without an answer: it counts nowhere.
 * - A **resolution** starts with a customer message when none is running (the
 *   first after the start or after the last close) and ends with the next
 *   close: its time is the close's minus the start, counted for the operator
 *   who closed it, on the local day of the close. A close with no customer
 *   message since the last one (an operator reopened and closed again) counts
 *   nothing.
 * - A conversation is **open at the end of an hour** when the last change of
 *   its status before the hour's end opened it.
 */
import { localToInstantMs, wallClockMs } from "../time-zone";

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/** What happened to a conversation, as far as the figures care. */
export type FigureEvent =
  /** A message of the customer (player or guest). */
  | { readonly kind: "customer"; readonly atMs: number }
  /** A message of an operator (the automatic reply is not one). */
  | { readonly kind: "staff"; readonly atMs: number; readonly operatorId: number }
  /** The conversation's status became open: started, reopened by an operator, or by a message. */
  | { readonly kind: "open"; readonly atMs: number }
  /** An operator closed it (null: nobody named, as for conversations older than the history). */
  | { readonly kind: "close"; readonly atMs: number; readonly operatorId: number | null };

/**
 * A conversation's events in the order they happened, from a point where it
 * was closed (or did not exist yet) with no wait and no resolution running:
 * its start, or its last close before the days asked.
 */
export interface ConversationTimeline {
  readonly conversationId: number;
  readonly events: readonly FigureEvent[];
}

/** An hour of a local day: [startMs, endMs), `hour` the local clock's hour at its start (0-23). */
interface FigureHour {
  readonly hour: number;
  readonly startMs: number;
  readonly endMs: number;
}

/** A local day "YYYY-MM-DD" of the operator's zone: [startMs, endMs) and its hours (23 or 25 on a clock change). */
export interface FigureDay {
  readonly day: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly hours: readonly FigureHour[];
}

/** How many times were counted, their average and median, in whole ms (rounded half up); null when none. */
export interface DurationStats {
  readonly count: number;
  readonly averageMs: number | null;
  readonly medianMs: number | null;
}

/** One operator's figures (over a day, or over all the days asked). */
interface OperatorFigures {
  /** The operator; null for closes that name none. */
  readonly operatorId: number | null;
  readonly firstResponse: DurationStats;
  readonly resolution: DurationStats;
}

interface DayFigures {
  readonly day: string;
  /** Every operator's together. */
  readonly firstResponse: DurationStats;
  readonly resolution: DurationStats;
  /** Each operator with a figure that day, by id (null last). */
  readonly operators: readonly OperatorFigures[];
  /** Conversations open at the end of each hour of the day; null for an hour not over yet. */
  readonly openAtHourEnd: readonly { readonly hour: number; readonly startMs: number; readonly open: number | null }[];
}

export interface SupportFigures {
  readonly days: readonly DayFigures[];
  /** Over all the days asked: everyone's, and each operator's. */
  readonly total: { readonly firstResponse: DurationStats; readonly resolution: DurationStats; readonly operators: readonly OperatorFigures[] };
}

/** Count, average and median of durations (ms); an even count's median is the mean of the middle two. */
export function durationStats(durationsMs: readonly number[]): DurationStats {
  const count = durationsMs.length;
  if (count === 0) return { count, averageMs: null, medianMs: null };
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { count, averageMs: Math.round(sorted.reduce((sum, ms) => sum + ms, 0) / count), medianMs: Math.round(median) };
}

/** The local days from..to ("YYYY-MM-DD", both included, from <= to) of a zone, with their hours. */
export function figureDays(timeZone: string, from: string, to: string): FigureDay[] {
  const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
  const days: FigureDay[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n += 1) {
    const startMs = localToInstantMs(timeZone, n, 0);
    const endMs = localToInstantMs(timeZone, n + 1, 0);
    const hours: FigureHour[] = [];
    // Whole hours from local midnight: on a clock change the day has 23 or 25 of them, each named by its local hour.
    for (let at = startMs; at < endMs; at += MS_PER_HOUR) {
      hours.push({ hour: new Date(wallClockMs(timeZone, at)).getUTCHours(), startMs: at, endMs: Math.min(at + MS_PER_HOUR, endMs) });
    }
    days.push({ day: new Date(n * MS_PER_DAY).toISOString().slice(0, 10), startMs, endMs, hours });
  }
  return days;
}

interface Sample {
  readonly kind: "firstResponse" | "resolution";
  readonly atMs: number;
  readonly operatorId: number | null;
  readonly durationMs: number;
}

/** From one event to a later one; 0 if a server's clock stepped back between them (several processes, one store). */
const elapsedMs = (fromMs: number, toMs: number): number => Math.max(0, toMs - fromMs);

/** Every answered wait and every resolution of one conversation, and when its status changed. */
function replay(events: readonly FigureEvent[]): { samples: Sample[]; statusChanges: { atMs: number; open: boolean }[] } {
  const samples: Sample[] = [];
  const statusChanges: { atMs: number; open: boolean }[] = [];
  let waitSinceMs: number | null = null;
  let resolutionSinceMs: number | null = null;
  for (const event of events) {
    switch (event.kind) {
      case "customer":
        waitSinceMs ??= event.atMs;
        resolutionSinceMs ??= event.atMs;
        break;
      case "staff":
        if (waitSinceMs !== null) samples.push({ kind: "firstResponse", atMs: event.atMs, operatorId: event.operatorId, durationMs: elapsedMs(waitSinceMs, event.atMs) });
        waitSinceMs = null;
        break;
      case "open":
        statusChanges.push({ atMs: event.atMs, open: true });
        break;
      case "close":
        if (resolutionSinceMs !== null) samples.push({ kind: "resolution", atMs: event.atMs, operatorId: event.operatorId, durationMs: elapsedMs(resolutionSinceMs, event.atMs) });
        waitSinceMs = null;
        resolutionSinceMs = null;
        statusChanges.push({ atMs: event.atMs, open: false });
        break;
    }
  }
  return { samples, statusChanges };
}

/**
 * How many conversations are open just before each instant of `endsMs` (ascending): the status changes of all of
 * them swept once in time order, each counting +1 when it opens a closed conversation and -1 when it closes an open one.
 */
function openCounts(statusChanges: readonly (readonly { atMs: number; open: boolean }[])[], endsMs: readonly number[]): number[] {
  const steps: { atMs: number; delta: number }[] = [];
  for (const changes of statusChanges) {
    let open = false;
    for (const change of changes) {
      if (change.open !== open) steps.push({ atMs: change.atMs, delta: change.open ? 1 : -1 });
      open = change.open;
    }
  }
  steps.sort((a, b) => a.atMs - b.atMs);
  const counts: number[] = [];
  let open = 0;
  let next = 0;
  for (const endMs of endsMs) {
    while (next < steps.length && steps[next]!.atMs < endMs) open += steps[next++]!.delta;
    counts.push(open);
  }
  return counts;
}

const byOperator = (a: number | null, b: number | null): number => (a === null ? 1 : b === null ? -1 : a - b);

function operatorFigures(samples: readonly Sample[]): OperatorFigures[] {
  const ids = [...new Set(samples.map((s) => s.operatorId))].sort(byOperator);
  return ids.map((operatorId) => {
    const own = samples.filter((s) => s.operatorId === operatorId);
    return { operatorId, ...statsOf(own) };
  });
}

function statsOf(samples: readonly Sample[]): { firstResponse: DurationStats; resolution: DurationStats } {
  return {
    firstResponse: durationStats(samples.filter((s) => s.kind === "firstResponse").map((s) => s.durationMs)),
    resolution: durationStats(samples.filter((s) => s.kind === "resolution").map((s) => s.durationMs)),
  };
}

/**
 * The figures of the days asked from the conversations' timelines. Each
 * timeline starts where the conversation was closed (or not yet started) with
 * nothing running, so waits and resolutions that began before the first day
 * and ended within the days are counted whole. Hours that end after `asOfMs`
 * (now) have no count yet.
 */
export function supportFigures(timelines: readonly ConversationTimeline[], days: readonly FigureDay[], asOfMs: number): SupportFigures {
  const replays = timelines.map((timeline) => replay(timeline.events));
  const byDay: Sample[][] = days.map(() => []);
  for (const sample of replays.flatMap((r) => r.samples)) {
    const index = days.findIndex((day) => sample.atMs >= day.startMs && sample.atMs < day.endMs);
    if (index >= 0) byDay[index]!.push(sample);
  }
  const hourEndsMs = days.flatMap((day) => day.hours.map((hour) => hour.endMs));
  const open = openCounts(
    replays.map((r) => r.statusChanges),
    hourEndsMs,
  );
  let hourIndex = 0;
  return {
    days: days.map((day, index) => ({
      day: day.day,
      ...statsOf(byDay[index]!),
      operators: operatorFigures(byDay[index]!),
      openAtHourEnd: day.hours.map((hour) => {
        const count = open[hourIndex++]!;
        return { hour: hour.hour, startMs: hour.startMs, open: hour.endMs > asOfMs ? null : count };
      }),
    })),
    total: { ...statsOf(byDay.flat()), operators: operatorFigures(byDay.flat()) },
  };
}
