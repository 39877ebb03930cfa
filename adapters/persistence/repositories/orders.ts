import type { Selectable } from "kysely";
import { BET_REF_PREFIX, ORDER_BETS_REF_PREFIX, ORDER_TRANSFER_PREFIX, betRef, orderBetsRef, orderTransferId } from "../../../src/domain/betting/bet";
import { invariant } from "../../../src/domain/errors";
import { assertWellFormed, mayGoNegative, playerAccount } from "../../../src/domain/wallet/ledger";
import type { StoreTx } from "../../../src/ports/store";
import type { OrderContext, OrderRepository, OrderToWrite, OrderWritten } from "../../../src/ports/store/betting/orders";
import { dialectOf, type Executor } from "../dialect";
import type { BetsTable, GamesTable, RoomsTable, RoundsTable, TransfersTable, UsersTable } from "../schema";
import { toPlacedBet, toStakeInRound, type StakeRow } from "./bets";
import type { Game } from "../../../src/domain/games/game";
import { toGame, toRoom } from "./games";
import { hotPostgresStatement } from "./hot-sql";
import { coveredMoveCtes, ownerOf, toTransfer } from "./ledger";
import { toProtectionState, type LimitRow, type PlayerProtectionRow } from "./protection";
import { lockExposureRows, takeExposure } from "./round-exposure";
import { toRound } from "./rounds";
import { toUser } from "./users";

/** The repositories an order is read and written through on SQLite. */
type Parts = Pick<StoreTx, "users" | "ledger" | "protection" | "games" | "rounds" | "bets" | "fundLog" | "roomPresence">;

interface ContextRow {
  user_row: Selectable<UsersTable> | null;
  balances: [string, number][] | null;
  room_row: (Selectable<RoomsTable> & { g_id: number | null; g_name: string; g_on_sale: GamesTable["on_sale"]; g_sort_order: number }) | null;
  round_row: Selectable<RoundsTable> | null;
  /** Whole bets with their results (order_context of 017 and 021); only these columns are read. */
  earlier: StakeRow[] | null;
  limits: LimitRow[] | null;
  player: PlayerProtectionRow | null;
  request_transfer: Selectable<TransfersTable> | null;
  /** room_presence.seen_at_ms (order_context_in_room, migration 022); a bigint, read as a string by pg. */
  seen_at_ms: string | number | null;
}

/**
 * PostgreSQL: the player's lock and every read of the order's context in one
 * round trip, through the function order_context_in_room (migration 022: the
 * order_context of 017 and 021 with the request's transfer and the player's
 * presence in the room), which takes
 * the lock first and reads after it in a statement of its own, so the reads see
 * what the previous holder committed: their bets and balances. Rows come back
 * as JSON, whose numbers are the stored integers (bigint included: amounts stay
 * far below 2^53). The round is taken FOR SHARE, as rounds.lockForBet does.
 */
const orderContextPg = hotPostgresStatement<ContextRow & { locked: boolean }>("select * from order_context_in_room($1, $2, $3, $4, $5, $6, $7)");

/**
 * PostgreSQL: an accepted order's writes in one round trip instead of one per
 * bet, transfer and fund line. Data-modifying CTEs run in order of dependence:
 * the bets (ids assigned in the order given: `order by n`) and their open_bets
 * rows (o, migration 018), then the stake
 * transfer named from their ids, the debit only if the transfer row went in
 * (t) and the credit only if the debit took the money (d), the same CTEs as
 * ledger.transfer's statement (coveredMoveCtes), and a fund line per bet.
 * When the transfer's id is taken, the debit finds too little, or any part is
 * missing, the statement fails through refuse_order (migration 019), and the
 * transaction with it: the order is refused by PostgreSQL itself, so the
 * COMMIT sent right behind this statement (commitsAfter, hot-path-client.ts)
 * can never commit a refused order.
 * Names come from the domain's prefixes ($18-$20), so they are spelled in one place.
 */
