import { sql, type Kysely } from "kysely";

/**
 * Settling a bet inserts its result instead of rewriting its row.
 *
 * Settling updated status, hit, payout_minor and settled_at_ms of the bet.
 * Three of those columns appear in indexes (bets_unsettled and bets_recent_wins
 * in their predicates, bets_user_settled_at as a key), so on PostgreSQL no such
 * update could be HOT: every settled bet wrote a new version of its row and an
 * entry in each of the table's eight indexes. Measured on 100,000 bets (psql),
 * one 5,000-bet chunk took 180 to 220 ms as an UPDATE, and 55 to 62 ms as the
 * DELETE from open_bets and the INSERT into bet_results below.
 *
 * - bets keeps what a bet is when it is placed, and never changes after.
 * - open_bets (game_id, issue, bet_id): the bets not settled yet, written with
 *   the bet and deleted when it is settled. It replaces the partial index
 *   bets_unsettled and answers the same questions as cheaply (a round's next
 *   chunk, its count, the settled rounds that still hold one), because it only
 *   ever holds the open rounds' bets. Deleting the row is settlement's
 *   compare-and-set: a second settler of the same bet waits for the first, then
 *   finds the row gone and skips the bet.
 * - bet_results (bet_id, user_id, play_type, stake_minor, odds_hundredths,
 *   hit, payout_minor, settled_at_ms): one row per settled bet, inserted once.
 *   The owner, the play, the stake and the odds are copied from the bet (which
 *   never changes), so that a result can be checked on its own and what
 *   settlement writes after the results (payouts, profit lines, win notices)
 *   and the turnover sums read this table alone: joined back to bets on
 *   PostgreSQL, right after their insert and before any ANALYZE, the profit
 *   lines and the notices took 3 and 10 times as long as before. The
 *   recent-wins index is partial on hit = 1. No foreign key to bets
 *   on purpose: its only writer inserts rows selected from bets in the same
 *   statement, bets are never deleted, and on PostgreSQL the per-row check
 *   cost 30 to 50 ms per 5,000-bet chunk, as much as the insert itself.
 *
 * Existing rows move: unsettled bets into open_bets, settled ones' results into
 * bet_results; then the settlement columns and their indexes go. Every server
 * must run this version or later once it has run (older ones write those
 * columns). PostgreSQL's order_context (017) is replaced by the same function
 * reading each earlier bet with its result.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("open_bets")
    .addColumn("game_id", "bigint", (c) => c.notNull())
    .addColumn("issue", "text", (c) => c.notNull())
    .addColumn("bet_id", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("open_bets_pk", ["game_id", "issue", "bet_id"])
    // SQLite: the primary key is the table (one b-tree instead of a table and an index).
    .$call((table) => (dialect === "sqlite" ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  await db.schema
    .createTable("bet_results")
    // SQLite: `integer primary key` is the rowid, so a lookup by bet id is the table itself.
    .addColumn("bet_id", dialect === "sqlite" ? "integer" : "bigint", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull())
    .addColumn("play_type", "integer", (c) => c.notNull())
    .addColumn("stake_minor", "bigint", (c) => c.notNull())
    .addColumn("odds_hundredths", "integer", (c) => c.notNull())
    .addColumn("hit", "integer", (c) => c.notNull())
    .addColumn("payout_minor", "bigint", (c) => c.notNull())
    .addColumn("settled_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // Turnover: a player's settled stakes in a time range.
  await db.schema.createIndex("bet_results_user_settled").on("bet_results").columns(["user_id", "settled_at_ms"]).execute();
  // The feed of recent wins, newest first. Queries must spell hit = 1 with a literal.
  await db.schema
    .createIndex("bet_results_wins")
    .on("bet_results")
    .columns(["settled_at_ms", "bet_id"])
    .where(sql.ref("hit"), "=", sql.lit(1))
    .execute();

  await sql`insert into open_bets (game_id, issue, bet_id) select game_id, issue, id from bets where status = 0`.execute(db);
  await sql`
    insert into bet_results (bet_id, user_id, play_type, stake_minor, odds_hundredths, hit, payout_minor, settled_at_ms)
    select id, user_id, play_type, stake_minor, odds_hundredths, hit, payout_minor, settled_at_ms from bets where status = 1`.execute(db);

  for (const index of ["bets_unsettled", "bets_recent_wins", "bets_user_settled_at"]) await db.schema.dropIndex(index).execute();
  // A round's bets in id order (its bets root is read in keyset pages of them):
  // on PostgreSQL, bets_round (game_id, issue) held them in no particular order,
  // so every page read and sorted all of the round's bets after it.
  await db.schema.createIndex("bets_round_id").on("bets").columns(["game_id", "issue", "id"]).execute();
  await db.schema.dropIndex("bets_round").execute();
  for (const column of ["status", "hit", "payout_minor", "settled_at_ms"]) await db.schema.alterTable("bets").dropColumn(column).execute();

  if (dialect === "postgres") await replaceOrderContext(db);
}

/** 017's function, with each earlier bet of the round read together with its result (none while it is open). */
async function replaceOrderContext(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function order_context(p_user bigint, p_room bigint, p_issue text, p_available text, p_locked text, p_withdrawing text)
    returns table (locked boolean, user_row json, balances json, room_row json, round_row json, earlier json, limits json, player json)
    language plpgsql volatile as $fn$
    begin
      perform 1 from accounts where id = p_available for update;
      if not found then
        return query select false, null::json, null::json, null::json, null::json, null::json, null::json, null::json;
        return;
      end if;
      return query
        with rm as (
          select r.*, g.id as g_id, g.name as g_name, g.on_sale as g_on_sale, g.sort_order as g_sort_order
          from rooms r left join games g on g.id = r.game_id where r.id = p_room
        ), rnd as (
          select * from rounds where game_id = (select g_id from rm) and issue = p_issue for share
        ), earlier as (
          select b.*, res.hit, res.payout_minor, res.settled_at_ms
          from bets b left join bet_results res on res.bet_id = b.id
          where b.user_id = p_user and b.game_id = (select g_id from rm) and b.issue = p_issue
        )
        select
          true,
          (select row_to_json(u) from users u where u.id = p_user),
          (select json_agg(json_build_array(a.id, a.balance_minor)) from accounts a where a.id in (p_available, p_locked, p_withdrawing)),
          (select row_to_json(rm) from rm),
          (select row_to_json(rnd) from rnd),
          (select json_agg(e order by e.id) from earlier e),
          (select json_agg(l) from protection_limits l where l.user_id = p_user),
          (select row_to_json(p) from player_protection p where p.user_id = p_user);
    end
    $fn$`.execute(db);
}
