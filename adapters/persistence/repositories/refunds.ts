import { sql } from "kysely";
import { betRef, voidTransferId } from "../../../src/domain/betting/bet";
import { invariant } from "../../../src/domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../../../src/domain/wallet/fund-log";
import { playerAccount, stakesAccount, type StakesShard } from "../../../src/domain/wallet/ledger";
import type { RefundRepository } from "../../../src/ports/store";
import type { RefundChunkResult } from "../../../src/ports/store/rounds/refunds";
import type { Executor } from "../dialect";
import { checkLimit } from "./sql-helpers";

interface RefundedRow {
  readonly bet_id: number;
  readonly user_id: number;
  readonly stake_minor: number;
}

/**
 * Refunds of a void round, a chunk at a time (see RefundRepository). Voids are
 * rare and a chunk is small (the engine's VOID_REFUND_CHUNK_BETS), so this is
 * plain batched SQL, not settlement's tuned hot path; it keeps settlement's
 * guarantees all the same:
 *
 * 1. Take the chunk: DELETE the round's open_bets rows from the lowest id up to
 *    the `limit`-th, RETURNING the ids this transaction removed. That delete is
 *    the compare-and-set settlement's step 1 makes too: on PostgreSQL a second
 *    taker of the same row (a settlement chunk that started before the void, or a
 *    second refunder) waits for the first and then finds the row gone, so each
 *    bet gets a result or a refund, and from exactly one transaction.
 * 2. INSERT a bet_refunds row per bet (its primary key refuses a second refund
 *    outright) and a `void:bet<id>` transfer per bet (its primary key likewise).
 * 3. Credit each player's available money with their stakes (in user-id order),
 *    then debit each stakes shard by its bets' stakes, only if it holds them (in
 *    shard order): accounts are locked players first, shards after, the order a
 *    bet (available, then its shard) and settlement use, so no cycle.
 * 4. One refund fund line per bet in bet-id order, with the money after it.
 */
export function refundRepository(db: Executor): RefundRepository {
  return {
    async refundChunk(input) {
      const limit = checkLimit(input.limit);
      if (limit === 0) return { refundedBets: 0, refundedUsers: [] };
      const { gameId, issue } = input;
      const bound = await sql<{ highest: number | null }>`
        select max(bet_id) as highest from (
          select bet_id from open_bets where game_id = ${gameId} and issue = ${issue} order by bet_id limit ${limit}
        ) as c`.execute(db);
      const highest = bound.rows[0]?.highest ?? null;
      if (highest === null) return { refundedBets: 0, refundedUsers: [] };
      const opened = await sql<{ bet_id: number | string }>`
        delete from open_bets where game_id = ${gameId} and issue = ${issue} and bet_id <= ${highest} returning bet_id`.execute(db);
      const ids = opened.rows.map((row) => Number(row.bet_id)).sort((a, b) => a - b);
      if (ids.length === 0) return { refundedBets: 0, refundedUsers: [] };

      const refunded: RefundedRow[] = [];
      for (const part of batches(ids)) {
        const rows = await db
          .selectFrom("bets")
          .select(["id", "user_id", "stake_minor", "game_id", "issue"])
          .where("id", "in", part)
          .orderBy("id")
          .execute();
        invariant(rows.length === part.length && rows.every((row) => row.game_id === gameId && row.issue === issue), `refund of ${gameId}/${issue}: a bet without its row`);
        await db
          .insertInto("bet_refunds")
          .values(rows.map((row) => ({ bet_id: row.id, user_id: row.user_id, game_id: gameId, issue, stake_minor: row.stake_minor, refunded_at_ms: input.atMs })))
          .execute();
        await db
          .insertInto("transfers")
          .values(
            rows.map((row) => ({
              id: voidTransferId(row.id),
              from_account: stakesAccount(row.user_id),
              to_account: playerAccount(row.user_id, "available"),
              amount_minor: row.stake_minor,
              kind: "bet_refund",
              user_id: row.user_id,
              ref: betRef(row.id),
              at_ms: input.atMs,
            })),
          )
          .execute();
        refunded.push(...rows.map((row) => ({ bet_id: row.id, user_id: row.user_id, stake_minor: row.stake_minor })));
      }

      const byUser = new Map<number, number>();
      const byShard = new Map<StakesShard, number>();
      for (const row of refunded) {
        byUser.set(row.user_id, (byUser.get(row.user_id) ?? 0) + row.stake_minor);
        const shard = stakesAccount(row.user_id);
        byShard.set(shard, (byShard.get(shard) ?? 0) + row.stake_minor);
      }
      const users = [...byUser.keys()].sort((a, b) => a - b);
      for (const userId of users) {
        await sql`
          insert into accounts (id, user_id, balance_minor) values (${playerAccount(userId, "available")}, ${userId}, ${byUser.get(userId)!})
          on conflict (id) do update set balance_minor = accounts.balance_minor + excluded.balance_minor`.execute(db);
      }
      for (const [shard, amount] of [...byShard].sort(([a], [b]) => a.localeCompare(b))) {
        const debit = await sql`update accounts set balance_minor = balance_minor - ${amount} where id = ${shard} and balance_minor >= ${amount}`.execute(db);
        if ((debit.numAffectedRows ?? 0n) === 0n) return "insufficient";
      }

      const money = await moneyOf(users);
      // Each line's balance: the money now, less the refunds of the player's later bets in this chunk.
      const after = new Map(users.map((userId) => [userId, money.get(userId)!.moneyMinor - byUser.get(userId)!]));
      const lines = refunded.map((row) => {
        const over = after.get(row.user_id)! + row.stake_minor;
        after.set(row.user_id, over);
        return { user_id: row.user_id, type: FUND_TYPE.refund, quantity_minor: row.stake_minor, over_minor: over, mark: input.mark, status: REVIEW_STATUS.approved, ref: betRef(row.bet_id), created_at_ms: input.atMs };
      });
      for (const part of batches(lines)) await db.insertInto("fund_log").values(part).execute();

      return { refundedBets: refunded.length, refundedUsers: users.map((userId) => money.get(userId)!) };
    },

    async ofRound(gameId, issue) {
      const row = await sql<{ bets: number | string; stake: number | string | null }>`
        select count(*) as bets, sum(stake_minor) as stake from bet_refunds where game_id = ${gameId} and issue = ${issue}`.execute(db);
      return { bets: Number(row.rows[0]?.bets ?? 0), stakeMinor: Number(row.rows[0]?.stake ?? 0) };
    },
  };

  async function moneyOf(users: readonly number[]): Promise<Map<number, RefundChunkResult["refundedUsers"][number]>> {
    const money = new Map(users.map((userId) => [userId, { userId, moneyMinor: 0, lockedMinor: 0 }]));
    for (const part of batches(users)) {
      const ids = part.flatMap((userId) => [playerAccount(userId, "available"), playerAccount(userId, "locked")]);
      const rows = await db.selectFrom("accounts").select(["id", "user_id", "balance_minor"]).where("id", "in", ids).execute();
      for (const row of rows) {
        const entry = money.get(Number(row.user_id))!;
        entry.moneyMinor += Number(row.balance_minor);
        if (row.id === playerAccount(Number(row.user_id), "locked")) entry.lockedMinor = Number(row.balance_minor);
      }
    }
    return money;
  }
}

/** Lists cut to a size every statement's parameters fit in (SQLite allows 32,766; a row here binds at most 8). */
function batches<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
