import { sql, type Kysely } from "kysely";

/**
 * PostgreSQL: order_context also reads the stake transfer an earlier attempt of
 * the same request wrote (its idempotency key), so that a bet sent with a
 * request id, as the web client sends every bet, waits for two answers and not
 * three.
 *
 * A bet with a request id first looked its transfer up (is this a retry of an
 * order already placed?) in a statement of its own, then read its context:
 * one more round trip in every such bet: with `npm run bench` sending request
 * ids, 745 and 764 bets a second on PostgreSQL before this, 842 and 856 after
 * (alternating runs on a 2-core machine; the server's CPU a bet 1.08-1.10 ms
 * before, 0.97-1.00 after, PostgreSQL's 1.09 before, 0.97-1.00 after). The
 * lookup now rides in the function: after the player's lock,
 * like the other reads, so a retry that arrives while its first attempt is
 * still committing waits for it and finds its transfer instead of failing on
 * the transfer's key and looking again.
 *
 * A new overload with the request's transfer id as its seventh argument and
 * the transfer as an eighth column; the six-argument function of 018 stays for
 * servers of the previous version while several run on one database.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`
    create function order_context(p_user bigint, p_room bigint, p_issue text, p_available text, p_locked text, p_withdrawing text, p_request_transfer text)
    returns table (locked boolean, user_row json, balances json, room_row json, round_row json, earlier json, limits json, player json, request_transfer json)
    language plpgsql volatile as $fn$
    begin
      perform 1 from accounts where id = p_available for update;
      if not found then
        return query select false, null::json, null::json, null::json, null::json, null::json, null::json, null::json, null::json;
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
          (select row_to_json(t) from transfers t where t.id = p_request_transfer);
    end
    $fn$`.execute(db);
}
