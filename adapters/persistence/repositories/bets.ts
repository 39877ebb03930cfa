import { sql, type Selectable } from "kysely";
import type { BetRecord } from "../../../src/domain/bet";
import type { BetRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { BetsTable } from "../schema";
import { checkLimit, checkPage, flag } from "./sql-helpers";

export function betRepository(db: Executor): BetRepository {
  return {
    async insert(bet) {
      const row = await db
        .insertInto("bets")
        .values({
          order_no: bet.orderNo,
          user_id: bet.userId,
          game_id: bet.gameId,
          room_id: bet.roomId,
          issue: bet.issue,
          play_type: bet.playType,
          stake_minor: bet.stakeMinor,
          odds_hundredths: bet.oddsHundredths,
          status: 0,
          hit: 0,
          payout_minor: 0,
          placed_at_ms: bet.placedAtMs,
          settled_at_ms: null,
          follow_of_bet_id: bet.followOfBetId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBet(row);
    },

    async byId(id) {
      const row = await db.selectFrom("bets").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toBet(row) : null;
    },

    async unsettled(gameId, issue, limit) {
      const rows = await db
        .selectFrom("bets")
        .selectAll()
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        // A literal, so both planners use the partial index bets_unsettled.
        .where("status", "=", sql.lit(0))
        .orderBy("id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toBet);
    },

    async countUnsettled(gameId, issue) {
      const row = await db
        .selectFrom("bets")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .where("status", "=", sql.lit(0))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async markSettled(id, hit, payoutMinor, settledAtMs) {
      const result = await db
        .updateTable("bets")
        .set({ status: 1, hit: flag(hit), payout_minor: payoutMinor, settled_at_ms: settledAtMs })
        .where("id", "=", id)
        .where("status", "=", 0)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async ofUserInRound(userId, gameId, issue) {
      const rows = await db
        .selectFrom("bets")
        .selectAll()
        .where("user_id", "=", userId)
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .orderBy("id")
        .execute();
      return rows.map(toBet);
    },

    async ofUsers(userIds, range, page) {
      checkPage(page);
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom("bets")
        .selectAll()
        .where("user_id", "in", userIds)
        .where("placed_at_ms", ">=", range.fromMs)
        .where("placed_at_ms", "<", range.toMs)
        .orderBy("placed_at_ms", "desc")
        .orderBy("id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toBet);
    },

    async ofRound(gameId, issue, limit) {
      const rows = await db
        .selectFrom("bets")
        .selectAll()
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .orderBy("id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toBet);
    },

    async recentWins(limit) {
      // Literal predicates, so that both planners match the partial index
      // bets_recent_wins (status = 1 and hit = 1) and read it backwards.
      const rows = await db
        .selectFrom("bets")
        .selectAll()
        .where("status", "=", sql.lit(1))
        .where("hit", "=", sql.lit(1))
        .orderBy("settled_at_ms", "desc")
        .orderBy("id", "desc")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toBet);
    },

    async recentInRoom(roomId, sinceMs, limit) {
      const rows = await db
        .selectFrom("bets")
        .selectAll()
        .where("room_id", "=", roomId)
        .where("placed_at_ms", ">=", sinceMs)
        .orderBy("placed_at_ms")
        .orderBy("id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toBet);
    },
  };
}

function toBet(row: Selectable<BetsTable>): BetRecord {
  if (row.status !== 0 && row.status !== 1) throw new Error(`bet ${row.id}: bad status ${row.status}`);
  return {
    id: row.id,
    orderNo: row.order_no,
    userId: row.user_id,
    gameId: row.game_id,
    roomId: row.room_id,
    issue: row.issue,
    playType: row.play_type,
    stakeMinor: row.stake_minor,
    oddsHundredths: row.odds_hundredths,
    status: row.status,
    hit: row.hit !== 0,
    payoutMinor: row.payout_minor,
    placedAtMs: row.placed_at_ms,
    settledAtMs: row.settled_at_ms,
    followOfBetId: row.follow_of_bet_id,
  };
}
