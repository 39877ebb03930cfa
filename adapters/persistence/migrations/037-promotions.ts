import { sql, type Kysely } from "kysely";

/**
 * Promotions of the activity centre (issue 40): the operator's promotions (terms in five languages and the reward
 * as JSON), a red packet's pool as it stands, every claim (unique per promotion, player and day, where the day is
 * "" but for a daily check-in; and per client address where the promotion says so: the address column is null
 * otherwise, and nulls never collide), and each bonus's wagering requirement with the fold's checkpoint.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = (table: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("promotions")
    .$call(id)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("terms", "text", (c) => c.notNull())
    .addColumn("reward", "text", (c) => c.notNull())
    .addColumn("start_ms", "bigint", (c) => c.notNull())
    .addColumn("end_ms", "bigint", (c) => c.notNull())
    .addColumn("min_level", "integer", (c) => c.notNull())
    .addColumn("new_players_only", "integer", (c) => c.notNull())
    .addColumn("min_deposit_minor", "bigint", (c) => c.notNull())
    .addColumn("one_per_address", "integer", (c) => c.notNull())
    .addColumn("wagering_multiple", "integer", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("updated_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("promotions_status_end").on("promotions").columns(["status", "end_ms"]).execute();

  await db.schema
    .createTable("promotion_red_packets")
    .addColumn("promotion_id", "bigint", (c) => c.primaryKey().references("promotions.id"))
    .addColumn("remaining_minor", "bigint", (c) => c.notNull().check(sql`remaining_minor >= 0`))
    .addColumn("remaining_packets", "integer", (c) => c.notNull().check(sql`remaining_packets >= 0`))
    .execute();

  await db.schema
    .createTable("promotion_claims")
    .$call(id)
    .addColumn("promotion_id", "bigint", (c) => c.notNull().references("promotions.id"))
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("claim_day", "text", (c) => c.notNull())
    .addColumn("address_key", "text")
    .addColumn("amount_minor", "bigint", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addUniqueConstraint("promotion_claims_player", ["promotion_id", "user_id", "claim_day"])
    .addUniqueConstraint("promotion_claims_address", ["promotion_id", "address_key", "claim_day"])
    .execute();
  await db.schema.createIndex("promotion_claims_user").on("promotion_claims").columns(["user_id", "promotion_id"]).execute();

  await db.schema
    .createTable("wagering_requirements")
    .$call(id)
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("payout_key", "text", (c) => c.notNull().unique())
    .addColumn("bonus_minor", "bigint", (c) => c.notNull())
    .addColumn("multiple", "integer", (c) => c.notNull())
    .addColumn("required_minor", "bigint", (c) => c.notNull())
    .addColumn("outstanding_after_minor", "bigint", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wagering_requirements_user").on("wagering_requirements").columns(["user_id", "id"]).execute();
}
