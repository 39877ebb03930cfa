/**
 * The growth engine's amounts as the issue states them (issue 40), written again from the rules and the
 * simulator's own outcome table (oracle.ts), not from src/domain/growth: what the invariants hold the real
 * payments to.
 * - A round a player hedged (their plays of that round win on every sum 0-27) counts for nothing.
 * - A rebate of a day: floor((counted range stakes x base rate + counted number stakes x number rate) / 10000)
 *   at the rates of the player's VIP level, whatever was claimed of it before (claims are on account).
 * - A commission of a day (turnover basis): floor((counted stakes of the players the agent invited x its rate +
 *   counted stakes of the players they invited x the second-level rate) / 10000), once per agent and day.
 */
import { oracleWins } from "./oracle";

/** One settled bet as the simulator saw it settle. */
export interface SettledPlay {
  readonly userId: number;
  readonly gameId: number;
  readonly issue: string;
  readonly playType: number;
  readonly stakeMinor: number;
  readonly settledAtMs: number;
}

const SUMS = Array.from({ length: 28 }, (_, sum) => sum);
const isNumberPlay = (playType: number) => playType >= 100;

/** Each player's counted stakes in `plays` (one period's), split into range plays and number plays. */
export function countedStakes(plays: readonly SettledPlay[]): Map<number, { rangeMinor: bigint; numberMinor: bigint }> {
  const rounds = new Map<string, SettledPlay[]>();
  for (const play of plays) {
    const key = `${play.userId}/${play.gameId}/${play.issue}`;
    rounds.set(key, [...(rounds.get(key) ?? []), play]);
  }
  const out = new Map<number, { rangeMinor: bigint; numberMinor: bigint }>();
  for (const round of rounds.values()) {
    const hedged = SUMS.every((sum) => round.some((play) => oracleWins(play.playType, sum)));
    if (hedged) continue;
    for (const play of round) {
      const mine = out.get(play.userId) ?? { rangeMinor: 0n, numberMinor: 0n };
      if (isNumberPlay(play.playType)) mine.numberMinor += BigInt(play.stakeMinor);
      else mine.rangeMinor += BigInt(play.stakeMinor);
      out.set(play.userId, mine);
    }
  }
  return out;
}

export function rebateOracleMinor(stakes: { rangeMinor: bigint; numberMinor: bigint }, rates: { baseRebateBp: number; numberRebateBp: number }): number {
  return Number((stakes.rangeMinor * BigInt(rates.baseRebateBp) + stakes.numberMinor * BigInt(rates.numberRebateBp)) / 10_000n);
}

/** Each agent's commission of a period from the period's counted stakes, who invited whom and the rates. */
export function commissionOracleMinor(
  counted: ReadonlyMap<number, { rangeMinor: bigint; numberMinor: bigint }>,
  inviterOf: ReadonlyMap<number, number>,
  isAgent: (userId: number) => boolean,
  rates: { rateBp: (agentId: number) => number; secondLevelRateBp: number },
): Map<number, number> {
  const exact = new Map<number, bigint>();
  const add = (agentId: number, amount: bigint) => exact.set(agentId, (exact.get(agentId) ?? 0n) + amount);
  for (const [playerId, stakes] of counted) {
    const total = stakes.rangeMinor + stakes.numberMinor;
    const first = inviterOf.get(playerId);
    if (first === undefined) continue;
    if (isAgent(first)) add(first, total * BigInt(rates.rateBp(first)));
    const second = inviterOf.get(first);
    if (second !== undefined && isAgent(second) && rates.secondLevelRateBp > 0) add(second, total * BigInt(rates.secondLevelRateBp));
  }
  return new Map([...exact].map(([agentId, amount]) => [agentId, Number(amount / 10_000n)]));
}
