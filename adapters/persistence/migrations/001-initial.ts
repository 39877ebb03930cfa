import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * The initial schema. FROZEN: once released, never edit this file; change the
 * schema with a new, higher-numbered migration. It deliberately imports nothing
 * from the application (not even schema.ts), so later changes cannot alter what
 * it does.
 *
 * One file for both dialects. The differences are confined to `id` columns:
 * SQLite's rowid alias must be spelled exactly `integer primary key`, while
 * PostgreSQL gets a 64-bit identity column.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());
  // Booleans are 0/1 integers on both dialects (SQLite has no boolean type).
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable("users")
    .$call(autoId)
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("username_key", "text", (c) => c.notNull())
    .addColumn("nickname", "text", (c) => c.notNull())
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("group_id", "integer", (c) => c.notNull())
    .addColumn("inviter_id", "bigint", (c) => c.references("users.id"))
    .addColumn("is_simulated", "integer", flag)
    .addColumn("security_code_hash", "text")
    .addColumn("security_code_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("security_code_locked_until_ms", "bigint")
    .addColumn("water_limit_percent", "integer", (c) => c.notNull())
    .addColumn("buy_banned", "integer", flag)
    .addColumn("chat_banned", "integer", flag)
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // Case-insensitive uniqueness without collation differences between dialects.
  await db.schema.createIndex("users_username_key").unique().on("users").column("username_key").execute();
  await db.schema.createIndex("users_inviter").on("users").columns(["inviter_id", "created_at_ms"]).execute();

  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.references("users.id"))
    .addColumn("balance_minor", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("accounts_user").on("accounts").column("user_id").execute();

  await db.schema
    .createTable("transfers")
    // The primary key is the idempotency key: it is what makes a retried transfer harmless.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("from_account", "text", (c) => c.notNull())
    .addColumn("to_account", "text", (c) => c.notNull())
    .addColumn("amount_minor", "bigint", (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "bigint")
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("transfers_user_time").on("transfers").columns(["user_id", "at_ms"]).execute();
  await db.schema.createIndex("transfers_kind").on("transfers").columns(["kind", "user_id", "at_ms"]).execute();

  await db.schema
    .createTable("games")
    .addColumn("id", "bigint", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("on_sale", "integer", flag)
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("rooms")
    .$call(autoId)
    .addColumn("game_id", "bigint", (c) => c.notNull().references("games.id"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("join_limit_minor", "bigint", (c) => c.notNull())
    .addColumn("min_stake_minor", "bigint", (c) => c.notNull())
    .addColumn("max_stake_minor", "bigint", (c) => c.notNull())
    .addColumn("max_round_stake_minor", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rooms_game").on("rooms").column("game_id").execute();

  await db.schema
    .createTable("room_odds")
    .addColumn("room_id", "bigint", (c) => c.notNull().references("rooms.id"))
    .addColumn("play_type", "integer", (c) => c.notNull())
    .addColumn("odds_hundredths", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_odds_pk", ["room_id", "play_type"])
    .execute();

  await db.schema
    .createTable("seed_chains")
    .$call(autoId)
    .addColumn("game_id", "bigint", (c) => c.notNull().references("games.id"))
    .addColumn("top_seed", "text", (c) => c.notNull())
    .addColumn("length", "integer", (c) => c.notNull())
    .addColumn("anchor", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("seed_chains_game").on("seed_chains").columns(["game_id", "id"]).execute();

  await db.schema
    .createTable("rounds")
    .addColumn("game_id", "bigint", (c) => c.notNull().references("games.id"))
    .addColumn("issue", "text", (c) => c.notNull())
    .addColumn("open_at_ms", "bigint", (c) => c.notNull())
    .addColumn("close_at_ms", "bigint", (c) => c.notNull())
    .addColumn("draw_at_ms", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('open', 'closed', 'drawn', 'settled')`))
    .addColumn("chain_id", "bigint", (c) => c.notNull().references("seed_chains.id"))
    .addColumn("chain_index", "integer", (c) => c.notNull())
    .addColumn("commitment", "text", (c) => c.notNull())
    .addColumn("revealed_seed", "text")
    .addColumn("d1", "integer")
    .addColumn("d2", "integer")
    .addColumn("d3", "integer")
    .addPrimaryKeyConstraint("rounds_pk", ["game_id", "issue"])
    .execute();
  await db.schema.createIndex("rounds_status").on("rounds").columns(["game_id", "status", "open_at_ms"]).execute();
  await db.schema.createIndex("rounds_open").on("rounds").columns(["game_id", "open_at_ms"]).execute();
  await db.schema.createIndex("rounds_draw").on("rounds").columns(["game_id", "draw_at_ms"]).execute();
  await db.schema.createIndex("rounds_chain").on("rounds").columns(["game_id", "chain_id", "chain_index"]).execute();

  await db.schema
    .createTable("bets")
    .$call(autoId)
    .addColumn("order_no", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("game_id", "bigint", (c) => c.notNull())
    .addColumn("room_id", "bigint", (c) => c.notNull().references("rooms.id"))
    .addColumn("issue", "text", (c) => c.notNull())
    .addColumn("play_type", "integer", (c) => c.notNull())
    .addColumn("stake_minor", "bigint", (c) => c.notNull())
    .addColumn("odds_hundredths", "integer", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hit", "integer", flag)
    .addColumn("payout_minor", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("placed_at_ms", "bigint", (c) => c.notNull())
    .addColumn("settled_at_ms", "bigint")
    .addColumn("follow_of_bet_id", "bigint", (c) => c.references("bets.id"))
    .addForeignKeyConstraint("bets_round", ["game_id", "issue"], "rounds", ["game_id", "issue"])
    .execute();
  await db.schema.createIndex("bets_round_status").on("bets").columns(["game_id", "issue", "status"]).execute();
  await db.schema.createIndex("bets_user_placed").on("bets").columns(["user_id", "placed_at_ms"]).execute();
  await db.schema.createIndex("bets_room_placed").on("bets").columns(["room_id", "placed_at_ms"]).execute();
  // Turnover: the user's settled stakes in a time range.
  await db.schema.createIndex("bets_user_settled").on("bets").columns(["user_id", "settled_at_ms"]).execute();

  await db.schema
    .createTable("fund_log")
    .$call(autoId)
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("quantity_minor", "bigint", (c) => c.notNull())
    .addColumn("over_minor", "bigint", (c) => c.notNull())
    .addColumn("mark", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("fund_log_user_time").on("fund_log").columns(["user_id", "created_at_ms"]).execute();
  await db.schema
    .createIndex("fund_log_user_type_time")
    .on("fund_log")
    .columns(["user_id", "type", "created_at_ms"])
    .execute();

  await db.schema
    .createTable("deposit_requests")
    .$call(autoId)
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("amount_minor", "bigint", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("remark", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("reviewed_at_ms", "bigint")
    // No foreign key: requests are created before their fund log entry (0 until set).
    .addColumn("fund_log_id", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("deposit_requests_status").on("deposit_requests").columns(["status", "id"]).execute();
  await db.schema
    .createIndex("deposit_requests_user")
    .on("deposit_requests")
    .columns(["user_id", "created_at_ms"])
    .execute();

  await db.schema
    .createTable("withdrawal_requests")
    .$call(autoId)
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("amount_minor", "bigint", (c) => c.notNull())
    .addColumn("payout_type", "integer", (c) => c.notNull())
    .addColumn("payout_acc", "text", (c) => c.notNull())
    .addColumn("payout_acc_name", "text", (c) => c.notNull())
    .addColumn("payout_acc_bank", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("remark", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("reviewed_at_ms", "bigint")
    .addColumn("fund_log_id", "bigint", (c) => c.notNull())
    .execute();
  // At most one withdrawal under review per user, enforced by the database so
  // that two concurrent requests cannot both get in.
  await db.schema
    .createIndex("withdrawal_requests_one_pending")
    .unique()
    .on("withdrawal_requests")
    .column("user_id")
    .where(sql.ref("status"), "=", 0)
    .execute();
  await db.schema
    .createIndex("withdrawal_requests_status")
    .on("withdrawal_requests")
    .columns(["status", "id"])
    .execute();
  await db.schema
    .createIndex("withdrawal_requests_user")
    .on("withdrawal_requests")
    .columns(["user_id", "created_at_ms"])
    .execute();

  await db.schema
    .createTable("payout_methods")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("acc", "text", (c) => c.notNull())
    .addColumn("acc_name", "text", (c) => c.notNull())
    .addColumn("acc_bank", "text", (c) => c.notNull())
    .addColumn("mark", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("payout_methods_pk", ["user_id", "type"])
    .execute();

  await db.schema
    .createTable("win_notices")
    .$call(autoId)
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("game_id", "bigint", (c) => c.notNull().references("games.id"))
    .addColumn("issue", "text", (c) => c.notNull())
    .addColumn("profit_minor", "bigint", (c) => c.notNull())
    .addColumn("seen", "integer", flag)
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addUniqueConstraint("win_notices_round", ["user_id", "game_id", "issue"])
    .execute();
  await db.schema.createIndex("win_notices_unseen").on("win_notices").columns(["user_id", "seen", "id"]).execute();
}
