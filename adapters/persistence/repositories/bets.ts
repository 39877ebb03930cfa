import { sql, type Selectable } from "kysely";
import type { BetRecord } from "../../../src/domain/bet";
import type { BetRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { BetsTable } from "../schema";
import { hotStatement } from "./hot-sql";
import { checkLimit, checkPage, flag } from "./sql-helpers";

// Every bet runs these (hot-sql.ts): written once, never rebuilt per call.
const insertBet = hotStatement<Selectable<BetsTable>>(
  "insert into bets (order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, status, hit, payout_minor, placed_at_ms, settled_at_ms, follow_of_bet_id) values (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?, null, ?) returning *",
);
const betsOfUserInRound = hotStatement<Selectable<BetsTable>>("select * from bets where user_id = ? and game_id = ? and issue = ? order by id");

export function betRepository(db: Executor): BetRepository {
  return {
    async insert(bet) {
      const { rows } = await insertBet(db, [
        bet.orderNo,
        bet.userId,
        bet.gameId,
        bet.roomId,
        bet.issue,
        bet.playType,
        bet.stakeMinor,
        bet.oddsHundredths,
        bet.placedAtMs,
        bet.followOfBetId,
      ]);
      return toBet(rows[0]!);
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

    async settledRoundsWithUnsettledBets(gameId, limit) {
      // The unsettled bets of a game are few (the open rounds'): a range of bets_unsettled, each checked against its round.
      const rows = await db
        .selectFrom("bets")
        .innerJoin("rounds", (join) => join.onRef("rounds.game_id", "=", "bets.game_id").onRef("rounds.issue", "=", "bets.issue"))
        .select("bets.issue")
        .distinct()
        .where("bets.game_id", "=", gameId)
        .where("bets.status", "=", sql.lit(0))
        .where("rounds.status", "=", sql.lit("settled"))
        .orderBy("bets.issue")
        .limit(checkLimit(limit))
        .execute();
      return rows.map((row) => row.issue);
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
      const { rows } = await betsOfUserInRound(db, [userId, gameId, issue]);
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

    async leavesOfRound(gameId, issue, afterId, limit) {
      const rows = await db
        .selectFrom("bets")
        .select(["id", "user_id", "play_type", "stake_minor", "placed_at_ms"])
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map((row) => ({ id: row.id, userId: row.user_id, playType: row.play_type, stakeMinor: row.stake_minor, placedAtMs: row.placed_at_ms }));
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

  };
}

export function toBet(row: Selectable<BetsTable>): BetRecord {
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
