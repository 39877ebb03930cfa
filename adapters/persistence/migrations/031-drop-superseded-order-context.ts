import { sql, type Kysely } from "kysely";

/**
 * PostgreSQL: the bet path calls order_context_in_room (022) only. The two
 * order_context functions it replaced (017, rewritten by 018, and the
 * seven-argument one of 021) are dropped, so the database holds one copy of
 * the bet path's reads. SQLite has no functions. FROZEN once released, like
 * the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`drop function if exists order_context(bigint, bigint, text, text, text, text)`.execute(db);
  await sql`drop function if exists order_context(bigint, bigint, text, text, text, text, text)`.execute(db);
}