const WRITE_ORDER_SQL = `
  with x as (
    select * from unnest(cast($1 as text[]), cast($2 as bigint[]), cast($3 as bigint[]), cast($4 as bigint[]), cast($5 as text[]),
                         cast($6 as integer[]), cast($7 as bigint[]), cast($8 as integer[]), cast($9 as bigint[]), cast($10 as bigint[]))
      with ordinality as x(order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms, follow_of_bet_id, n)
  ), b as (
    insert into bets (order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms, follow_of_bet_id)
    select order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms, follow_of_bet_id
    from x order by n
    returning *
  ), o as (
    insert into open_bets (game_id, issue, bet_id) select game_id, issue, id from b
  ), t as (
    insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms)
    select coalesce(cast($11 as text), $20 || min(id)), $12, $13, cast($14 as bigint), $15, cast($16 as bigint), $19 || string_agg(cast(id as text), ',' order by id), cast($17 as bigint)
    from b
    on conflict (id) do nothing
    returning id
  ), ${coveredMoveCtes({ from: "$12", to: "$13", amount: "$14", toOwner: "$21" })}, f as (
    insert into fund_log (user_id, type, quantity_minor, over_minor, mark, status, ref, created_at_ms)
    select l.user_id, l.type, l.quantity_minor, l.over_minor, l.mark, l.status, $18 || b.id, l.created_at_ms
    from unnest(cast($22 as text[]), cast($23 as bigint[]), cast($24 as integer[]), cast($25 as bigint[]), cast($26 as bigint[]),
                cast($27 as text[]), cast($28 as integer[]), cast($29 as bigint[]))
      with ordinality as l(order_no, user_id, type, quantity_minor, over_minor, mark, status, created_at_ms, n)
    join b on b.order_no = l.order_no
    order by l.n
    returning id
  ), n as (
    select (select count(*) from t) as inserted, (select count(*) from d) as debited, (select count(*) from c) as credited, (select count(*) from f) as lines
  )
  select (select json_agg(b order by b.id) from b) as bets,
         case when n.inserted = 0 then refuse_order('taken')
              when n.debited = 0 then refuse_order('insufficient')
              when n.credited <> 1 or n.lines <> cardinality(cast($22 as text[])) then refuse_order('partial')
              else 0 end as refused
  from n`;
const writeOrderPg = hotPostgresStatement<WrittenRow>(WRITE_ORDER_SQL, { commitsAfter: true });
/** The same statement in a shared transaction (shared-commit.ts): the group's COMMIT comes after every order of it. */
const writeOrderSharedPg = hotPostgresStatement<WrittenRow>(`${WRITE_ORDER_SQL}\n  -- shared commit`);

type WrittenRow = { bets: Selectable<BetsTable>[] };

/**
 * `shared`: the transaction is shared by several players' orders (Store.sharedTransaction on PostgreSQL), so the
 * order's write must not send the COMMIT behind it.
 */
export function orderRepository(db: Executor, parts: Parts, { shared }: { shared: boolean }): OrderRepository {
  return {
    async write(order) {
      checkOrder(order);
      // Before the stake shard (round-exposure.ts: the lock order); a breach is refused by the caller, rolling back.
      const first = order.bets[0]!;
      invariant(order.bets.every((bet) => bet.gameId === first.gameId && bet.issue === first.issue && bet.roomId === first.roomId), "an order's bets are of one room and round");
      const exposure = await takeExposure(db, { gameId: first.gameId, issue: first.issue, roomId: first.roomId, bets: order.bets });
      if (exposure !== null) return { exposure };
      if (dialectOf(db) !== "postgres") return composedWrite(parts, order);
      const { bets, fundLines, stake } = order;
      const column = <K extends keyof OrderToWrite["bets"][number]>(key: K) => bets.map((bet) => bet[key]);
      const line = <K extends keyof OrderToWrite["fundLines"][number]>(key: K) => fundLines.map((l) => l[key]);
      let written;
      try {
        written = await (shared ? writeOrderSharedPg : writeOrderPg)(db, [
          column("orderNo"), column("userId"), column("gameId"), column("roomId"), column("issue"),
          column("playType"), column("stakeMinor"), column("oddsHundredths"), column("placedAtMs"), column("followOfBetId"),
          stake.id, stake.fromAccount, stake.toAccount, stake.amountMinor, stake.kind, stake.userId, stake.atMs,
          BET_REF_PREFIX, ORDER_BETS_REF_PREFIX, ORDER_TRANSFER_PREFIX, ownerOf(stake.toAccount),
          column("orderNo"), line("userId"), line("type"), line("quantityMinor"), line("overMinor"),
          line("mark"), line("status"), line("createdAtMs"),
        ]);
      } catch (error) {
        const refused = orderRefusalOf(error);
        if (refused === "taken" || refused === "insufficient") return refused;
        invariant(refused !== "partial", "order written in part");
        throw error;
      }
      return { bets: (written.rows[0]!.bets ?? []).map(toPlacedBet) };
    },

    async lockExposure(orders) {
      if (dialectOf(db) !== "postgres") return;
      await lockExposureRows(db, orders.map((order) => ({ gameId: order.bets[0]!.gameId, issue: order.bets[0]!.issue, roomId: order.bets[0]!.roomId })));
    },

    async contextOf(userId, roomId, issue, requestTransferId) {
      if (dialectOf(db) !== "postgres") return composedContext(parts, userId, roomId, issue, requestTransferId);
      const accounts = [playerAccount(userId, "available"), playerAccount(userId, "locked"), playerAccount(userId, "withdrawing")] as const;
      const row = (await orderContextPg(db, [userId, roomId, issue, ...accounts, requestTransferId])).rows[0]!;
      // A player who has never had money has no account row to lock yet: the composed reads create it.
      if (!row.locked) return composedContext(parts, userId, roomId, issue, requestTransferId);
      const balance = (id: string) => Number(row.balances?.find(([account]) => account === id)?.[1] ?? 0);
      return {
        user: row.user_row ? toUser(row.user_row) : null,
        balances: { availableMinor: balance(accounts[0]), lockedMinor: balance(accounts[1]), withdrawingMinor: balance(accounts[2]) },
        protection: toProtectionState(row.limits ?? [], row.player ?? undefined),
        ...roomAndGame(row.room_row),
        round: row.round_row ? toRound(row.round_row) : null,
        earlierBets: (row.earlier ?? []).map(toStakeInRound),
        requestTransfer: row.request_transfer ? toTransfer(row.request_transfer) : null,
        roomSeenAtMs: row.seen_at_ms === null ? null : Number(row.seen_at_ms),
      };
    },
  };
}

