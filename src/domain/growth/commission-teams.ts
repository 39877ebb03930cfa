import type { CommissionLevel } from "./commission-formula";

/** A player of a period and who invited them (null: nobody). */
export interface Invitation {
  readonly playerId: number;
  readonly inviterId: number | null;
}

/**
 * Which agents earn on which players: a player's inviter, when an agent, at level 1; the inviter's inviter, when an
 * agent and the second level is paid, at level 2 (whatever the inviter in between is). `invitersOf` answers the
 * inviter of any user read (the players' inviters' own inviters included); `isAgent` says who is an agent now.
 * Answers each agent's players in ascending agent id, each agent's players by level then id.
 */
export function commissionTeams(
  players: readonly Invitation[],
  invitersOf: ReadonlyMap<number, number>,
  isAgent: (userId: number) => boolean,
  secondLevel: boolean,
): Map<number, { readonly playerId: number; readonly level: CommissionLevel }[]> {
  const teams = new Map<number, { playerId: number; level: CommissionLevel }[]>();
  const add = (agentId: number, playerId: number, level: CommissionLevel) => {
    if (agentId === playerId || !isAgent(agentId)) return;
    const team = teams.get(agentId) ?? [];
    team.push({ playerId, level });
    teams.set(agentId, team);
  };
  for (const { playerId, inviterId } of players) {
    if (inviterId === null) continue;
    add(inviterId, playerId, 1);
    const second = secondLevel ? invitersOf.get(inviterId) : undefined;
    if (second !== undefined && second !== inviterId) add(second, playerId, 2);
  }
  const sorted = new Map([...teams.entries()].sort(([a], [b]) => a - b));
  for (const team of sorted.values()) team.sort((a, b) => a.level - b.level || a.playerId - b.playerId);
  return sorted;
}
