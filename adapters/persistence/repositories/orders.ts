import type { Selectable } from "kysely";
import { playerAccount } from "../../../src/domain/ledger";
import type { StoreTx } from "../../../src/ports/store";
import type { OrderContext, OrderRepository } from "../../../src/ports/store/orders";
import { dialectOf, type Executor } from "../dialect";
import type { BetsTable, GamesTable, RoomsTable, RoundsTable, UsersTable } from "../schema";
import { toBet } from "./bets";
import { toGame, toRoom } from "./games";
import { hotPostgresStatement } from "./hot-sql";
import { lockPlayerAccount } from "./ledger";
import { toProtectionState, type LimitRow, type PlayerProtectionRow } from "./protection";
import { toRound } from "./rounds";
import { toUser } from "./users";

/** The repositories an order's context is read through on SQLite. */
type Parts = Pick<StoreTx, "users" | "ledger" | "protection" | "games" | "rounds" | "bets">;

interface ContextRow {
  user_row: Selectable<UsersTable> | null;
  balances: [string, number][] | null;
  room_row: (Selectable<RoomsTable> & { g_id: number | null; g_name: string; g_on_sale: GamesTable["on_sale"]; g_sort_order: number }) | null;
  round_row: Selectable<RoundsTable> | null;
  earlier: Selectable<BetsTable>[] | null;
  limits: LimitRow[] | null;
  player: PlayerProtectionRow | null;
}

/**
 * PostgreSQL: every read of the order's context in one round trip, run after
 * the player's lock (a separate statement, so that this one's snapshot is
 * taken after the lock was granted and sees what the previous holder
 * committed: their bets and balances). Rows come back as JSON, whose numbers
 * are the stored integers (bigint included: amounts stay far below 2^53).
 * The round is taken FOR SHARE, as rounds.lockForBet does.
 */
const orderContextPg = hotPostgresStatement<ContextRow>(`
  with rm as (
    select r.*, g.id as g_id, g.name as g_name, g.on_sale as g_on_sale, g.sort_order as g_sort_order
    from rooms r left join games g on g.id = r.game_id where r.id = $2
  ), rnd as (
    select * from rounds where game_id = (select g_id from rm) and issue = $3 for share
  )
  select
    (select row_to_json(u) from users u where u.id = $1) as user_row,
    (select json_agg(json_build_array(a.id, a.balance_minor)) from accounts a where a.id in ($4, $5, $6)) as balances,
    (select row_to_json(rm) from rm) as room_row,
    (select row_to_json(rnd) from rnd) as round_row,
    (select json_agg(b order by b.id) from bets b where b.user_id = $1 and b.game_id = (select g_id from rm) and b.issue = $3) as earlier,
    (select json_agg(l) from protection_limits l where l.user_id = $1) as limits,
    (select row_to_json(p) from player_protection p where p.user_id = $1) as player`);

export function orderRepository(db: Executor, parts: Parts): OrderRepository {
  return {
    async contextOf(userId, roomId, issue) {
      if (dialectOf(db) !== "postgres") return composedContext(parts, userId, roomId, issue);
      // A player who has never had money has no account row to lock yet: the composed reads create it.
      if (!(await lockPlayerAccount(db, userId))) return composedContext(parts, userId, roomId, issue);
      const accounts = [playerAccount(userId, "available"), playerAccount(userId, "locked"), playerAccount(userId, "withdrawing")] as const;
      const row = (await orderContextPg(db, [userId, roomId, issue, ...accounts])).rows[0]!;
      const balance = (id: string) => Number(row.balances?.find(([account]) => account === id)?.[1] ?? 0);
      const { g_id, g_name, g_on_sale, g_sort_order, ...room } = row.room_row ?? ({} as NonNullable<ContextRow["room_row"]>);
      return {
        user: row.user_row ? toUser(row.user_row) : null,
        balances: { availableMinor: balance(accounts[0]), lockedMinor: balance(accounts[1]), withdrawingMinor: balance(accounts[2]) },
        protection: toProtectionState(row.limits ?? [], row.player ?? undefined),
        room: row.room_row ? toRoom(room as Selectable<RoomsTable>) : null,
        game: row.room_row && g_id !== null ? toGame({ id: g_id, name: g_name, on_sale: g_on_sale, sort_order: g_sort_order }) : null,
        round: row.round_row ? toRound(row.round_row) : null,
        earlierBets: (row.earlier ?? []).map(toBet),
      };
    },
  };
}

/** The same reads one repository call at a time: on SQLite each is a call into the library, not a round trip. */
async function composedContext(parts: Parts, userId: number, roomId: number, issue: string): Promise<OrderContext> {
  const user = await parts.users.byId(userId);
  if (user) await parts.ledger.lockPlayer(user.id);
  const found = await parts.games.roomWithGame(roomId);
  const game = found?.game ?? null;
  return {
    user,
    balances: await parts.ledger.balancesOfUser(userId),
    protection: await parts.protection.stateOf(userId),
    room: found?.room ?? null,
    game,
    round: game ? await parts.rounds.lockForBet(game.id, issue) : null,
    earlierBets: game ? await parts.bets.ofUserInRound(userId, game.id, issue) : [],
  };
}
