import type { Kysely } from "kysely";

/**
 * Each support conversation keeps the language its customer last wrote in, so
 * the console offers quick replies in it and staff answer in the language the
 * question came in. Conversations from before have none until their customer
 * writes again. FROZEN once released, like the ones before; it imports nothing
 * from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("support_conversations").addColumn("customer_lang", "text").execute();
}
