import type { Kysely } from "kysely";

/**
 * Exposure caps (issue 41): the most a round may cost the house at its worst sum, set by operators per room and
 * per game. Null: no cap (every room and game until an operator sets one). Minor units, bigint like every amount.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("rooms").addColumn("exposure_cap_minor", "bigint").execute();
  await db.schema.alterTable("games").addColumn("exposure_cap_minor", "bigint").execute();
}
