import type { Kysely } from "kysely";

/**
 * Player protection: the limits a player sets on themselves (deposit, loss
 * and stake, per day, week and month, with a raise waiting 24 hours), the
 * break in force (a time-out or a self-exclusion) and the reality-check
 * interval. The changes themselves are lines of the audit trail.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("protection_limits")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    // null: no limit in force.
    .addColumn("amount_minor", "bigint")
    // pending_at_ms not null: a change waits until then; pending_amount_minor null with it removes the limit.
    .addColumn("pending_amount_minor", "bigint")
    .addColumn("pending_at_ms", "bigint")
    .addColumn("updated_at_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("protection_limits_pk", ["user_id", "kind", "period"])
    .execute();

  await db.schema
    .createTable("player_protection")
    .addColumn("user_id", "bigint", (c) => c.primaryKey().references("users.id"))
    .addColumn("reality_check_minutes", "integer")
    .addColumn("exclusion_kind", "text")
    .addColumn("exclusion_started_at_ms", "bigint")
    .addColumn("exclusion_until_ms", "bigint")
    .execute();
  // The reports count breaks in force.
  await db.schema.createIndex("player_protection_exclusion").on("player_protection").columns(["exclusion_until_ms"]).execute();
}
