import type { CreateTableBuilder, Kysely } from "kysely";

/**
 * The support desk's content (issue 38): quick replies (one per language and
 * shortcut) and the knowledge base the FAQ page shows, one row per article
 * and one per written language of it (a language left empty has no row).
 * The desk's hours and automatic replies stay in `settings`.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("support_quick_replies")
    .$call(autoId)
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("shortcut", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("updated_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // Two operators adding the same shortcut at once: the second insert fails instead of doubling it.
  await db.schema.createIndex("support_quick_replies_shortcut").on("support_quick_replies").columns(["lang", "shortcut"]).unique().execute();

  await db.schema
    .createTable("support_articles")
    .$call(autoId)
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addColumn("updated_at_ms", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("support_article_texts")
    .addColumn("article_id", "bigint", (c) => c.notNull().references("support_articles.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("support_article_texts_pk", ["article_id", "lang"])
    .execute();
}
