import { sql, type Kysely } from "kysely";

/**
 * Cheaper settlement and bet placement: indexes of `bets` that settling a bet
 * no longer rewrites. FROZEN once released, like the ones before: change the
 * schema with a new, higher-numbered migration. It imports nothing from the
 * application, so later changes cannot alter what it does.
 *
 * - bets_round_status (game_id, issue, status) changed with every settled bet
 *   (an index delete and insert). It becomes bets_round (game_id, issue), which
 *   settling never touches (a round's bets in id order), plus bets_unsettled
 *   (game_id, issue, id) WHERE status = 0: settling only deletes from it, and
 *   "the round's next unsettled bets by id" is a range read of exactly the chunk
 *   on both dialects. Queries must spell `status = 0` with a literal.
 * - bets_user_settled (user_id, settled_at_ms) held an entry for every unsettled
 *   bet (settled_at_ms null) that settling then moved. Partial on
 *   settled_at_ms IS NOT NULL: placing a bet writes no entry, settling one
 *   writes one. Turnover's `settled_at_ms >= ?` implies NOT NULL, so both
 *   planners still use it with bound parameters.
 * - transfers_kind (kind, user_id, at_ms) took an entry for every transfer, and
 *   a settled bet makes one or two, a placed bet one; its only reader is the
 *   deposits of a player in a time range. Partial on kind = 'deposit'
 *   (transfers_deposits): bets no longer write to it. Queries must spell the
 *   kind with a literal.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex("bets_round").on("bets").columns(["game_id", "issue"]).execute();
  await db.schema
    .createIndex("bets_unsettled")
    .on("bets")
    .columns(["game_id", "issue", "id"])
    .where(sql.ref("status"), "=", sql.lit(0))
    .execute();
  await db.schema.dropIndex("bets_round_status").execute();
  await db.schema
    .createIndex("bets_user_settled_at")
    .on("bets")
    .columns(["user_id", "settled_at_ms"])
    .where(sql.ref("settled_at_ms"), "is not", null)
    .execute();
  await db.schema.dropIndex("bets_user_settled").execute();
  await db.schema
    .createIndex("transfers_deposits")
    .on("transfers")
    .columns(["user_id", "at_ms"])
    .where(sql.ref("kind"), "=", sql.lit("deposit"))
    .execute();
  await db.schema.dropIndex("transfers_kind").execute();
}
