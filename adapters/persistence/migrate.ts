import { sql, type Kysely } from "kysely";
import { dialectOf, sqliteImmediateTransaction } from "./dialect";
import { MIGRATIONS } from "./migrations";
import type { Database } from "./schema";

/**
 * Applies every migration not yet recorded in schema_migrations, in order,
 * each in its own transaction together with its record, so a crash leaves the
 * schema at a migration boundary. Safe when several processes start at once:
 * PostgreSQL serializes them with a transaction-scoped advisory lock (per
 * schema), SQLite with BEGIN IMMEDIATE; whoever gets the lock second sees the
 * record and skips. Returns the names it applied.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const dialect = dialectOf(db);
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    const ran = await inTransaction(db, async (trx) => {
      if (dialect === "postgres") {
        await sql`select pg_advisory_xact_lock(hashtext('lottery-migrations:' || current_schema()))`.execute(trx);
      }
      await trx.schema
        .createTable("schema_migrations")
        .ifNotExists()
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("applied_at_ms", "bigint", (c) => c.notNull())
        .execute();
      const done = await trx
        .selectFrom("schema_migrations")
        .select("name")
        .where("name", "=", migration.name)
        .executeTakeFirst();
      if (done) return false;
      await migration.up(trx as unknown as Kysely<unknown>, dialect);
      await trx.insertInto("schema_migrations").values({ name: migration.name, applied_at_ms: Date.now() }).execute();
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return dialectOf(db) === "postgres" ? db.transaction().execute(work) : sqliteImmediateTransaction(db, work);
}
