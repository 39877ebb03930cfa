import type { Kysely } from "kysely";

/**
 * Exposure caps (issue 41): the most a round may cost the house at its worst sum, set by operators per room and
 * per game. Null: no cap (every room and game until an operator sets one). Minor units, bigint like every amount.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("rooms").addColumn("exposure_cap_minor", "bigint").execute();
  await db.schema.alterTable("games").addColumn("exposure_cap_minor", "bigint").execute();
  // Each round's exposure, kept by the orders' own writes: per room, and room_id 0 for the game as a whole;
  // p0..p27 what the house pays if the digits add up to that sum (stakes returned included).
  let table = db.schema.createTable("round_exposure").addColumn("game_id", "integer", (c) => c.notNull()).addColumn("issue", "text", (c) => c.notNull()).addColumn("room_id", "integer", (c) => c.notNull());
  for (let sum = 0; sum < 28; sum++) table = table.addColumn(`p${sum}`, "bigint", (c) => c.notNull().defaultTo(0));
  await table.addPrimaryKeyConstraint("round_exposure_pk", ["game_id", "issue", "room_id"]).execute();
}
