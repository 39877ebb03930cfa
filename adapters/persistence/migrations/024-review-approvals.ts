import type { Kysely } from "kysely";

/**
 * Four-eyes on large deposits and withdrawals (issue 37, item 12): the first
 * approval of a request above the operator's threshold, which holds it until a
 * different operator confirms. One row per request: the primary key decides
 * between two first approvals at once. The request itself stays under review
 * (status 0) until the second approval, so the player's screens, the legacy
 * wire and the one-pending-withdrawal index are unchanged.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("review_first_approvals")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("request_id", "bigint", (c) => c.notNull())
    .addColumn("operator_id", "bigint", (c) => c.notNull())
    .addColumn("approved_at_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_first_approvals_pk", ["kind", "request_id"])
    .execute();
}
