import type { Kysely } from "kysely";

/**
 * Draws bound to the round's bets: the Merkle root of the bets accepted when
 * betting closed (bets_root), and the draw formula the round uses
 * (draw_scheme): 1 for rounds created before this, HMAC(seed, "game:issue");
 * 2 for later ones, HMAC(seed, "game:issue:betsRoot"). Old rounds keep
 * verifying under their own formula.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("rounds").addColumn("bets_root", "text").execute();
  await db.schema.alterTable("rounds").addColumn("draw_scheme", "integer", (c) => c.notNull().defaultTo(1)).execute();
}
