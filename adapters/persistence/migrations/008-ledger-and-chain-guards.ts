import { sql, type Kysely } from "kysely";

/**
 * Rules the database itself now enforces, whatever code writes to it. FROZEN
 * once released, like the ones before; it imports nothing from the application,
 * so the account names are spelled here on purpose.
 *
 * - A chain position serves one round: two rounds with the same seed would
 *   draw the same digits, and the second would reveal nothing its commitment
 *   did not. rounds_chain_position is unique on (chain_id, chain_index).
 * - No account goes below zero but the house (it pays wins before it collects)
 *   and the outside world (where deposits come from). PostgreSQL checks it as a
 *   table constraint; SQLite cannot add one to an existing table, so triggers
 *   refuse the insert or update instead. Either way the statement fails and the
 *   transaction rolls back: a bug can no longer leave a negative balance behind.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex("rounds_chain_position").on("rounds").columns(["chain_id", "chain_index"]).unique().execute();

  if (dialect === "postgres") {
    await sql`alter table accounts add constraint accounts_not_negative check (balance_minor >= 0 or id in ('house', 'world'))`.execute(db);
    return;
  }
  for (const event of ["insert", "update"] as const) {
    await sql
      .raw(
        `create trigger accounts_not_negative_${event} before ${event} on accounts
         when new.balance_minor < 0 and new.id not in ('house', 'world')
         begin select raise(abort, 'CHECK constraint failed: accounts_not_negative'); end`,
      )
      .execute(db);
  }
}
