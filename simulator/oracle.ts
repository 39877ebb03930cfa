/**
 * The independent oracle the invariant checks compare settlement against.
 * Written again from LEGACY-API.md's table on purpose, sharing no code with
 * src/domain/betting/outcome.ts or odds.ts: if both were wrong the same way, a check
 * against the app's own functions would pass.
 */

/** Ways (out of 1000 triples) of each sum 0..27, as LEGACY-API.md lists them. */
const SUM_COUNTS: readonly number[] = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1];

/** The RTP the rooms are installed with: 0.97, in basis points. */
const ORACLE_RTP_BP = 9700;

const between = (sum: number, low: number, high: number) => sum >= low && sum <= high;
const odd = (sum: number) => sum % 2 === 1;

/** class -> wins on sums, straight from the table ("big 14-27", "big single 15-27 odd", ...). */
const RANGE_RULES: Readonly<Record<number, (sum: number) => boolean>> = {
  1: (s) => between(s, 14, 27),
  2: (s) => between(s, 0, 13),
  3: (s) => odd(s),
  4: (s) => !odd(s),
  11: (s) => between(s, 15, 27) && odd(s),
  12: (s) => between(s, 14, 26) && !odd(s),
  13: (s) => between(s, 1, 13) && odd(s),
  14: (s) => between(s, 0, 12) && !odd(s),
  21: (s) => between(s, 0, 5),
  22: (s) => between(s, 22, 27),
};

/** The names the report uses, by class. */
export const ORACLE_NAMES: Readonly<Record<number, string>> = {
  1: "big",
  2: "small",
  3: "single",
  4: "double",
  11: "big single",
  12: "big double",
  13: "small single",
  14: "small double",
  21: "extremely small",
  22: "extremely big",
};

export const RANGE_CLASSES: readonly number[] = [1, 2, 3, 4, 11, 12, 13, 14, 21, 22];

/** Whether a bet of `playType` (class, or 100 + n for "the number n") wins when the digits add up to `sum`. */
export function oracleWins(playType: number, sum: number): boolean {
  if (!Number.isInteger(sum) || sum < 0 || sum > 27) throw new RangeError(`not a sum of three digits: ${sum}`);
  if (playType >= 100 && playType <= 127) return sum === playType - 100;
  const rule = RANGE_RULES[playType];
  if (rule === undefined) throw new RangeError(`no such play type: ${playType}`);
  return rule(sum);
}

/** Winning triples out of 1000. */
export function oracleWays(playType: number): number {
  let ways = 0;
  for (let sum = 0; sum <= 27; sum++) if (oracleWins(playType, sum)) ways += SUM_COUNTS[sum]!;
  return ways;
}

/** Default odds in hundredths: floor(RTP / p) to two decimals = floor(RTP_bp x 10 / ways). */
export function oracleOddsHundredths(playType: number, rtpBp = ORACLE_RTP_BP): number {
  return Math.floor((rtpBp * 10) / oracleWays(playType));
}

/** What a winning bet credits: stake x odds, rounded down to the cent. */
export function oraclePayoutMinor(stakeMinor: number, oddsHundredths: number): number {
  return Number((BigInt(stakeMinor) * BigInt(oddsHundredths)) / 100n);
}

if (SUM_COUNTS.reduce((a, b) => a + b, 0) !== 1000) throw new Error("oracle: the sum table must cover 1000 triples");
