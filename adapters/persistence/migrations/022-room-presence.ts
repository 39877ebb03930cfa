import { sql, type Kysely } from "kysely";

/**
 * Room presence: when each player was last seen in each room (a heart poll
 * naming it, its live stream held open, an entry or a bet), so that a room's
 * join_limit is checked when the player enters and not again while they stay
 * (issue 37, item 19). In the store, not in a server's memory, so that it
 * survives a restart and every server process on one database reads the same.
 * One row per player and room, rewritten as the player stays (about once a
 * minute: PRESENCE_REFRESH_MS), never moved back.
 *
 * PostgreSQL: order_context_in_room is order_context (021) with the player's
 * presence in the room as a tenth column, so that a bet still reads everything
 * it judges by in one round trip. A new name, since an overload must differ in
 * its arguments; the functions of 018 and 021 stay for servers of the previous
 * version while several run on one database.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("room_presence")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("room_id", "bigint", (c) => c.notNull())
    .addColumn("seen_at_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_presence_pk", ["user_id", "room_id"])
    .execute();
  if (dialect !== "postgres") return;
  await sql`
    create function order_context_in_room(p_user bigint, p_room bigint, p_issue text, p_available text, p_locked text, p_withdrawing text, p_request_transfer text)
    returns table (locked boolean, user_row json, balances json, room_row json, round_row json, earlier json, limits json, player json, request_transfer json, seen_at_ms bigint)
    language plpgsql volatile as $fn$
    begin
      perform 1 from accounts where id = p_available for update;
      if not found then
        return query select false, null::json, null::json, null::json, null::json, null::json, null::json, null::json, null::json, null::bigint;
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
          (select row_to_json(p) from player_protection p where p.user_id = p_user),
          (select row_to_json(t) from transfers t where t.id = p_request_transfer),
          (select rp.seen_at_ms from room_presence rp where rp.user_id = p_user and rp.room_id = p_room);
    end
    $fn$`.execute(db);
}
