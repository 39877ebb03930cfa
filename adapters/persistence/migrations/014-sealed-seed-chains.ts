import type { Kysely } from "kysely";

/**
 * Seed chains keep their secret sealed (AES-256-GCM under a key that is never
 * in the database): sealed_top. Chains stored before this hold their top seed
 * in top_seed; the server seals those at start (prepareSeedChains) and blanks
 * top_seed, so from then on a copy of the database yields no future draw.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("seed_chains").addColumn("sealed_top", "text", (c) => c.notNull().defaultTo("")).execute();
}
