import { computeCommission } from "../../domain/growth/commission-formula";
import { commissionMark, commissionRunKey, type CommissionStatement } from "../../domain/growth/commission-statement";
import { commissionTeams } from "../../domain/growth/commission-teams";
import { payoutKey } from "../../domain/growth/payout";
import { previousPeriod, type GrowthPeriod } from "../../domain/growth/periods";
import type { CommissionSettings } from "../../domain/growth/settings";
import type { Minor } from "../../domain/money";
import type { Store, StoreTx, TimeRange } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";
import { agentRatesBp, currentCommissionPeriod, figuresOfPlayers, uncoveredRange } from "./commission-reading";
import { chunksOf, playersSettledIn } from "./growth-chunks";
import { growthSettings } from "./growth-settings";
import { payOut } from "./pay-out";

/** How many finished periods a run looks back over: a server down for a week still pays every day of it. */
const COMMISSION_LOOKBACK_PERIODS = 7;
/**
 * Agents paid per transaction: short reads and write transactions, so that no bet waits long behind the run (SQLite's
 * driver is synchronous: a bet waits behind the whole of each; docs/performance.md, the end-of-day run).
 */
const AGENTS_PER_TRANSACTION = 50;
/** Statement lines read and written per chunk (beyond one agent's own): the same reason, for agents with big teams. */
const LINES_PER_TRANSACTION = 500;
/** Payments read per page when looking for players who received rebates or bonuses without betting (a read each). */
const PAYOUTS_PER_PAGE = 1_000;
/** Players whose inviters one read looks up. */
const PLAYERS_PER_READ = 1_000;

/**
 * Pays agents' commissions of every finished period (up to COMMISSION_LOOKBACK_PERIODS back, oldest first, so each
 * carry is known before the next period needs it) whose run has not finished. Called every minute on every server
 * by the growth driver: figures are read outside write transactions, then each chunk of at most
 * AGENTS_PER_TRANSACTION agents writes its statements (once per agent and period: the first writer's stand) and pays
 * them (payOut: once per key) in one transaction; a run killed anywhere and run again, or run on two servers at
 * once, pays each agent once. Answers the agents this call paid and what it paid them.
 */
export async function payDueCommissions(deps: AppDeps, nowMs: number): Promise<{ agents: number; paidMinor: Minor }> {
  const settings = (await growthSettings(deps)).commission;
  const due: GrowthPeriod[] = [];
  let period = currentCommissionPeriod(deps.schedule, settings, nowMs);
  for (let i = 0; i < COMMISSION_LOOKBACK_PERIODS; i++) {
    period = previousPeriod(deps.schedule, period);
    due.unshift(period);
  }
  let agents = 0;
  let paidMinor = 0;
  for (const finished of due) {
    if (await deps.store.read((tx) => tx.growthPayouts.runFinished(commissionRunKey(finished.key)))) continue;
    const paid = await payPeriod(deps, settings, finished, nowMs);
    agents += paid.agents;
    paidMinor += paid.paidMinor;
  }
  return { agents, paidMinor };
}

async function payPeriod(deps: AppDeps, settings: CommissionSettings, period: GrowthPeriod, nowMs: number): Promise<{ agents: number; paidMinor: Minor }> {
  const range = await deps.store.transaction(async (tx) => tx.commissions.openPeriod({ periodKey: period.key, ...(await uncoveredRange(tx, period)) }));
  let agents = 0;
  let paidMinor = 0;
  if (range.fromMs < range.toMs) {
    const teams = await teamsOf(deps.store, settings, range);
    for (const chunk of agentChunks(teams)) {
      const statements = await deps.store.read((tx) => statementsOf(tx, settings, period.key, range, chunk, teams, nowMs));
      const paid = await payStatements(deps, statements, nowMs);
      agents += paid.agents;
      paidMinor += paid.paidMinor;
    }
  }
  await deps.store.transaction((tx) => tx.growthPayouts.markRunFinished(commissionRunKey(period.key), nowMs));
  return { agents, paidMinor };
}

type Teams = ReturnType<typeof commissionTeams>;

/**
 * The agents in groups that each make one short write transaction: at most AGENTS_PER_TRANSACTION agents and, past
 * the first agent, at most LINES_PER_TRANSACTION statement lines (a few big teams must not hold the writer long).
 */
