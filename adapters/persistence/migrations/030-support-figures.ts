import { sql, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * The support desk's figures (issue 38): each conversation's status history,
 * one row per change of status (its start counts as opening it), with when,
 * who (the operator who closed or reopened it; null for the customer, a
 * staff message reopening it, and the start) and where it falls among the
 * conversation's messages (`after_seq`: after message after_seq, before the
 * next one), so that a close and a message of the same millisecond keep their
 * order. The support repository writes a row whenever it changes a status.
 *
 * Conversations from before it get the history their rows still tell: opened
 * when created and, if closed now, closed at `closed_at_ms` after their last
 * message by the operator of their latest `support.close` audit line.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("support_status_changes")
    .$call(autoId)
    .addColumn("conversation_id", "bigint", (c) => c.notNull().references("support_conversations.id"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("operator_id", "bigint")
    .addColumn("after_seq", "bigint", (c) => c.notNull())
    .addColumn("at_ms", "bigint", (c) => c.notNull())
    .execute();
  // A conversation's history in order, and its last close before the days a report asks for.
  await db.schema.createIndex("support_status_changes_conversation").on("support_status_changes").columns(["conversation_id", "status", "at_ms"]).execute();
  // The conversations whose status changed since a report's first day.
  await db.schema.createIndex("support_status_changes_time").on("support_status_changes").column("at_ms").execute();

  await sql`
    insert into support_status_changes (conversation_id, status, operator_id, after_seq, at_ms)
    select id, 'open', null, 0, created_at_ms from support_conversations order by id
  `.execute(db);
  await sql`
    insert into support_status_changes (conversation_id, status, operator_id, after_seq, at_ms)
    select c.id, 'closed',
      (select a.operator_id from audit_log a
        where a.action = 'support.close' and a.target_type = 'conversation' and a.target_id = cast(c.id as text)
        order by a.id desc limit 1),
      c.last_seq, coalesce(c.closed_at_ms, c.updated_at_ms)
    from support_conversations c where c.status = 'closed' order by c.id
  `.execute(db);
}
