import type { CommissionStatement, CommissionStatementSummary } from "../../../domain/growth/commission-statement";
import type { Minor } from "../../../domain/money";
import type { Page, TimeRange } from "../common";

/** A commission period as first counted: the range its bets were read over (kept, so a rerun reads the same). */
interface CommissionPeriodRange extends TimeRange {
  readonly periodKey: string;
}

/** What an agent's latest statement before a period left: its carry and where it ended. */
interface CommissionCarry {
  readonly carryOutMinor: Minor;
  readonly toMs: number;
}

/** Agents' commissions (migration 035): rate overrides, counted periods and statements with their lines. */
export interface CommissionRepository {
  /** Agents' own rates, for those that have one. */
  ratesOf(agentIds: readonly number[]): Promise<Map<number, number>>;
  /** Sets an agent's own rate, or clears it (null: the default applies again). */
  setRate(agentId: number, rateBp: number | null, atMs: number): Promise<void>;
  /** Who invited each of these users (users without an inviter, or unknown, are absent). */
  invitersOf(userIds: readonly number[]): Promise<Map<number, number>>;
  /** Of these users, the agents (group 3 players), ascending. */
  agentsAmong(userIds: readonly number[]): Promise<number[]>;
  /** The users these inviters invited, ascending by id (an agent's level 1 and level 2 for the live statement). */
  inviteesOf(inviterIds: readonly number[]): Promise<{ readonly playerId: number; readonly inviterId: number }[]>;
  /** A period's range as first recorded, or null. */
  periodRange(periodKey: string): Promise<CommissionPeriodRange | null>;
  /** Records a period's range unless recorded before; answers the recorded one (first writer wins). */
  openPeriod(range: CommissionPeriodRange): Promise<CommissionPeriodRange>;
  /** The latest end of any other recorded period that overlaps the range (its bets were counted there), or null. */
  coveredUntilMs(periodKey: string, range: TimeRange): Promise<number | null>;
  /** Writes a statement and its lines unless the agent's statement of the period exists; answers whether it wrote. */
  insertStatement(statement: CommissionStatement): Promise<boolean>;
  /** An agent's statement of a period, lines included, or null. */
  statementOf(agentId: number, periodKey: string): Promise<CommissionStatement | null>;
  /** Each agent's latest statement ending at or before `beforeMs` (absent: none). */
  latestBefore(agentIds: readonly number[], beforeMs: number): Promise<Map<number, CommissionCarry>>;
  /** An agent's statements, newest period first, without lines. */
  statementsOf(agentId: number, page: Page): Promise<CommissionStatementSummary[]>;
}
