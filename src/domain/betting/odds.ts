import { invariant } from "../errors";
import { formatMoney, multiplyByOdds, type Minor } from "../money";
import { PLAY_TYPES, TRIPLE_COUNT, winningWays } from "./outcome";

/**
 * Decimal odds (they include the stake) in hundredths: 1.94 -> 194. The return
 * to player (RTP) is in basis points: 0.97 -> 9700. Everything is integer so that
 * the same configuration gives the same odds on every machine.
 */

/** 0.97: the house keeps 3% of the stakes on average. */
export const DEFAULT_RTP_BP = 9700;
const BP_PER_UNIT = 10_000;

/** Odds must pay more than the stake back (above 1.00), and at most 1000.00. */
export const MIN_ODDS_HUNDREDTHS_EXCLUSIVE = 100;
export const MAX_ODDS_HUNDREDTHS = 100_000;

/**
 * The RTP range whose default odds are all valid: at most 100% (the house never
 * pays out more than it takes on average, and the number 0 or 27, 1 way in 1000,
 * stays at 1000.00) and at least 50.50%, below which even-money bets would pay
 * 1.00 or less.
 */
export const MIN_RTP_BP = 5050;
export const MAX_RTP_BP = BP_PER_UNIT;

/** Whether `rtpBp` is an integer number of basis points in the range whose default odds are all valid. */
export const isValidRtpBp = (rtpBp: number): boolean => Number.isInteger(rtpBp) && rtpBp >= MIN_RTP_BP && rtpBp <= MAX_RTP_BP;

/** Whether odds in hundredths are acceptable for a room: an integer above 1.00 and at most 1000.00. */
export const isValidOdds = (oddsHundredths: number): boolean =>
  Number.isInteger(oddsHundredths) && oddsHundredths > MIN_ODDS_HUNDREDTHS_EXCLUSIVE && oddsHundredths <= MAX_ODDS_HUNDREDTHS;

/**
 * floor(RTP / p) to 2 decimals, in hundredths. With p = ways / 1000 and
 * RTP = rtpBp / 10000 that is floor(rtpBp * 10 / ways), exact in integers:
 * 194 for the four basics, 419 / 360 for the combos, 1732 for the extremes.
 */
export function defaultOddsHundredths(playType: number, rtpBp: number = DEFAULT_RTP_BP): number {
  invariant(isValidRtpBp(rtpBp), `RTP out of range: ${rtpBp} bp`);
  const ways = winningWays(playType);
  // rtpBp * 10 is at most 100000 and ways at least 1: the quotient of two small
  // integers, whose float floor is exact (it is never within 1e-8 of an integer it is not).
  return Math.floor((rtpBp * 10) / ways);
}

export interface PlayTypeOdds {
  readonly playType: number;
  readonly oddsHundredths: number;
}

/** Default odds of every play type, in the order of PLAY_TYPES (seeds a room's odds). */
export const defaultOddsTable = (rtpBp: number = DEFAULT_RTP_BP): readonly PlayTypeOdds[] =>
  PLAY_TYPES.map((def) => ({ playType: def.playType, oddsHundredths: defaultOddsHundredths(def.playType, rtpBp) }));

/** The average share of stakes paid back by these odds, as a fraction (194 on big -> 0.97). For display and checks, not money. */
export const theoreticalRtp = (playType: number, oddsHundredths: number): number =>
  (winningWays(playType) * oddsHundredths) / (TRIPLE_COUNT * 100);

/** What a winning bet credits: stake x odds, exact, rounded down to the minor unit. */
export const payoutMinor = (stakeMinor: Minor, oddsHundredths: number): Minor => multiplyByOdds(stakeMinor, oddsHundredths);

/** Decimal odds as every screen and wire shows them: hundredths to two places (194 -> "1.94"). The one odds formatter. */
export function formatOdds(oddsHundredths: number): string {
  // Hundredths are written as money's minor units are: two places, the same text.
  return formatMoney(oddsHundredths);
}
