import type { Kysely } from "kysely";

/**
 * Login throttling by account-and-address pair, per account, and per address
 * counting the distinct accounts it tried: an address key's failures now say
 * which account they were for (`detail`). FROZEN once released, like the ones
 * before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("login_attempts").addColumn("detail", "text").execute();
}
