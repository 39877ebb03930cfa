import { sql, type Kysely } from "kysely";

/**
 * PostgreSQL: refuse_order(reason), which fails the statement that calls it
 * with "order refused: <reason>" (SQLSTATE P0001), and with it the transaction.
 * The order's single statement (orders.write) calls it when the order cannot
 * stand: its stake transfer's id is taken, the player's money does not cover
 * the stake, or part of it was not written. The transaction is then lost
 * before its COMMIT arrives, so the server may send that COMMIT right behind
 * the statement without waiting for its answer (hot-path-client.ts): a refused
 * order is never committed. Volatile, so that it runs only when a CASE
 * reaches it (an immutable call with constant arguments could be folded
 * ahead, at planning).
 * SQLite needs none (no round trips; the order's statements are checked as they go).
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`
    create function refuse_order(reason text) returns integer language plpgsql volatile as $fn$
    begin
      raise exception using errcode = 'P0001', message = 'order refused: ' || reason;
    end
    $fn$`.execute(db);
}
