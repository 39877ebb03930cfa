import type { Kysely } from "kysely";

/**
 * Images in support conversations (issue 38), kept in the database like
 * deposit receipts: one row per image, named by a random id (32 hex
 * characters) and typed by what its bytes showed. A message names its image:
 * 025 reserved `support_messages.image_id` as a number, which no message ever
 * set, so it is replaced by a text column that refers to the image.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("support_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conversation_id", "bigint", (c) => c.notNull().references("support_conversations.id"))
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("bytes", dialect === "sqlite" ? "blob" : "bytea", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("support_messages").dropColumn("image_id").execute();
  await db.schema
    .alterTable("support_messages")
    .addColumn("image_id", "text", (c) => c.references("support_images.id"))
    .execute();
}
