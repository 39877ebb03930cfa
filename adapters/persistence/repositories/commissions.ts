import { sql, type Selectable } from "kysely";
import type { CommissionLevel, CommissionLine } from "../../../src/domain/growth/commission-formula";
import type { CommissionStatementSummary } from "../../../src/domain/growth/commission-statement";
import type { CommissionBasis } from "../../../src/domain/growth/settings";
import type { CommissionRepository } from "../../../src/ports/store/growth/commissions";
import type { Executor } from "../dialect";
import type { Database } from "../schema";
import { checkPage } from "./sql-helpers";

/** Ids per IN list: far under SQLite's and PostgreSQL's bound parameters, and a cheap plan either way. */
const IDS_PER_QUERY = 500;
/** Lines per INSERT: 8 values each, under SQLite's 32,766 parameters. */
const LINES_PER_INSERT = 1_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

const summaryOf = (row: Selectable<Database["commission_statements"]>): CommissionStatementSummary => ({
  agentId: row.agent_id,
  periodKey: row.period_key,
  fromMs: row.from_ms,
  toMs: row.to_ms,
  basis: row.basis as CommissionBasis,
  rateBp: row.rate_bp,
  secondLevelRateBp: row.second_level_rate_bp,
  basisMinor: row.basis_minor,
  periodMinor: row.period_minor,
  carryInMinor: row.carry_in_minor,
  carryOutMinor: row.carry_out_minor,
  amountMinor: row.amount_minor,
  players: row.players,
  atMs: row.created_at_ms,
});

