import { sql, type Kysely } from "kysely";

/**
 * The growth engine (issue 40): every commission, rebate and bonus paid, one row each under a unique key (kind,
 * beneficiary, period or promotion), so that a run killed at any point, or two servers running the same run, pay
 * once; and the house's promotions account, which pays them, may go below zero like the house itself (its balance
 * is minus what promotions have cost). FROZEN once released, like the ones before; it imports nothing from the
 * application, so the account names are spelled here on purpose (008 spelled the rule before). bet_results gains
 * an index by settlement time, which the end-of-day runs read a day of.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("growth_payouts")
    .$call((table) =>
      dialect === "sqlite"
        ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity()),
    )
    .addColumn("payout_key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("amount_minor", "bigint", (c) => c.notNull())
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("growth_payouts_user").on("growth_payouts").columns(["user_id", "created_at_ms"]).execute();
  await db.schema.createIndex("growth_payouts_kind").on("growth_payouts").columns(["kind", "created_at_ms"]).execute();
  // Runs of a period that finished (a day's rebates, a period's commissions): the next tick skips them at once.
  await db.schema
    .createTable("growth_runs")
    .addColumn("run_key", "text", (c) => c.primaryKey())
    .addColumn("finished_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // The end of a day reads who had bets settled that day: an index scan of the day's results, not of all of them.
  await db.schema.createIndex("bet_results_settled_user").on("bet_results").columns(["settled_at_ms", "user_id"]).execute();

  if (dialect === "postgres") {
    await sql`alter table accounts drop constraint accounts_not_negative`.execute(db);
    await sql`alter table accounts add constraint accounts_not_negative check (balance_minor >= 0 or id in ('house', 'promotions', 'world'))`.execute(db);
    return;
  }
  for (const event of ["insert", "update"] as const) {
    await sql.raw(`drop trigger accounts_not_negative_${event}`).execute(db);
    await sql
      .raw(
        `create trigger accounts_not_negative_${event} before ${event} on accounts
         when new.balance_minor < 0 and new.id not in ('house', 'promotions', 'world')
         begin select raise(abort, 'CHECK constraint failed: accounts_not_negative'); end`,
      )
      .execute(db);
  }
}
