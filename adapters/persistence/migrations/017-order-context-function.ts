import { sql, type Kysely } from "kysely";

/**
 * PostgreSQL: order_context, the bet path's lock and reads in one round trip.
 * It locks the player's available account (their concurrent orders and every
 * other movement of their money wait), and only then reads the order's
 * context. Two statements inside one call, on purpose: at READ COMMITTED each
 * statement of a (volatile) PL/pgSQL function takes a new snapshot, so the
 * read sees what the previous holder of the lock committed (their bets, their
 * balances), which one statement holding both the lock and the reads would
 * not. The round is read FOR SHARE: its close (an update of the row) waits for
 * this bet, and a bet after the close reads it closed. `locked` false: the
 * player has no account row yet (nothing is read).
 * SQLite has no functions and needs none (one writer, no round trips).
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`
    create function order_context(p_user bigint, p_room bigint, p_issue text, p_available text, p_locked text, p_withdrawing text)
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
        )
        select
          true,
          (select row_to_json(u) from users u where u.id = p_user),
          (select json_agg(json_build_array(a.id, a.balance_minor)) from accounts a where a.id in (p_available, p_locked, p_withdrawing)),
          (select row_to_json(rm) from rm),
          (select row_to_json(rnd) from rnd),
          (select json_agg(b order by b.id) from bets b where b.user_id = p_user and b.game_id = (select g_id from rm) and b.issue = p_issue),
          (select json_agg(l) from protection_limits l where l.user_id = p_user),
          (select row_to_json(p) from player_protection p where p.user_id = p_user);
    end
    $fn$`.execute(db);
}
