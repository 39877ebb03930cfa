import { sql, type Selectable } from "kysely";
import type { BetRecord, StakeInRound } from "../../../src/domain/betting/bet";
import type { BetRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { BetResultsTable, BetsTable } from "../schema";
import { hotStatement } from "./hot-sql";
import { checkLimit, checkPage, flag, ROUND_INDEX, sumOf } from "./sql-helpers";

/** A bet as read: its row and, once settled, its result (migration 018); the result's columns are null while it is open. */
type BetRow = Selectable<BetsTable> & { [K in "hit" | "payout_minor" | "settled_at_ms"]: BetResultsTable[K] | null } & { refunded_at_ms: number | null };

// Every bet runs these (hot-sql.ts): written once, never rebuilt per call.
const insertBet = hotStatement<Selectable<BetsTable>>(
  "insert into bets (order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms, follow_of_bet_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *",
);
const insertOpenBet = hotStatement("insert into open_bets (game_id, issue, bet_id) values (?, ?, ?)");
const betsOfUserInRound = hotStatement<BetRow>(
  "select b.*, r.hit, r.payout_minor, r.settled_at_ms, f.refunded_at_ms from bets b left join bet_results r on r.bet_id = b.id left join bet_refunds f on f.bet_id = b.id where b.user_id = ? and b.game_id = ? and b.issue = ? order by b.id",
);
const stakesOfUserInRound = hotStatement<StakeRow>("select room_id, play_type, stake_minor from bets where user_id = ? and game_id = ? and issue = ? order by id");

/** A bet's columns that the rules read of the player's earlier bets in a round. */
export type StakeRow = Pick<BetsTable, "room_id" | "play_type" | "stake_minor">;

/** What a read of a bet takes from its result (null while it is open). */
const RESULT_COLUMNS = ["bet_results.hit", "bet_results.payout_minor", "bet_results.settled_at_ms"] as const;

export function betRepository(db: Executor): BetRepository {
  /** Bets with their results: every read of a bet goes through this one join. */
  const betRows = () =>
    db
      .selectFrom("bets")
      .leftJoin("bet_results", "bet_results.bet_id", "bets.id")
      .leftJoin("bet_refunds", "bet_refunds.bet_id", "bets.id")
      .selectAll("bets")
      .select(RESULT_COLUMNS)
      .select("bet_refunds.refunded_at_ms");

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
      const row = rows[0]!;
      await insertOpenBet(db, [row.game_id, row.issue, row.id]);
      return toPlacedBet(row);
    },

    async byId(id) {
      const row = await betRows().where("bets.id", "=", id).executeTakeFirst();
      return row ? toBet(row) : null;
    },

    async unsettled(gameId, issue, limit) {
      // open_bets holds exactly the open bets, keyed (game, issue, bet id): the chunk is a range read.
      const rows = await betRows()
        .innerJoin("open_bets", "open_bets.bet_id", "bets.id")
        .where("open_bets.game_id", "=", gameId)
        .where("open_bets.issue", "=", issue)
        .orderBy("open_bets.bet_id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toBet);
    },

    async settledRoundsWithUnsettledBets(gameId, limit) {
      // The open bets of a game are few (the open rounds'): a range of open_bets, each checked against its round.
      const rows = await db
        .selectFrom("open_bets")
        .innerJoin("rounds", (join) => join.onRef("rounds.game_id", "=", "open_bets.game_id").onRef("rounds.issue", "=", "open_bets.issue"))
        .select("open_bets.issue")
        .distinct()
        .where("open_bets.game_id", "=", gameId)
        .where("rounds.status", "=", sql.lit("settled"))
        .orderBy("open_bets.issue")
        .limit(checkLimit(limit))
        .execute();
      return rows.map((row) => row.issue);
    },

    async countUnsettled(gameId, issue) {
      const row = await db
        .selectFrom("open_bets")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async markSettled(id, hit, payoutMinor, settledAtMs) {
      // Deleting its open_bets row is the compare-and-set: only one caller finds it.
      const bet = await db.selectFrom("bets").select(["user_id", "game_id", "issue", "play_type", "stake_minor", "odds_hundredths"]).where("id", "=", id).executeTakeFirst();
      if (!bet) return false;
      const opened = await db
        .deleteFrom("open_bets")
        .where("game_id", "=", bet.game_id)
        .where("issue", "=", bet.issue)
        .where("bet_id", "=", id)
        .executeTakeFirst();
      if (opened.numDeletedRows === 0n) return false;
      await db
        .insertInto("bet_results")
        .values({ bet_id: id, user_id: bet.user_id, play_type: bet.play_type, stake_minor: bet.stake_minor, odds_hundredths: bet.odds_hundredths, hit: flag(hit), payout_minor: payoutMinor, settled_at_ms: settledAtMs })
        .execute();
      return true;
    },

    async ofUserInRound(userId, gameId, issue) {
      const { rows } = await betsOfUserInRound(db, [userId, gameId, issue]);
      return rows.map(toBet);
    },

    async stakesOfUserInRound(userId, gameId, issue) {
      const { rows } = await stakesOfUserInRound(db, [userId, gameId, issue]);
      return rows.map(toStakeInRound);
    },

    async ofUsers(userIds, range, page, before) {
      checkPage(page);
      if (userIds.length === 0) return [];
      let query = betRows()
        .where("bets.user_id", "in", userIds)
        .where("bets.placed_at_ms", ">=", range.fromMs)
        .where("bets.placed_at_ms", "<", range.toMs);
      if (before != null) query = query.where((eb) => eb.or([eb("bets.placed_at_ms", "<", before.atMs), eb.and([eb("bets.placed_at_ms", "=", before.atMs), eb("bets.id", "<", before.id)])]));
      const rows = await query
        .orderBy("bets.placed_at_ms", "desc")
        .orderBy("bets.id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toBet);
    },

    async ofRound(gameId, issue, limit) {
      const rows = await betRows()
        .where(ROUND_INDEX)
        .where("bets.game_id", "=", gameId)
        .where("bets.issue", "=", issue)
        .orderBy("bets.id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toBet);
    },

    async topStakersOfRound(gameId, issue, limit) {
      // One range of bets_round_id (ROUND_INDEX), grouped: a round's bets, never the table's.
      const rows = await db
        .selectFrom("bets")
        .select((eb) => ["user_id", sumOf("stake_minor").as("staked"), eb.fn.countAll<number>().as("bets")])
        .where(ROUND_INDEX)
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .groupBy("user_id")
        .orderBy("staked", "desc")
        .orderBy("user_id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map((row) => ({ userId: row.user_id, stakeMinor: Number(row.staked), bets: Number(row.bets) }));
    },

    async stakesByPlayOfRound(gameId, issue) {
      const rows = await db
        .selectFrom("bets")
        // Each bet's payout floored before the sum (integer division of positive integers on both stores), as settlement pays it.
        .select((eb) => ["room_id", "play_type", sumOf("stake_minor").as("staked"), sql<number>`cast(coalesce(sum(stake_minor * odds_hundredths / 100), 0) as bigint)`.as("paid"), eb.fn.countAll<number>().as("bets")])
        .where(ROUND_INDEX)
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .groupBy(["room_id", "play_type"])
        .orderBy("room_id")
        .orderBy("play_type")
        .execute();
      return rows.map((row) => ({ roomId: row.room_id, playType: row.play_type, stakeMinor: Number(row.staked), payoutMinor: Number(row.paid), bets: Number(row.bets) }));
    },

    async leavesOfRound(gameId, issue, afterId, limit) {
      const rows = await db
        .selectFrom("bets")
        .select(["id", "user_id", "play_type", "stake_minor", "placed_at_ms"])
        .where(ROUND_INDEX)
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(checkLimit(limit))
        .execute();
      return rows.map((row) => ({ id: row.id, userId: row.user_id, playType: row.play_type, stakeMinor: row.stake_minor, placedAtMs: row.placed_at_ms }));
    },

    async recentWins(limit) {
      // The literal hit = 1, so that both planners match the partial index
      // bet_results_wins and read it backwards; each win then joins its bet.
      const rows = await db
        .selectFrom("bet_results")
        .innerJoin("bets", "bets.id", "bet_results.bet_id")
        .selectAll("bets")
        .select(RESULT_COLUMNS)
        .select(sql<null>`null`.as("refunded_at_ms"))
        .where("bet_results.hit", "=", sql.lit(1))
        .orderBy("bet_results.settled_at_ms", "desc")
        .orderBy("bet_results.bet_id", "desc")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toBet);
    },
  };
}

/** A bet just written: no result yet. */
export const toPlacedBet = (row: Selectable<BetsTable>): BetRecord => toBet({ ...row, hit: null, payout_minor: null, settled_at_ms: null, refunded_at_ms: null });

/** What the rules read of a bet placed earlier in the round. */
export const toStakeInRound = (row: StakeRow): StakeInRound => ({ roomId: row.room_id, playType: row.play_type, stakeMinor: row.stake_minor });

/** A bet is settled exactly when it has a result, refunded when it has a refund, never both. */
function toBet(row: BetRow): BetRecord {
  const settled = row.settled_at_ms !== null;
  if (settled !== (row.hit !== null && row.payout_minor !== null)) throw new Error(`bet ${row.id}: a result in part`);
  if (row.refunded_at_ms !== null) {
    if (settled) throw new Error(`bet ${row.id}: both settled and refunded`);
    return { ...toBet({ ...row, refunded_at_ms: null }), status: 1, payoutMinor: row.stake_minor, settledAtMs: row.refunded_at_ms, refundedAtMs: row.refunded_at_ms };
  }
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
    status: settled ? 1 : 0,
    hit: settled && row.hit !== 0,
    payoutMinor: row.payout_minor ?? 0,
    placedAtMs: row.placed_at_ms,
    settledAtMs: row.settled_at_ms,
    followOfBetId: row.follow_of_bet_id,
    refundedAtMs: null,
  };
}
