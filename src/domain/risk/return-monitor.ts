import { isWinning, MAX_SUM, MIN_SUM, SUM_WAYS, winningWays, TRIPLE_COUNT } from "../betting/outcome";
import type { Minor } from "../money";

/**
 * The realised-return monitor (issue 41): what players were paid against what the published odds make them
 * expect, with the spread chance alone gives, per game and play type and for each game as a whole.
 *
 * The spread is per round, not per bet: every bet of a play in a round wins or loses with the same draw, so a
 * round's payout of a play is one draw of "its win amount, with probability p", and the variance of a play's
 * total is the sum over rounds of (the round's win amount)^2 p (1 - p). Across the plays of a game the same draw
 * decides them all, so a game's variance is each round's variance over the 28 sums, summed over rounds.
 */

/** What one settled round's bets of one play type add up to (voided bets never: they have no result). */
export interface RoundPlay {
  readonly playType: number;
  readonly bets: number;
  readonly stakeMinor: Minor;
  /** What settlement paid on this play in the round. */
  readonly payoutMinor: Minor;
  /** What it would have paid had the play won: each bet's payout at its odds, floored as settlement floors it. */
  readonly winAmountMinor: Minor;
}

/** A play type's running totals over every round tallied. */
export interface PlayTally {
  readonly gameId: number;
  readonly playType: number;
  readonly rounds: number;
  readonly bets: number;
  readonly stakeMinor: Minor;
  readonly payoutMinor: Minor;
  /** Sum of the rounds' win amounts: times p, the expected payout. */
  readonly winAmountMinor: Minor;
  /** Sum of the squares of the rounds' win amounts (a float: it passes 2^53 long before money does). */
  readonly winAmountSquared: number;
}

/** A game's running totals over every round tallied, all plays together. */
export interface GameTally {
  readonly gameId: number;
  readonly rounds: number;
  readonly stakeMinor: Minor;
  readonly payoutMinor: Minor;
  readonly expectedPayout: number;
  readonly payoutVariance: number;
}

/** The chance a play type wins on one draw. */
export const winChance = (playType: number): number => winningWays(playType) / TRIPLE_COUNT;

/** What one round adds to its game's totals: its expected payout and its variance over the 28 sums. */
export function roundGameMoments(plays: readonly RoundPlay[]): { readonly expectedPayout: number; readonly payoutVariance: number } {
  let mean = 0;
  let square = 0;
  for (let sum = MIN_SUM; sum <= MAX_SUM; sum++) {
    const chance = SUM_WAYS[sum]! / TRIPLE_COUNT;
    let pays = 0;
    for (const play of plays) if (isWinning(play.playType, sum)) pays += play.winAmountMinor;
    mean += chance * pays;
    square += chance * pays * pays;
  }
  return { expectedPayout: mean, payoutVariance: Math.max(0, square - mean * mean) };
}

/** How far from what the odds promise, in the spread's units. */
export interface ReturnReading {
  /** Paid / staked (1.0 = everything back). */
  readonly realisedReturn: number;
  /** Expected payout / staked: what the published odds give back. */
  readonly theoreticalReturn: number;
  /** One standard deviation of the realised return for the rounds tallied. */
  readonly spread: number;
  /** (paid - expected) / its standard deviation; 0 while there is no spread yet. */
  readonly z: number;
  /** Outside the alarm's sigmas, with enough rounds for the normal approximation to hold. */
  readonly flagged: boolean;
}

/** Rounds needed before a reading may be flagged: fewer and a single lucky number round says "outside 3 sigma" by itself. */
export const MIN_ROUNDS_TO_FLAG = 100;
/** The alarm's width, in standard deviations. */
const RETURN_ALARM_SIGMAS = 3;

function reading(stakeMinor: number, payoutMinor: number, expected: number, variance: number, rounds: number): ReturnReading {
  const sd = Math.sqrt(variance);
  const z = sd > 0 ? (payoutMinor - expected) / sd : 0;
  return {
    realisedReturn: stakeMinor > 0 ? payoutMinor / stakeMinor : 0,
    theoreticalReturn: stakeMinor > 0 ? expected / stakeMinor : 0,
    spread: stakeMinor > 0 ? sd / stakeMinor : 0,
    z,
    flagged: rounds >= MIN_ROUNDS_TO_FLAG && Math.abs(z) > RETURN_ALARM_SIGMAS,
  };
}

export function readPlay(tally: PlayTally): ReturnReading {
  const p = winChance(tally.playType);
  return reading(tally.stakeMinor, tally.payoutMinor, tally.winAmountMinor * p, tally.winAmountSquared * p * (1 - p), tally.rounds);
}

export function readGame(tally: GameTally): ReturnReading {
  return reading(tally.stakeMinor, tally.payoutMinor, tally.expectedPayout, tally.payoutVariance, tally.rounds);
}
