import { sql } from "kysely";
import type { Minor } from "../../../src/domain/money";
import type { GrowthFiguresRepository } from "../../../src/ports/store/growth/figures";
import type { Executor } from "../dialect";
import { sumOf } from "./sql-helpers";

const perUser = (rows: readonly { readonly user_id: number; readonly total: number }[]): Map<number, Minor> =>
  new Map(rows.map((row) => [row.user_id, Number(row.total)]));

/** The growth engine's readings of settled bets, deposits and its own payments. */
export function growthFiguresRepository(db: Executor): GrowthFiguresRepository {
  return {
    async playersWithSettledBets(range) {
      // bet_results_settled_user (settled_at_ms, user_id) covers it: one scan of the day's entries.
      const rows = await db
        .selectFrom("bet_results")
        .select("user_id")
        .where("settled_at_ms", ">=", range.fromMs)
        .where("settled_at_ms", "<", range.toMs)
        .groupBy("user_id")
        .orderBy("user_id")
        .execute();
      return rows.map((row) => row.user_id);
    },

    async settledPlaysOf(userIds, range) {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom("bet_results as r")
        .innerJoin("bets as b", "b.id", "r.bet_id")
        .select(["r.user_id", "b.game_id", "b.issue", "r.play_type", sumOf("r.stake_minor").as("stake"), sumOf("r.payout_minor").as("payout")])
        .where("r.user_id", "in", [...new Set(userIds)])
        .where("r.settled_at_ms", ">=", range.fromMs)
        .where("r.settled_at_ms", "<", range.toMs)
        .groupBy(["r.user_id", "b.game_id", "b.issue", "r.play_type"])
        .orderBy("r.user_id")
        .orderBy("b.game_id")
        .orderBy("b.issue")
        .orderBy("r.play_type")
        .execute();
      return rows.map((row) => ({ userId: row.user_id, gameId: row.game_id, issue: row.issue, playType: row.play_type, stakeMinor: Number(row.stake), payoutMinor: Number(row.payout) }));
    },

    async depositsOf(userIds, range) {
      if (userIds.length === 0) return new Map();
      // transfers_deposits is partial on kind = 'deposit': the kind must be a literal for the planner to use it.
      const rows = await db
        .selectFrom("transfers")
        .select(["user_id", sumOf("amount_minor").as("total")])
        .where("kind", "=", sql.lit("deposit"))
        .where("user_id", "in", [...new Set(userIds)])
        .where("at_ms", ">=", range.fromMs)
        .where("at_ms", "<", range.toMs)
        .groupBy("user_id")
        .execute();
      return perUser(rows.map((row) => ({ user_id: row.user_id as number, total: row.total })));
    },

    async paidTo(userIds, kinds, range) {
      if (userIds.length === 0 || kinds.length === 0) return new Map();
      const rows = await db
        .selectFrom("growth_payouts")
        .select(["user_id", sumOf("amount_minor").as("total")])
        .where("user_id", "in", [...new Set(userIds)])
        .where("kind", "in", [...kinds])
        .where("created_at_ms", ">=", range.fromMs)
        .where("created_at_ms", "<", range.toMs)
        .groupBy("user_id")
        .execute();
      return perUser(rows);
    },
  };
}
