import type { Kysely } from "kysely";

/**
 * Web push (issue 39): the players' browser subscriptions (one row per player and endpoint: a shared phone may
 * hold two players' subscriptions), their notice toggles and chosen rooms, and the once-only claims that let
 * several server processes hear one event and send its notice once.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("push_subscriptions")
    .$call((table) =>
      dialect === "sqlite"
        ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity()),
    )
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addUniqueConstraint("push_subscriptions_user_endpoint", ["user_id", "endpoint"])
    .execute();
  // A gone endpoint is removed for every player that holds it.
  await db.schema.createIndex("push_subscriptions_endpoint").on("push_subscriptions").column("endpoint").execute();

  await db.schema
    .createTable("push_preferences")
    .addColumn("user_id", "bigint", (c) => c.primaryKey().references("users.id"))
    .addColumn("deposit", "integer", (c) => c.notNull())
    .addColumn("withdrawal", "integer", (c) => c.notNull())
    .addColumn("win", "integer", (c) => c.notNull())
    .addColumn("updated_at_ms", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("push_closing_rooms")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("room_id", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("push_closing_rooms_pk", ["user_id", "room_id"])
    .execute();
  await db.schema.createIndex("push_closing_rooms_room").on("push_closing_rooms").column("room_id").execute();

  await db.schema
    .createTable("push_claims")
    .addColumn("notice_key", "text", (c) => c.primaryKey())
    .addColumn("claimed_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_claims_at").on("push_claims").column("claimed_at_ms").execute();
}
