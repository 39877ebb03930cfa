import type { CreateTableBuilder, Kysely } from "kysely";

/**
 * Deposit channels: where a player sends the money before asking for the
 * credit (an operator's bank account, or a USDT address on one network).
 * FROZEN once released, like the ones before; it imports nothing from the
 * application. A channel with requests is switched off (active 0), never deleted.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const autoId = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    dialect === "sqlite"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("deposit_channels")
    .$call(autoId)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("bank_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("branch", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("holder", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("account_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("network", "text")
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    // ["TWD","USDT",...]
    .addColumn("currencies_json", "text", (c) => c.notNull())
    .addColumn("min_minor", "bigint", (c) => c.notNull())
    .addColumn("max_minor", "bigint", (c) => c.notNull())
    // {"en": "...", "tw": "..."}
    .addColumn("instructions_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}
