import type { Kysely } from "kysely";

/**
 * The forgotten-password links staff issue (issue 38): one row per link, the
 * token kept only as its SHA-256 (unique), valid until expires_at_ms, once
 * (used_at_ms), unless a newer link for the player voided it (voided_at_ms).
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("password_reset_links")
    .$call((table) =>
      dialect === "sqlite"
        ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity()),
    )
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("issued_by", "bigint", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .addColumn("used_at_ms", "bigint")
    .addColumn("voided_at_ms", "bigint")
    .execute();
  // Issuing a link voids the player's earlier ones.
  await db.schema.createIndex("password_reset_links_user").on("password_reset_links").columns(["user_id", "created_at_ms"]).execute();
}
