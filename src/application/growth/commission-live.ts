import { computeCommission, type CommissionLevel, type CommissionLine } from "../../domain/growth/commission-formula";
import type { CommissionStatement } from "../../domain/growth/commission-statement";
import type { CommissionSettings } from "../../domain/growth/settings";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import type { StoreTx } from "../../ports/store";
import { maskUsername } from "../query-input";
import { agentRatesBp, currentCommissionPeriod, figuresOfPlayers, uncoveredRange } from "./commission-reading";

/**
 * An agent's statement of the period running now, computed as the end-of-period run will compute it from what is
 * settled so far (rates and settings as they stand now; the run uses those in force when it runs).
 */
export async function liveCommissionStatement(
  tx: StoreTx,
  schedule: Pick<ScheduleConfig, "timeZone">,
  settings: CommissionSettings,
  agentId: number,
  nowMs: number,
): Promise<CommissionStatement> {
  const period = currentCommissionPeriod(schedule, settings, nowMs);
  const range = await uncoveredRange(tx, period);
  const levelOne = await tx.commissions.inviteesOf([agentId]);
  const levelTwo = settings.secondLevelRateBp > 0 ? await tx.commissions.inviteesOf(levelOne.map((member) => member.playerId)) : [];
  const team: { playerId: number; level: CommissionLevel }[] = [
    ...levelOne.map(({ playerId }) => ({ playerId, level: 1 as const })),
    ...levelTwo.filter(({ playerId }) => playerId !== agentId).map(({ playerId }) => ({ playerId, level: 2 as const })),
  ];
  const figures = await figuresOfPlayers(tx, team.map((member) => member.playerId), range, settings);
  const rateBp = (await agentRatesBp(tx, [agentId], settings)).get(agentId)!;
  const carry = (await tx.commissions.latestBefore([agentId], range.fromMs)).get(agentId);
  const members = team.flatMap(({ playerId, level }) => {
    const found = figures.get(playerId);
    return found ? [{ figures: found, level }] : [];
  });
  const computed = computeCommission({ settings, rateBp, members, carryInMinor: carry?.carryOutMinor ?? 0 });
  return { ...computed, agentId, periodKey: period.key, fromMs: range.fromMs, toMs: range.toMs, atMs: nowMs };
}

/** A statement line with the player's name: masked for the agent (issue 40), whole for the console. */
interface NamedCommissionLine extends CommissionLine {
  readonly name: string;
}

export type NamedCommissionStatement = Omit<CommissionStatement, "lines"> & { readonly lines: readonly NamedCommissionLine[] };

/** Names each line's player: masked (the agent's screen) or as registered (the console). */
export async function namedStatement(tx: StoreTx, statement: CommissionStatement, masked: boolean): Promise<NamedCommissionStatement> {
  const users = new Map((await tx.users.byIds(statement.lines.map((line) => line.playerId))).map((user) => [user.id, user.username]));
  const nameOf = (playerId: number): string => {
    const username = users.get(playerId) ?? String(playerId);
    return masked ? maskUsername(username) : username;
  };
  return { ...statement, lines: statement.lines.map((line) => ({ ...line, name: nameOf(line.playerId) })) };
}
