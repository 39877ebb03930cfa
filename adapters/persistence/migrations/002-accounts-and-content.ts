import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * Sessions, captchas, login throttling, operator content, and the index behind
 * the home page's feed of recent wins. FROZEN once released, like 001: change
 * the schema with a new, higher-numbered migration. It imports nothing from the
 * application, so later changes cannot alter what it does.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable("sessions")
    // The hash of the bearer token; the token itself is never stored.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("last_seen_at_ms", "bigint", (c) => c.notNull())
    .addColumn("revoked", "integer", flag)
    .execute();
  // revokeAllOfUser.
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("captchas")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // The purge of expired challenges.
  await db.schema.createIndex("captchas_expires").on("captchas").column("expires_at_ms").execute();

  await db.schema
    .createTable("login_attempts")
    .$call(autoId)
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("at_ms", "bigint", (c) => c.notNull())
    .execute();
  // Counting a key's failures in a window, and clearing a key.
  await db.schema.createIndex("login_attempts_key_time").on("login_attempts").columns(["key", "at_ms"]).execute();
  // The purge of old failures of every key.
  await db.schema.createIndex("login_attempts_time").on("login_attempts").column("at_ms").execute();

  await db.schema
    .createTable("banners")
    .$call(autoId)
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("link_url", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("article_tabs")
    .$call(autoId)
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("article_tabs_lang").on("article_tabs").columns(["lang", "sort_order"]).execute();

  await db.schema
    .createTable("articles")
    .$call(autoId)
    .addColumn("tab_id", "bigint", (c) => c.notNull().references("article_tabs.id"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content_html", "text", (c) => c.notNull())
    .addColumn("is_top", "integer", flag)
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("articles_lang_time").on("articles").columns(["lang", "created_at_ms"]).execute();
  await db.schema.createIndex("articles_tab").on("articles").column("tab_id").execute();

  await db.schema
    .createTable("announcements")
    .$call(autoId)
    // null: for every language.
    .addColumn("lang", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("announcements_lang_time").on("announcements").columns(["lang", "created_at_ms"]).execute();

  await db.schema
    .createTable("messages")
    .$call(autoId)
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("read_at_ms", "bigint")
    .execute();
  await db.schema.createIndex("messages_user_time").on("messages").columns(["user_id", "created_at_ms"]).execute();

  // The feed of recent wins: winning settled bets by settlement time. Partial,
  // so it holds only the wins; queries must spell the predicate with literals
  // (not bound parameters) for either planner to use it.
  await db.schema
    .createIndex("bets_recent_wins")
    .on("bets")
    .columns(["settled_at_ms", "id"])
    .where(sql.ref("status"), "=", 1)
    .where(sql.ref("hit"), "=", 1)
    .execute();
}
