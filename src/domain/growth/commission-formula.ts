import type { Minor } from "../money";
import { countedPlays, type RoundPlay } from "./counted-plays";
import { BP_PER_WHOLE } from "./payout";
import type { CommissionBasis, CommissionSettings } from "./settings";

/**
 * Agents' commissions (issue 40): an agent earns on the settled bets of the players they invited (level 1) at
 * their rate, and on the players those players invited (level 2) at the second-level rate, over a period (the
 * operator's day or week). The amount is floored to the cent once per agent and period; on net revenue a negative
 * period is carried into the next when the operator says so.
 */

/** Level 1: invited by the agent; level 2: invited by a player the agent invited. */
export type CommissionLevel = 1 | 2;

/** What one player did in a period, as the commission counts it. */
export interface PlayerFigures {
  readonly playerId: number;
  /** Settled stakes of the rounds that count (hedged rounds dropped). */
  readonly stakesMinor: Minor;
  /** What those counted plays paid back. */
  readonly payoutsMinor: Minor;
  /** Rebates and bonuses the growth engine paid the player in the period (net revenue subtracts them). */
  readonly receivedMinor: Minor;
}

/** One player's line on an agent's statement. */
export interface CommissionLine extends PlayerFigures {
  readonly level: CommissionLevel;
  /** Stakes (turnover) or stakes - payouts - received (net revenue); may be negative on net revenue. */
  readonly basisMinor: Minor;
  /** basis x the level's rate, floored to the cent: for the screen only; the amount floors the sum once. */
  readonly contributionMinor: Minor;
}

/** An agent's commission for one period: what the statement shows and what is paid. */
export interface CommissionComputation {
  readonly basis: CommissionBasis;
  /** The agent's own rate (override or default) on level-1 players. */
  readonly rateBp: number;
  readonly secondLevelRateBp: number;
  /** The sum of the lines' bases. */
  readonly basisMinor: Minor;
  /** The sum of the lines' exact contributions floored to the cent, before any carry. */
  readonly periodMinor: Minor;
  /** A negative total carried in from the agent's earlier period (0 or less; 0 unless net revenue with carry on). */
  readonly carryInMinor: Minor;
  /** What this period leaves for the next (0 or less). */
  readonly carryOutMinor: Minor;
  /** What is paid: never negative. */
  readonly amountMinor: Minor;
  readonly lines: readonly CommissionLine[];
}

/**
 * Each player's counted stakes and payouts from their settled plays of the period: a round a player hedged (their
 * plays win on every sum) counts for nothing, as for rebates. `received` holds what the engine paid each player.
 * Players who only received (no bets) are kept, with stakes 0, since on net revenue a bonus costs the house too.
 */
export function playerFiguresOf(plays: readonly RoundPlay[], received: ReadonlyMap<number, Minor>): Map<number, PlayerFigures> {
  const sums = new Map<number, { stakesMinor: Minor; payoutsMinor: Minor }>();
  for (const play of countedPlays(plays)) {
    const sum = sums.get(play.userId) ?? { stakesMinor: 0, payoutsMinor: 0 };
    sum.stakesMinor += play.stakeMinor;
    sum.payoutsMinor += play.payoutMinor;
    sums.set(play.userId, sum);
  }
  // A player whose every round was hedged still had bets: they appear with zeros, as a player on a break does not.
  for (const play of plays) if (!sums.has(play.userId)) sums.set(play.userId, { stakesMinor: 0, payoutsMinor: 0 });
  for (const userId of received.keys()) if (!sums.has(userId)) sums.set(userId, { stakesMinor: 0, payoutsMinor: 0 });
  const figures = new Map<number, PlayerFigures>();
  for (const [playerId, sum] of sums) figures.set(playerId, { playerId, ...sum, receivedMinor: received.get(playerId) ?? 0 });
  return figures;
}

const WHOLE = BigInt(BP_PER_WHOLE);

/** floor(numerator / 10 000) in BigInt, towards minus infinity (a loss is never rounded in the agent's favour). */
function floorToCent(numerator: bigint): Minor {
  const quotient = numerator / WHOLE;
  return Number(numerator % WHOLE !== 0n && numerator < 0n ? quotient - 1n : quotient);
}

const basisOf = (basis: CommissionBasis, figures: PlayerFigures): Minor =>
  basis === "turnover" ? figures.stakesMinor : figures.stakesMinor - figures.payoutsMinor - figures.receivedMinor;

/**
 * The statement of one agent for one period. `members` are the agent's players with their level; `carryInMinor`
 * is the carry the agent's latest earlier statement left (ignored unless net revenue with carry on). Lines with
 * nothing at all (no stakes, payouts or receipts) are left out. Rates are those in force when the period is computed.
 */
export function computeCommission(input: {
  readonly settings: CommissionSettings;
  readonly rateBp: number;
  readonly members: readonly { readonly figures: PlayerFigures; readonly level: CommissionLevel }[];
  readonly carryInMinor: Minor;
}): CommissionComputation {
  const { settings, rateBp } = input;
  const secondLevelRateBp = settings.secondLevelRateBp;
  const lines: CommissionLine[] = [];
  let weighted = 0n;
  let basisMinor = 0;
  for (const { figures, level } of input.members) {
    if (level === 2 && secondLevelRateBp === 0) continue;
    if (figures.stakesMinor === 0 && figures.payoutsMinor === 0 && figures.receivedMinor === 0) continue;
    const lineBasis = basisOf(settings.basis, figures);
    const product = BigInt(lineBasis) * BigInt(level === 1 ? rateBp : secondLevelRateBp);
    weighted += product;
    basisMinor += lineBasis;
    lines.push({ ...figures, level, basisMinor: lineBasis, contributionMinor: floorToCent(product) });
  }
  lines.sort((a, b) => a.level - b.level || a.playerId - b.playerId);
  const periodMinor = floorToCent(weighted);
  const carries = settings.basis === "net_revenue" && settings.carryNegative;
  const carryInMinor = carries ? Math.min(0, input.carryInMinor) : 0;
  const total = periodMinor + carryInMinor;
  const carryOutMinor = carries && total < 0 ? total : 0;
  return { basis: settings.basis, rateBp, secondLevelRateBp, basisMinor, periodMinor, carryInMinor, carryOutMinor, amountMinor: Math.max(0, total), lines };
}