/** The reason refuse_order (migration 019) gave for failing the order's statement, or null for any other error. */
function orderRefusalOf(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error) || error.code !== "P0001" || !(error instanceof Error)) return null;
  return /^order refused: (\w+)$/.exec(error.message)?.[1] ?? null;
}

/** The room row with its game's columns (g_*) split off; both null when there is no such room. */
function roomAndGame(row: ContextRow["room_row"]): Pick<OrderContext, "room" | "game"> {
  if (!row) return { room: null, game: null };
  const { g_id, g_name, g_on_sale, g_sort_order, ...room } = row;
  return { room: toRoom(room), game: g_id === null ? null : toGame({ id: g_id, name: g_name, on_sale: g_on_sale, sort_order: g_sort_order }) };
}

const withoutCap = ({ exposureCapMinor: _cap, ...game }: Game): Game => game;

/** An order has at least one bet, exactly one fund line per bet, and a stake transfer from an account that may not go negative. */
function checkOrder(order: OrderToWrite): void {
  assertWellFormed({ ...order.stake, id: order.stake.id ?? ORDER_TRANSFER_PREFIX, ref: ORDER_BETS_REF_PREFIX });
  invariant(!mayGoNegative(order.stake.fromAccount), "an order's stake comes from a player's own money");
  invariant(order.bets.length > 0 && order.fundLines.length === order.bets.length, "an order needs a fund line per bet");
  invariant(new Set(order.bets.map((bet) => bet.orderNo)).size === order.bets.length, "an order's bets need distinct order numbers");
}

/** The same writes one repository call at a time (SQLite: calls into the library, not round trips). */
async function composedWrite(parts: Parts, order: OrderToWrite): Promise<OrderWritten> {
  const bets = [];
  for (const bet of order.bets) bets.push(await parts.bets.insert(bet));
  const { id, ...stake } = order.stake;
  const ids = bets.map((bet) => bet.id);
  const outcome = await parts.ledger.transfer({ ...stake, id: id ?? orderTransferId(ids[0]!), ref: orderBetsRef(ids) });
  if (outcome === "insufficient") return "insufficient";
  if (outcome !== "created") return "taken";
  for (const [i, line] of order.fundLines.entries()) await parts.fundLog.insert({ ...line, ref: betRef(ids[i]!) });
  return { bets };
}

/** The same reads one repository call at a time: on SQLite each is a call into the library, not a round trip. */
async function composedContext(parts: Parts, userId: number, roomId: number, issue: string, requestTransferId: string | null): Promise<OrderContext> {
  const user = await parts.users.byId(userId);
  if (user) await parts.ledger.lockPlayer(user.id);
  const found = await parts.games.roomWithGame(roomId);
  // As on PostgreSQL (order_context_in_room reads no game cap): caps are the write's business (round-exposure.ts).
  const game = found?.game ? withoutCap(found.game) : null;
  return {
    user,
    balances: await parts.ledger.balancesOfUser(userId),
    protection: await parts.protection.stateOf(userId),
    room: found?.room ?? null,
    game,
    round: game ? await parts.rounds.lockForBet(game.id, issue) : null,
    earlierBets: game ? await parts.bets.stakesOfUserInRound(userId, game.id, issue) : [],
    requestTransfer: requestTransferId === null ? null : await parts.ledger.transferById(requestTransferId),
    roomSeenAtMs: await parts.roomPresence.seenAt(userId, roomId),
  };
}
