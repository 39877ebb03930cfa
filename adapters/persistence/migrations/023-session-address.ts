import type { Kysely } from "kysely";

/**
 * Each session keeps the address it was signed in from, so that a player can
 * be told where and when they last signed in ("last signed in ... from ...").
 * Sessions from before have none. FROZEN once released, like the ones before;
 * it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("address", "text").execute();
  // The previous sign-in is the user's newest session before the current one.
  await db.schema.createIndex("sessions_user_created").on("sessions").columns(["user_id", "created_at_ms"]).execute();
}
