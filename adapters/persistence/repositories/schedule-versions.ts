import { sql, type Selectable } from "kysely";
import type { ScheduleConfig } from "../../../src/domain/rounds/schedule";
import { checkScheduleConfig } from "../../../src/domain/rounds/schedule-config";
import type { ScheduleVersion } from "../../../src/domain/rounds/schedule-versions";
import type { ScheduleVersionRepository } from "../../../src/ports/store";
import type { Executor, SqlDialect } from "../dialect";
import type { ScheduleVersionsTable } from "../schema";

/** Any constant: the advisory lock's key for "a schedule change is being planned". */
const SCHEDULE_CHANGE_LOCK = 70_070_007;

/** The schedules operators set, one row per version. */
export function scheduleVersionRepository(db: Executor, dialect: SqlDialect): ScheduleVersionRepository {
  return {
    async list() {
      const rows = await db.selectFrom("schedule_versions").selectAll().orderBy("effective_from_ms").execute();
      return rows.map(toVersion);
    },

    async lockForChange() {
      // Released at commit or rollback. SQLite transactions begin IMMEDIATE: already one writer at a time.
      if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${SCHEDULE_CHANGE_LOCK})`.execute(db);
    },

    async add(version) {
      const row = await db
        .insertInto("schedule_versions")
        .values({
          first_sales_day: version.firstSalesDay,
          effective_from_ms: version.effectiveFromMs,
          config_json: JSON.stringify(version.config),
          created_by: version.createdBy,
          created_at_ms: version.createdAtMs,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toVersion(row);
    },

    async remove(ids) {
      if (ids.length === 0) return;
      await db.deleteFrom("schedule_versions").where("id", "in", [...ids]).execute();
    },
  };
}

function toVersion(row: Selectable<ScheduleVersionsTable>): ScheduleVersion {
  const stored = JSON.parse(row.config_json) as ScheduleConfig;
  const config = checkScheduleConfig(
    Object.freeze({
      timeZone: stored.timeZone,
      salesStartMinute: stored.salesStartMinute,
      salesEndMinute: stored.salesEndMinute,
      roundSeconds: stored.roundSeconds,
      closeSeconds: stored.closeSeconds,
    }),
  );
  if (!config.ok) throw new Error(`schedule version ${row.id}: bad config ${row.config_json}`);
  return {
    id: row.id,
    firstSalesDay: row.first_sales_day,
    effectiveFromMs: row.effective_from_ms,
    config: config.value,
    createdBy: row.created_by,
    createdAtMs: row.created_at_ms,
  };
}
