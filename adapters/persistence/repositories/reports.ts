import { sql } from "kysely";
import type { BetTotals, ReportRepository, ReportScope } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import { checkLimit, ROUND_INDEX, sumOf } from "./sql-helpers";

const DAY = /^\d{8}$/;

/**
 * The console's sums over bets. An issue starts with its sales day
 * ("20261122" + sequence), and every issue of a configuration has the same
 * width, so a day range is an issue range: >= the first day, < the day after
 * the last (as text, "20261123" sorts after every "20261122nnn").
 */
export function reportRepository(db: Executor): ReportRepository {
  function scoped(scope: ReportScope) {
    if (!DAY.test(scope.fromDay) || !DAY.test(scope.toDay)) throw new RangeError(`bad report days ${scope.fromDay}..${scope.toDay}`);
    let query = db
      .selectFrom("bets")
      .leftJoin("bet_results", "bet_results.bet_id", "bets.id")
      // Refunded bets (their round voided, issue 41) count for nothing in the console's figures.
      .where(sql<boolean>`not exists (select 1 from bet_refunds f where f.bet_id = bets.id)`)
      .where(ROUND_INDEX)
      .where("bets.issue", ">=", scope.fromDay)
      .where("bets.issue", "<", dayAfter(scope.toDay));
    if (scope.gameId !== null) query = query.where("bets.game_id", "=", scope.gameId);
    return query;
  }
  const totals = {
    bets: sql<number>`cast(count(*) as bigint)`.as("bets"),
    stake: sumOf("bets.stake_minor").as("stake"),
    // A settled bet's result carries its stake (migration 018); an open bet has no result.
    settled: sumOf("bet_results.stake_minor").as("settled"),
    payout: sumOf("bet_results.payout_minor").as("payout"),
  };
  const toTotals = (row: { game_id: number; room_id: number; key: string; bets: number; stake: number; settled: number; payout: number }): BetTotals => ({
    gameId: Number(row.game_id),
    roomId: Number(row.room_id),
    key: row.key,
    bets: Number(row.bets),
    stakeMinor: Number(row.stake),
    settledStakeMinor: Number(row.settled),
    payoutMinor: Number(row.payout),
  });

  return {
    async teamRoundPlays(scope, limit) {
      scoped(scope); // checks the days
      const game = scope.gameId === null ? sql`` : sql`and game_id = ${scope.gameId}`;
      // Rounds in which two accounts of one team (same inviter, or one invited the other) both bet, and every
      // play type the two of them hold in it: whether that covers every outcome is the domain's question.
      const result = await sql<{ low: number; high: number; game_id: number; issue: string; play_type: number; stake: number }>`
        with scoped as (
          select user_id, game_id, issue, play_type, stake_minor from bets
          where ${ROUND_INDEX} and issue >= ${scope.fromDay} and issue < ${dayAfter(scope.toDay)} ${game}
        ), pairs as (
          select distinct a.user_id as low, b.user_id as high, a.game_id, a.issue
          from scoped a
          join scoped b on b.game_id = a.game_id and b.issue = a.issue and b.user_id > a.user_id
          join users ua on ua.id = a.user_id
          join users ub on ub.id = b.user_id
          where ua.inviter_id = ub.inviter_id or ua.inviter_id = ub.id or ub.inviter_id = ua.id
        )
        select p.low, p.high, p.game_id, p.issue, s.play_type, cast(max(s.stake_minor) as bigint) as stake
        from pairs p
        join scoped s on s.game_id = p.game_id and s.issue = p.issue and (s.user_id = p.low or s.user_id = p.high)
        group by p.low, p.high, p.game_id, p.issue, s.play_type
        order by p.low, p.high, p.game_id, p.issue, s.play_type
        limit ${checkLimit(limit)}`.execute(db);
      return result.rows.map((row) => ({
        userIds: [Number(row.low), Number(row.high)] as const,
        gameId: Number(row.game_id),
        issue: row.issue,
        playType: Number(row.play_type),
        maxStakeMinor: Number(row.stake),
      }));
    },

    async totalsByRound(scope) {
      const rows = await scoped(scope)
        .select(["game_id", "room_id", sql<string>`issue`.as("key"), totals.bets, totals.stake, totals.settled, totals.payout])
        .groupBy(["game_id", "room_id", "issue"])
        .orderBy("issue")
        .orderBy("game_id")
        .orderBy("room_id")
        .execute();
      return rows.map(toTotals);
    },

    async totalsByDay(scope) {
      const day = sql<string>`substr(issue, 1, 8)`;
      const rows = await scoped(scope)
        .select(["game_id", "room_id", day.as("key"), totals.bets, totals.stake, totals.settled, totals.payout])
        .groupBy(["game_id", "room_id", day])
        .orderBy(day)
        .orderBy("game_id")
        .orderBy("room_id")
        .execute();
      return rows.map(toTotals);
    },
  };
}

/** "YYYYMMDD" of the next calendar day. */
function dayAfter(day: string): string {
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + 1));
  return next.toISOString().slice(0, 10).replaceAll("-", "");
}