function agentChunks(teams: Teams): number[][] {
  const chunks: number[][] = [];
  let chunk: number[] = [];
  let lines = 0;
  for (const [agentId, team] of teams) {
    if (chunk.length > 0 && (chunk.length >= AGENTS_PER_TRANSACTION || lines + team.length > LINES_PER_TRANSACTION)) {
      chunks.push(chunk);
      chunk = [];
      lines = 0;
    }
    chunk.push(agentId);
    lines += team.length;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Who earns on whom this period: every player with settled bets (or, on net revenue, rebates or bonuses) and their
 * agents. Read in many short reads (a period's players in slices of settlement time, their inviters a thousand at a
 * time), never a whole period in one statement.
 */
async function teamsOf(store: Store, settings: CommissionSettings, range: TimeRange): Promise<Teams> {
  const players = new Set(await playersSettledIn(store, range));
  if (settings.basis === "net_revenue") for (const playerId of await receiversIn(store, range)) players.add(playerId);
  const inviters = await invitersOf(store, [...players]);
  const secondLevel = settings.secondLevelRateBp > 0;
  const secondInviters = secondLevel ? await invitersOf(store, [...new Set(inviters.values())]) : new Map<number, number>();
  const candidates = [...new Set([...inviters.values(), ...secondInviters.values()])];
  const agents = new Set<number>();
  for (const slice of chunksOf(candidates, PLAYERS_PER_READ)) for (const agentId of await store.read((tx) => tx.commissions.agentsAmong(slice))) agents.add(agentId);
  const invitations = [...players].map((playerId) => ({ playerId, inviterId: inviters.get(playerId) ?? null }));
  return commissionTeams(invitations, secondInviters, (userId) => agents.has(userId), secondLevel);
}

async function invitersOf(store: Store, userIds: readonly number[]): Promise<Map<number, number>> {
  const inviters = new Map<number, number>();
  for (const slice of chunksOf(userIds, PLAYERS_PER_READ)) for (const [userId, inviterId] of await store.read((tx) => tx.commissions.invitersOf(slice))) inviters.set(userId, inviterId);
  return inviters;
}

async function receiversIn(store: Store, range: TimeRange): Promise<number[]> {
  const receivers = new Set<number>();
  for (const kind of ["rebate", "bonus"] as const) {
    let afterId = 0;
    for (;;) {
      const page = await store.read((tx) => tx.growthPayouts.inRange(kind, range, afterId, PAYOUTS_PER_PAGE));
      for (const payout of page) receivers.add(payout.userId);
      if (page.length < PAYOUTS_PER_PAGE) break;
      afterId = page[page.length - 1]!.id;
    }
  }
  return [...receivers];
}

async function statementsOf(tx: StoreTx, settings: CommissionSettings, periodKey: string, range: TimeRange, agentIds: readonly number[], teams: Teams, nowMs: number): Promise<CommissionStatement[]> {
  const playerIds = agentIds.flatMap((agentId) => (teams.get(agentId) ?? []).map((member) => member.playerId));
  const figures = await figuresOfPlayers(tx, playerIds, range, settings);
  const rates = await agentRatesBp(tx, agentIds, settings);
  const carries = await tx.commissions.latestBefore(agentIds, range.fromMs);
  const statements: CommissionStatement[] = [];
  for (const agentId of agentIds) {
    const members = (teams.get(agentId) ?? []).flatMap(({ playerId, level }) => {
      const found = figures.get(playerId);
      return found ? [{ figures: found, level }] : [];
    });
    const computed = computeCommission({ settings, rateBp: rates.get(agentId)!, members, carryInMinor: carries.get(agentId)?.carryOutMinor ?? 0 });
    // Nothing to show: every member's rounds were hedged, or their figures were all zero.
    if (computed.lines.length === 0) continue;
    statements.push({ ...computed, agentId, periodKey, fromMs: range.fromMs, toMs: range.toMs, atMs: nowMs });
  }
  return statements;
}

/** One transaction: each agent's statement (the stored one wins over this computation) and its payment. */
async function payStatements(deps: AppDeps, statements: readonly CommissionStatement[], nowMs: number): Promise<{ agents: number; paidMinor: Minor }> {
  const outcome = await inTransaction(deps, async (work: Parameters<typeof payOut>[0]) => {
    let agents = 0;
    let paidMinor = 0;
    for (const computed of statements) {
      const written = await work.tx.commissions.insertStatement(computed);
      const statement = written ? computed : ((await work.tx.commissions.statementOf(computed.agentId, computed.periodKey)) ?? computed);
      if (statement.amountMinor <= 0) continue;
      const paid = await payOut(work, {
        key: payoutKey("commission", statement.agentId, statement.periodKey),
        kind: "commission",
        userId: statement.agentId,
        amountMinor: statement.amountMinor,
        periodKey: statement.periodKey,
        source: "commission",
        detail: JSON.stringify({ basis: statement.basis, rateBp: statement.rateBp, secondLevelRateBp: statement.secondLevelRateBp, basisMinor: statement.basisMinor, carryInMinor: statement.carryInMinor, players: statement.lines.length }),
        mark: commissionMark(statement.periodKey),
        atMs: nowMs,
      });
      if (paid) {
        agents += 1;
        paidMinor += statement.amountMinor;
      }
    }
    return { agents, paidMinor };
  });
  if (!outcome.ok) throw new Error(`commission payment refused: ${outcome.error.code}`);
  return outcome.value;
}
