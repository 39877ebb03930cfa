import type { CreateTableBuilder, Kysely } from "kysely";

/**
 * Schedules set from the operator console (sales window, round length, close
 * window), each in force from the opening of its first sales day; before the
 * first row the server's own setting (SALES_WINDOW, ROUND_SECONDS, ...) is.
 * FROZEN once released, like the ones before; it imports nothing from the
 * application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("schedule_versions")
    .$call(autoId)
    // "YYYYMMDD": the first sales day run on this schedule; unique, like the instant its sales open.
    .addColumn("first_sales_day", "text", (c) => c.notNull().unique())
    .addColumn("effective_from_ms", "bigint", (c) => c.notNull().unique())
    // {"timeZone", "salesStartMinute", "salesEndMinute", "roundSeconds", "closeSeconds"}
    .addColumn("config_json", "text", (c) => c.notNull())
    // No foreign key, like the audit trail: the operator's id as it was.
    .addColumn("created_by", "bigint", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
}
