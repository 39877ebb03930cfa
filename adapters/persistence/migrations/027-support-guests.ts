import type { Kysely } from "kysely";

/**
 * Guests of the support desk (issue 38): a visitor who is not signed in,
 * known by a cookie whose token is kept only as a hash (like sessions), with
 * the display name they chose, the address that started them (at most a few
 * guests per address a day) and when the cookie stops naming them. A player
 * signing in on the guest's device takes the conversation over and is noted
 * in `claimed_by_user_id` (the cookie names nobody from then on).
 * `support_conversations.owner_guest_id` (025) names `id`.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("support_guests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("address", "text")
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .addColumn("claimed_by_user_id", "bigint", (c) => c.references("users.id"))
    .addColumn("claimed_at_ms", "bigint")
    .execute();
  // The limit per address: guests an address started in the last day.
  await db.schema.createIndex("support_guests_address_time").on("support_guests").columns(["address", "created_at_ms"]).execute();
}
