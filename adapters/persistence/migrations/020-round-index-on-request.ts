import { sql, type Kysely } from "kysely";

/**
 * PostgreSQL: bets_round_id (game_id, issue, id) serves only the queries that
 * ask for it, by naming its predicate `id > 0` (true of every bet).
 *
 * A bet reads the player's earlier bets of the round (order_context, user_id,
 * game_id and issue). Two indexes can answer that: bets_user_round (user_id,
 * game_id, issue), which finds the player's few bets, and bets_round_id, which
 * finds every bet of the round and then filters them by player. On a bets table
 * without statistics (a new database, or one that grew since autovacuum last
 * analyzed it) PostgreSQL estimates one row either way and took bets_round_id:
 * each bet then read all the bets of its round before it, so the cost of a bet
 * grew with the round. With 5,000 bets in a round it read 4,993 rows to find
 * 2, in 1.9 ms against 0.09 ms (EXPLAIN ANALYZE), and order_context was half
 * of PostgreSQL's CPU under `npm run bench` (perf). A partial index is only
 * considered for a query whose conditions imply its predicate, so with this
 * one the player's reads cannot use it, whatever the statistics say; the reads
 * of a whole round (leavesOfRound, ofRound, the team report) name it
 * (ROUND_INDEX in sql-helpers.ts).
 * SQLite keeps the full index: its planner, without statistics, prefers the
 * index that matches more equalities, which is bets_user_round.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await db.schema.dropIndex("bets_round_id").execute();
  await db.schema.createIndex("bets_round_id").on("bets").columns(["game_id", "issue", "id"]).where(sql.ref("id"), ">", sql.lit(0)).execute();
}
