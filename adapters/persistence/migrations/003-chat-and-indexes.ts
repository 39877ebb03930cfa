import { sql, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * Room chat, and two indexes of hot reads that were missing. FROZEN once
 * released, like 001 and 002: change the schema with a new, higher-numbered
 * migration. It imports nothing from the application, so later changes cannot
 * alter what it does.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("chat_messages")
    .$call(autoId)
    .addColumn("room_id", "bigint", (c) => c.notNull().references("rooms.id"))
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // A room's latest messages.
  await db.schema.createIndex("chat_messages_room").on("chat_messages").columns(["room_id", "id"]).execute();
  // The rate limit: a player's messages in a window, and their latest one.
  await db.schema.createIndex("chat_messages_user_time").on("chat_messages").columns(["user_id", "created_at_ms"]).execute();

  // rounds.unfinished: the few rounds of a game not settled yet. rounds_status
  // (game_id, status, open_at_ms) cannot serve "status <> 'settled'" beyond the
  // game_id prefix, so every tick read the whole history of the game. Partial,
  // so it holds only unsettled rounds; the query must spell the predicate with
  // a literal (not a bound parameter) for either planner to use it.
  await db.schema
    .createIndex("rounds_unfinished")
    .on("rounds")
    .columns(["game_id", "open_at_ms", "issue"])
    .where(sql.ref("status"), "<>", sql.lit("settled"))
    .execute();

  // bets.ofUserInRound (every bet placed reads it): the player's bets of one round.
  await db.schema.createIndex("bets_user_round").on("bets").columns(["user_id", "game_id", "issue"]).execute();
}
