import type { ScheduleConfig } from "../../domain/rounds/schedule";
import { timelineOf, type ScheduleTimeline, type ScheduleVersion } from "../../domain/rounds/schedule-versions";
import type { Store } from "../../ports/store";
import type { AppDeps } from "../deps";

/**
 * This process's copy of the schedule versions operators set, per store (so
 * every deps built over one store, copies included, shares it).
 *
 * A change takes effect at the opening of a later sales day, at least
 * SCHEDULE_CHANGE_LEAD_MS away, so a copy refreshed on every round-engine tick
 * (each server's round driver refreshes it, leading or not) is never stale when
 * it matters. The process that makes a change puts it here at once.
 */
interface Book {
  versions: readonly ScheduleVersion[];
  /** Bumped by every update: a refresh that started before one must not overwrite it. */
  generation: number;
  timelines: WeakMap<ScheduleConfig, ScheduleTimeline>;
}

const books = new WeakMap<Store, Book>();

function bookOf(store: Store): Book {
  let book = books.get(store);
  if (book === undefined) {
    book = { versions: [], generation: 0, timelines: new WeakMap() };
    books.set(store, book);
  }
  return book;
}

/** The schedule over time as this process knows it: the server's setting, then the operators' versions. */
export function scheduleOf(deps: Pick<AppDeps, "store" | "schedule">): ScheduleTimeline {
  const book = bookOf(deps.store);
  let timeline = book.timelines.get(deps.schedule);
  if (timeline === undefined) {
    timeline = timelineOf(deps.schedule, book.versions);
    book.timelines.set(deps.schedule, timeline);
  }
  return timeline;
}

/** Replaces this process's copy with versions just read or just written. */
export function rememberScheduleVersions(store: Store, versions: readonly ScheduleVersion[]): void {
  const book = bookOf(store);
  book.versions = versions;
  book.generation += 1;
  book.timelines = new WeakMap();
}

/** Reads the versions from the store (cheap: a handful of rows), so every server runs the same schedule. */
export async function refreshSchedule(deps: Pick<AppDeps, "store" | "schedule">): Promise<ScheduleTimeline> {
  const book = bookOf(deps.store);
  const generation = book.generation;
  const versions = await deps.store.read((tx) => tx.scheduleVersions.list());
  const unchanged = versions.length === book.versions.length && versions.every((v, i) => v.id === book.versions[i]!.id);
  if (book.generation === generation && !unchanged) rememberScheduleVersions(deps.store, versions);
  return scheduleOf(deps);
}