/** Agents' commissions: rates, counted periods and statements. Unique keys decide every race (first writer wins). */
export function commissionRepository(db: Executor): CommissionRepository {
  return {
    async ratesOf(agentIds) {
      const rates = new Map<number, number>();
      for (const ids of chunks(distinct(agentIds), IDS_PER_QUERY)) {
        const rows = await db.selectFrom("commission_rates").select(["agent_id", "rate_bp"]).where("agent_id", "in", ids).execute();
        for (const row of rows) rates.set(row.agent_id, row.rate_bp);
      }
      return rates;
    },

    async setRate(agentId, rateBp, atMs) {
      if (rateBp === null) {
        await db.deleteFrom("commission_rates").where("agent_id", "=", agentId).execute();
        return;
      }
      await db
        .insertInto("commission_rates")
        .values({ agent_id: agentId, rate_bp: rateBp, updated_at_ms: atMs })
        .onConflict((oc) => oc.column("agent_id").doUpdateSet({ rate_bp: rateBp, updated_at_ms: atMs }))
        .execute();
    },

    async invitersOf(userIds) {
      const inviters = new Map<number, number>();
      for (const ids of chunks(distinct(userIds), IDS_PER_QUERY)) {
        const rows = await db.selectFrom("users").select(["id", "inviter_id"]).where("id", "in", ids).where("inviter_id", "is not", null).execute();
        for (const row of rows) inviters.set(row.id, row.inviter_id as number);
      }
      return inviters;
    },

    async agentsAmong(userIds) {
      const agents: number[] = [];
      for (const ids of chunks(distinct(userIds), IDS_PER_QUERY)) {
        const rows = await db.selectFrom("users").select("id").where("id", "in", ids).where("group_id", "=", 3).where("role", "=", "player").execute();
        agents.push(...rows.map((row) => row.id));
      }
      return agents.sort((a, b) => a - b);
    },

    async inviteesOf(inviterIds) {
      const invitees: { playerId: number; inviterId: number }[] = [];
      for (const ids of chunks(distinct(inviterIds), IDS_PER_QUERY)) {
        // users_inviter (inviter_id, created_at_ms) answers it.
        const rows = await db.selectFrom("users").select(["id", "inviter_id"]).where("inviter_id", "in", ids).execute();
        invitees.push(...rows.map((row) => ({ playerId: row.id, inviterId: row.inviter_id as number })));
      }
      return invitees.sort((a, b) => a.playerId - b.playerId);
    },

    async periodRange(periodKey) {
      const row = await db.selectFrom("commission_periods").selectAll().where("period_key", "=", periodKey).executeTakeFirst();
      return row ? { periodKey: row.period_key, fromMs: row.from_ms, toMs: row.to_ms } : null;
    },

    async openPeriod(range) {
      await db
        .insertInto("commission_periods")
        .values({ period_key: range.periodKey, from_ms: range.fromMs, to_ms: range.toMs })
        .onConflict((oc) => oc.column("period_key").doNothing())
        .execute();
      const row = await db.selectFrom("commission_periods").selectAll().where("period_key", "=", range.periodKey).executeTakeFirstOrThrow();
      return { periodKey: row.period_key, fromMs: row.from_ms, toMs: row.to_ms };
    },

    async coveredUntilMs(periodKey, range) {
      const row = await db
        .selectFrom("commission_periods")
        .select(sql<number | null>`max(to_ms)`.as("until"))
        .where("period_key", "!=", periodKey)
        .where("from_ms", "<", range.toMs)
        .where("to_ms", ">", range.fromMs)
        .executeTakeFirst();
      return row?.until === null || row?.until === undefined ? null : Number(row.until);
    },

    async insertStatement(statement) {
      // ON CONFLICT DO NOTHING: a second server's insert of the same agent and period waits for the first, then writes nothing.
      const inserted = await db
        .insertInto("commission_statements")
        .values({
          agent_id: statement.agentId,
          period_key: statement.periodKey,
          from_ms: statement.fromMs,
          to_ms: statement.toMs,
          basis: statement.basis,
          rate_bp: statement.rateBp,
          second_level_rate_bp: statement.secondLevelRateBp,
          basis_minor: statement.basisMinor,
          period_minor: statement.periodMinor,
          carry_in_minor: statement.carryInMinor,
          carry_out_minor: statement.carryOutMinor,
          amount_minor: statement.amountMinor,
          players: statement.lines.length,
          created_at_ms: statement.atMs,
        })
        .onConflict((oc) => oc.columns(["agent_id", "period_key"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted === undefined) return false;
      for (const lines of chunks(statement.lines, LINES_PER_INSERT)) {
        await db
          .insertInto("commission_statement_lines")
          .values(
            lines.map((line) => ({
              statement_id: inserted.id,
              player_id: line.playerId,
              level: line.level,
              stakes_minor: line.stakesMinor,
              payouts_minor: line.payoutsMinor,
              received_minor: line.receivedMinor,
              basis_minor: line.basisMinor,
              contribution_minor: line.contributionMinor,
            })),
          )
          .execute();
      }
      return true;
    },

    async statementOf(agentId, periodKey) {
      const row = await db.selectFrom("commission_statements").selectAll().where("agent_id", "=", agentId).where("period_key", "=", periodKey).executeTakeFirst();
      if (!row) return null;
      const lineRows = await db.selectFrom("commission_statement_lines").selectAll().where("statement_id", "=", row.id).orderBy("level").orderBy("player_id").execute();
      const lines: CommissionLine[] = lineRows.map((line) => ({
        playerId: line.player_id,
        level: line.level as CommissionLevel,
        stakesMinor: line.stakes_minor,
        payoutsMinor: line.payouts_minor,
        receivedMinor: line.received_minor,
        basisMinor: line.basis_minor,
        contributionMinor: line.contribution_minor,
      }));
      const { players: _players, ...summary } = summaryOf(row);
      return { ...summary, lines };
    },

    async latestBefore(agentIds, beforeMs) {
      const carries = new Map<number, { carryOutMinor: number; toMs: number }>();
      for (const ids of chunks(distinct(agentIds), IDS_PER_QUERY)) {
        // Each agent's newest statement ending by `beforeMs`: the max to_ms per agent, joined back for its carry.
        const latest = db
          .selectFrom("commission_statements")
          .select(["agent_id", sql<number>`max(to_ms)`.as("latest_to_ms")])
          .where("agent_id", "in", ids)
          .where("to_ms", "<=", beforeMs)
          .groupBy("agent_id")
          .as("latest");
        const rows = await db
          .selectFrom("commission_statements as s")
          .innerJoin(latest, (join) => join.onRef("latest.agent_id", "=", "s.agent_id").onRef("latest.latest_to_ms", "=", "s.to_ms"))
          .select(["s.agent_id", "s.carry_out_minor", "s.to_ms"])
          .execute();
        for (const row of rows) carries.set(row.agent_id, { carryOutMinor: row.carry_out_minor, toMs: row.to_ms });
      }
      return carries;
    },

    async statementsOf(agentId, page) {
      const { offset, limit } = checkPage(page);
      const rows = await db
        .selectFrom("commission_statements")
        .selectAll()
        .where("agent_id", "=", agentId)
        .orderBy("to_ms", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(summaryOf);
    },
  };
}
