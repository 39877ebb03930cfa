import type { NewScheduleVersion, ScheduleVersion } from "../../../domain/rounds/schedule-versions";

/**
 * The schedules operators set (src/domain/rounds/schedule-versions.ts); the server's
 * own setting is in force before the first. Every server reads them all: there
 * are a handful.
 */
export interface ScheduleVersionRepository {
  /** Every version, by effectiveFromMs. */
  list(): Promise<ScheduleVersion[]>;
  /**
   * Serializes schedule changes: holds, until the transaction ends, a lock a
   * concurrent change waits for (PostgreSQL; SQLite has one writer anyway), so
   * each change is planned against the versions the previous one left.
   */
  lockForChange(): Promise<void>;
  add(version: NewScheduleVersion): Promise<ScheduleVersion>;
  /** Drops pending versions that a new change replaces (never one in force: the caller plans that). */
  remove(ids: readonly number[]): Promise<void>;
}
