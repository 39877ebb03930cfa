import type { CreateTableBuilder, Kysely } from "kysely";

/**
 * The support desk (issue 38): one conversation per player or guest, its
 * messages numbered 1, 2, 3... within it (unique per conversation; the
 * conversation row keeps the latest number, taken under its row lock), and
 * the desk's mutes (one per player or address). Messages carry the client
 * address for the pace per address, and an optional image id for uploads.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("support_conversations")
    .$call(autoId)
    .addColumn("owner_user_id", "bigint", (c) => c.references("users.id"))
    .addColumn("owner_guest_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("assignee_id", "bigint")
    .addColumn("last_seq", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("customer_read_seq", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("staff_read_seq", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("waiting_since_ms", "bigint")
    .addColumn("left_while_closed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("updated_at_ms", "bigint", (c) => c.notNull())
    .addColumn("closed_at_ms", "bigint")
    .execute();
  // One conversation per player and per guest (NULLs, the other kind of owner, do not collide).
  await db.schema.createIndex("support_conversations_user").on("support_conversations").column("owner_user_id").unique().execute();
  await db.schema.createIndex("support_conversations_guest").on("support_conversations").column("owner_guest_id").unique().execute();
  await db.schema.createIndex("support_conversations_waiting").on("support_conversations").columns(["status", "waiting_since_ms"]).execute();
  await db.schema.createIndex("support_conversations_updated").on("support_conversations").columns(["status", "updated_at_ms"]).execute();

  await db.schema
    .createTable("support_messages")
    .$call(autoId)
    .addColumn("conversation_id", "bigint", (c) => c.notNull().references("support_conversations.id"))
    .addColumn("seq", "bigint", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("side", "text", (c) => c.notNull())
    .addColumn("author_id", "bigint")
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("image_id", "bigint")
    .addColumn("left_while_closed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("address", "text")
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("support_messages_seq").on("support_messages").columns(["conversation_id", "seq"]).unique().execute();
  // The pace: a player's messages in the last minute, and an address's.
  await db.schema.createIndex("support_messages_author_time").on("support_messages").columns(["author_id", "created_at_ms"]).execute();
  await db.schema.createIndex("support_messages_address_time").on("support_messages").columns(["address", "created_at_ms"]).execute();

  await db.schema
    .createTable("support_mutes")
    .addColumn("target_kind", "text", (c) => c.notNull())
    .addColumn("target_key", "text", (c) => c.notNull())
    .addColumn("until_ms", "bigint", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("operator_id", "bigint", (c) => c.notNull())
    .addColumn("at_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("support_mutes_pk", ["target_kind", "target_key"])
    .execute();
}
