import { sql, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * The operator console: the append-only audit trail of operator actions, the
 * console's idempotency keys, and odds changes scheduled for a later round. FROZEN once released, like 001-003.
 * It imports nothing from the application, so later changes cannot alter what
 * it does.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("audit_log")
    .$call(autoId)
    // No foreign key: 0 is the system (start-up, the command line), and the trail must outlive anything it names.
    .addColumn("operator_id", "bigint", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_target").on("audit_log").columns(["target_type", "target_id", "id"]).execute();
  await db.schema.createIndex("audit_log_operator").on("audit_log").columns(["operator_id", "id"]).execute();

  // Append-only is the database's rule, not only the repository's: no statement may change or remove a line.
  if (dialect === "sqlite") {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  } else {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
  }

  // The console's idempotency keys: a create sent twice (a double click, a retry) is done once and answers the same.
  await db.schema
    .createTable("console_requests")
    .addColumn("operator_id", "bigint", (c) => c.notNull())
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("result_json", "text")
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("console_requests_pk", ["operator_id", "request_id"])
    .execute();

  // Odds an operator changed, effective from the first round that opens at or after effective_from_ms:
  // bets of the round under way keep the odds it opened with.
  await db.schema
    .createTable("room_odds_changes")
    .$call(autoId)
    .addColumn("room_id", "bigint", (c) => c.notNull().references("rooms.id"))
    .addColumn("play_type", "integer", (c) => c.notNull())
    .addColumn("odds_hundredths", "integer", (c) => c.notNull())
    .addColumn("effective_from_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("room_odds_changes_room").on("room_odds_changes").columns(["room_id", "play_type", "effective_from_ms"]).execute();
}
