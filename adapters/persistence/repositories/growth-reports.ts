import { sql } from "kysely";
import { GROUP } from "../../../src/domain/accounts/user";
import type { PayoutKind } from "../../../src/domain/growth/payout";
import type { AgentFigures, GrowthReportRepository } from "../../../src/ports/store/growth/reports";
import type { Executor } from "../dialect";
import { checkPage, sumOf } from "./sql-helpers";

/** A kind's sum among a group's payments (0 when none). */
const sumOfKind = (kind: PayoutKind) => sql<number>`cast(coalesce(sum(case when p.kind = ${sql.lit(kind)} then p.amount_minor else 0 end), 0) as bigint)`;
const count = sql<number>`cast(count(*) as bigint)`;

/**
 * The console's growth reports. Bets count by settlement time (bet_results, indexed by settled_at_ms since
 * migration 034) as the rebates and commissions count them; payments by their time (growth_payouts_kind).
 */
export function growthReportRepository(db: Executor): GrowthReportRepository {
  const settled = (fromMs: number, toMs: number) => db.selectFrom("bet_results as r").where("r.settled_at_ms", ">=", fromMs).where("r.settled_at_ms", "<", toMs);
  const paid = (fromMs: number, toMs: number) => db.selectFrom("growth_payouts as p").where("p.created_at_ms", ">=", fromMs).where("p.created_at_ms", "<", toMs);

  return {
    async playTotals(range) {
      const row = await settled(range.fromMs, range.toMs)
        .select([count.as("bets"), sumOf("r.stake_minor").as("stake"), sumOf("r.payout_minor").as("payout")])
        .executeTakeFirstOrThrow();
      return { bets: Number(row.bets), stakeMinor: Number(row.stake), payoutMinor: Number(row.payout) };
    },

    async playByGame(range) {
      const rows = await settled(range.fromMs, range.toMs)
        .innerJoin("bets as b", "b.id", "r.bet_id")
        .select(["b.game_id", count.as("bets"), sumOf("r.stake_minor").as("stake"), sumOf("r.payout_minor").as("payout")])
        .groupBy("b.game_id")
        .orderBy("b.game_id")
        .execute();
      return rows.map((row) => ({ gameId: Number(row.game_id), bets: Number(row.bets), stakeMinor: Number(row.stake), payoutMinor: Number(row.payout) }));
    },

    async paidTotals(range) {
      const row = await paid(range.fromMs, range.toMs)
        .select([sumOfKind("commission").as("commission"), sumOfKind("rebate").as("rebate"), sumOfKind("bonus").as("bonus")])
        .executeTakeFirstOrThrow();
      return { commissionMinor: Number(row.commission), rebateMinor: Number(row.rebate), bonusMinor: Number(row.bonus) };
    },

    async agentFigures(range) {
      const agent = sql.lit(GROUP.agent);
      const [plays, teamPaid, commissions] = await Promise.all([
        settled(range.fromMs, range.toMs)
          .innerJoin("users as u", "u.id", "r.user_id")
          .innerJoin("users as a", "a.id", "u.inviter_id")
          .where("a.group_id", "=", agent)
          .select([
            "a.id as agent_id",
            sql<number>`cast(count(distinct r.user_id) as bigint)`.as("players"),
            count.as("bets"),
            sumOf("r.stake_minor").as("stake"),
            sumOf("r.payout_minor").as("payout"),
          ])
          .groupBy("a.id")
          .execute(),
        paid(range.fromMs, range.toMs)
          .innerJoin("users as u", "u.id", "p.user_id")
          .innerJoin("users as a", "a.id", "u.inviter_id")
          .where("a.group_id", "=", agent)
          .select(["a.id as agent_id", sumOfKind("rebate").as("rebate"), sumOfKind("bonus").as("bonus")])
          .groupBy("a.id")
          .execute(),
        paid(range.fromMs, range.toMs)
          .where("p.kind", "=", sql.lit("commission"))
          .select(["p.user_id as agent_id", sumOf("p.amount_minor").as("commission")])
          .groupBy("p.user_id")
          .execute(),
      ]);
      const ids = [...new Set([...plays, ...teamPaid, ...commissions].map((row) => Number(row.agent_id)))].sort((x, y) => x - y);
      if (ids.length === 0) return [];
      const names = new Map((await db.selectFrom("users").select(["id", "username", "nickname"]).where("id", "in", ids).execute()).map((u) => [Number(u.id), u]));
      const playOf = new Map(plays.map((row) => [Number(row.agent_id), row]));
      const paidOf = new Map(teamPaid.map((row) => [Number(row.agent_id), row]));
      const commissionOf = new Map(commissions.map((row) => [Number(row.agent_id), Number(row.commission)]));
      return ids.map((agentId): AgentFigures => {
        const play = playOf.get(agentId);
        const team = paidOf.get(agentId);
        return {
          agentId,
          username: names.get(agentId)?.username ?? "",
          nickname: names.get(agentId)?.nickname ?? "",
          players: Number(play?.players ?? 0),
          bets: Number(play?.bets ?? 0),
          stakeMinor: Number(play?.stake ?? 0),
          payoutMinor: Number(play?.payout ?? 0),
          rebateMinor: Number(team?.rebate ?? 0),
          bonusMinor: Number(team?.bonus ?? 0),
          commissionMinor: commissionOf.get(agentId) ?? 0,
        };
      });
    },

    async payoutHistory(filter, page) {
      checkPage(page);
      let query = paid(filter.range.fromMs, filter.range.toMs)
        .innerJoin("users as u", "u.id", "p.user_id")
        .select(["p.id", "p.payout_key", "p.kind", "p.user_id", "p.amount_minor", "p.period_key", "p.source", "p.detail", "p.created_at_ms", "u.username", "u.nickname"]);
      if (filter.kind !== null) query = query.where("p.kind", "=", filter.kind);
      if (filter.userId !== null) query = query.where("p.user_id", "=", filter.userId);
      const rows = await query.orderBy("p.created_at_ms", "desc").orderBy("p.id", "desc").limit(page.limit).offset(page.offset).execute();
      return rows.map((row) => ({
        id: Number(row.id),
        key: row.payout_key,
        kind: row.kind as PayoutKind,
        userId: Number(row.user_id),
        amountMinor: Number(row.amount_minor),
        periodKey: row.period_key,
        source: row.source,
        detail: row.detail,
        atMs: Number(row.created_at_ms),
        username: row.username,
        nickname: row.nickname,
      }));
    },
  };
}
