import type { Kysely } from "kysely";

/**
 * What lets an operator match a deposit to money that really arrived: the
 * channel the player paid through, the payer's reference (their account name
 * and last digits, or a USDT transaction hash), an optional receipt image, and
 * the hashes already credited. A hash is credited once only: the primary key of
 * credited_tx_hashes decides between two operators approving twins at once.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("deposit_requests").addColumn("channel_id", "bigint").execute();
  await db.schema.alterTable("deposit_requests").addColumn("reference", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("deposit_requests").addColumn("tx_hash", "text").execute();
  // The queue's "reference already used by an approved deposit" warning looks references up.
  await db.schema.createIndex("deposit_requests_reference").on("deposit_requests").columns(["reference", "status"]).execute();

  await db.schema
    .createTable("credited_tx_hashes")
    .addColumn("tx_hash", "text", (c) => c.primaryKey())
    .addColumn("deposit_id", "bigint", (c) => c.notNull())
    .addColumn("credited_at_ms", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("deposit_receipts")
    .addColumn("deposit_id", "bigint", (c) => c.primaryKey())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("bytes", dialect === "sqlite" ? "blob" : "bytea", (c) => c.notNull())
    .addColumn("uploaded_at_ms", "bigint", (c) => c.notNull())
    .execute();
}
