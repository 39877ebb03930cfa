import type { Kysely } from "kysely";

/**
 * Players' VIP levels (issue 40): the level held and since when (a level is kept at least a month), the highest
 * ever reached (whose level-up bonuses were earned), and the window's turnover and deposits at the last review.
 * One row per player reviewed; a player without one is junior. FROZEN once released.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vip_states")
    .addColumn("user_id", "bigint", (c) => c.primaryKey().references("users.id"))
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("since_ms", "bigint", (c) => c.notNull())
    .addColumn("highest_level", "integer", (c) => c.notNull())
    .addColumn("turnover_minor", "bigint", (c) => c.notNull())
    .addColumn("deposit_minor", "bigint", (c) => c.notNull())
    .addColumn("reviewed_day", "text", (c) => c.notNull())
    .execute();
  // The daily review reads who holds a level above junior (they may drop without playing).
  await db.schema.createIndex("vip_states_level").on("vip_states").columns(["level", "user_id"]).execute();
}
