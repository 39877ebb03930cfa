import type { Kysely } from "kysely";

/**
 * When a player last changed where withdrawals go (after the first binding):
 * withdrawals to new details wait a while, and the operator's queue shows it.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("payout_methods").addColumn("changed_at_ms", "bigint").execute();
}
