import { sql } from "kysely";
import type { RoundStatus } from "../../../src/domain/rounds/round";
import type { ReturnTallyRepository } from "../../../src/ports/store/risk/returns";
import type { Executor } from "../dialect";

/** The realised-return monitor's totals (migration 040). */
export function returnTallyRepository(db: Executor): ReturnTallyRepository {
  return {
    async mark(gameId) {
      const row = await db.selectFrom("return_tally_games").select(["mark_draw_at_ms", "mark_issue"]).where("game_id", "=", gameId).executeTakeFirst();
      return row && row.mark_draw_at_ms !== null && row.mark_issue !== null ? { drawAtMs: Number(row.mark_draw_at_ms), issue: row.mark_issue } : null;
    },

    async roundsAfter(gameId, mark, limit) {
      // rounds_draw (game_id, draw_at_ms) serves it.
      let query = db.selectFrom("rounds").select(["issue", "draw_at_ms", "status"]).where("game_id", "=", gameId);
      if (mark) query = query.where((eb) => eb.or([eb("draw_at_ms", ">", mark.drawAtMs), eb.and([eb("draw_at_ms", "=", mark.drawAtMs), eb("issue", ">", mark.issue)])]));
      const rows = await query.orderBy("draw_at_ms").orderBy("issue").limit(limit).execute();
      return rows.map((row) => ({ issue: row.issue, drawAtMs: Number(row.draw_at_ms), status: row.status as RoundStatus }));
    },

    async playsOfRound(gameId, issue) {
      // bets_round_id (game_id, issue, id) finds the round's bets; each payout if won floored as settlement floors it.
      const rows = await db
        .selectFrom("bets as b")
        .innerJoin("bet_results as r", "r.bet_id", "b.id")
        .select([
          "b.play_type as play_type",
          sql<number>`count(*)`.as("bets"),
          sql<number>`cast(sum(r.stake_minor) as bigint)`.as("stake_minor"),
          sql<number>`cast(sum(r.payout_minor) as bigint)`.as("payout_minor"),
          sql<number>`cast(sum((r.stake_minor * r.odds_hundredths) / 100) as bigint)`.as("win_amount_minor"),
        ])
        .where("b.game_id", "=", gameId)
        .where("b.issue", "=", issue)
        .groupBy("b.play_type")
        .orderBy("b.play_type")
        .execute();
      return rows.map((row) => ({ playType: row.play_type, bets: Number(row.bets), stakeMinor: Number(row.stake_minor), payoutMinor: Number(row.payout_minor), winAmountMinor: Number(row.win_amount_minor) }));
    },

    async add(gameId, from, to, game, plays) {
      await db
        .insertInto("return_tally_games")
        .values({ game_id: gameId, rounds: 0, stake_minor: 0, payout_minor: 0, expected_payout: 0, payout_variance: 0, mark_draw_at_ms: null, mark_issue: null })
        .onConflict((oc) => oc.column("game_id").doNothing())
        .execute();
      const moved = await db
        .updateTable("return_tally_games")
        .set((eb) => ({
          rounds: eb("rounds", "+", game.rounds),
          stake_minor: eb("stake_minor", "+", game.stakeMinor),
          payout_minor: eb("payout_minor", "+", game.payoutMinor),
          expected_payout: eb("expected_payout", "+", game.expectedPayout),
          payout_variance: eb("payout_variance", "+", game.payoutVariance),
          mark_draw_at_ms: to.drawAtMs,
          mark_issue: to.issue,
        }))
        .where("game_id", "=", gameId)
        .where((eb) => (from === null ? eb("mark_issue", "is", null) : eb.and([eb("mark_draw_at_ms", "=", from.drawAtMs), eb("mark_issue", "=", from.issue)])))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      for (const play of plays) {
        await db
          .insertInto("return_tally_plays")
          .values({
            game_id: gameId,
            play_type: play.playType,
            rounds: play.rounds,
            bets: play.bets,
            stake_minor: play.stakeMinor,
            payout_minor: play.payoutMinor,
            win_amount_minor: play.winAmountMinor,
            win_amount_squared: play.winAmountSquared,
          })
          .onConflict((oc) =>
            oc.columns(["game_id", "play_type"]).doUpdateSet((eb) => ({
              rounds: eb("return_tally_plays.rounds", "+", play.rounds),
              bets: eb("return_tally_plays.bets", "+", play.bets),
              stake_minor: eb("return_tally_plays.stake_minor", "+", play.stakeMinor),
              payout_minor: eb("return_tally_plays.payout_minor", "+", play.payoutMinor),
              win_amount_minor: eb("return_tally_plays.win_amount_minor", "+", play.winAmountMinor),
              win_amount_squared: eb("return_tally_plays.win_amount_squared", "+", play.winAmountSquared),
            })),
          )
          .execute();
      }
      return true;
    },

    async all() {
      const games = await db.selectFrom("return_tally_games").selectAll().orderBy("game_id").execute();
      const plays = await db.selectFrom("return_tally_plays").selectAll().orderBy("game_id").orderBy("play_type").execute();
      return {
        games: games.map((row) => ({
          gameId: row.game_id,
          rounds: Number(row.rounds),
          stakeMinor: Number(row.stake_minor),
          payoutMinor: Number(row.payout_minor),
          expectedPayout: Number(row.expected_payout),
          payoutVariance: Number(row.payout_variance),
        })),
        plays: plays.map((row) => ({
          gameId: row.game_id,
          playType: row.play_type,
          rounds: Number(row.rounds),
          bets: Number(row.bets),
          stakeMinor: Number(row.stake_minor),
          payoutMinor: Number(row.payout_minor),
          winAmountMinor: Number(row.win_amount_minor),
          winAmountSquared: Number(row.win_amount_squared),
        })),
      };
    },
  };
}
