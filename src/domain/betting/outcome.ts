import { invariant } from "../errors";

/**
 * The one table of play types. A draw is three digits 0-9; players bet on their
 * sum (0-27). Odds, settlement and the trend labels all read this table, so a
 * sum range is written exactly once.
 */

export const MIN_SUM = 0;
export const MAX_SUM = 27;
/** Every (d1, d2, d3) triple is equally likely: 10^3 of them. */
export const TRIPLE_COUNT = 1000;

export type PlayTypeKey =
  | "big"
  | "small"
  | "single"
  | "double"
  | "big_single"
  | "big_double"
  | "small_single"
  | "small_double"
  | "extreme_small"
  | "extreme_big"
  | "number";

export interface PlayTypeDef {
  /** The wire's play_type (the `class` oddsList returns). */
  readonly playType: number;
  readonly key: PlayTypeKey;
  /** The sum bet on, for the 28 number play types; null for the range play types. */
  readonly number: number | null;
  /** Whether a bet of this type wins when the digits add up to `sum`; false for anything that is not a sum 0-27. */
  wins(sum: number): boolean;
}

/** The wire number of the play type "the sum is exactly n". */
const NUMBER_PLAY_TYPE_BASE = 100;

/** play_type numbers of the range play types, by key. */
export const PLAY_TYPE = {
  big: 1,
  small: 2,
  single: 3,
  double: 4,
  big_single: 11,
  big_double: 12,
  small_single: 13,
  small_double: 14,
  extreme_small: 21,
  extreme_big: 22,
} as const satisfies Record<Exclude<PlayTypeKey, "number">, number>;

/** Whether `sum` is a possible sum of three digits. */
const isValidSum = (sum: number): boolean => Number.isInteger(sum) && sum >= MIN_SUM && sum <= MAX_SUM;

const isBig = (sum: number): boolean => sum >= 14;
const isOdd = (sum: number): boolean => sum % 2 === 1;

// Each predicate is only ever called with a valid sum (see `define`), so the
// ranges of SPEC.md section 5 read as written: big 14-27, small 0-13, ...
function define(playType: number, key: PlayTypeKey, number: number | null, predicate: (sum: number) => boolean): PlayTypeDef {
  return Object.freeze({ playType, key, number, wins: (sum: number) => isValidSum(sum) && predicate(sum) });
}

/** All 38 play types, range types first (wire order), then the numbers 0-27. */
export const PLAY_TYPES: readonly PlayTypeDef[] = Object.freeze([
  define(PLAY_TYPE.big, "big", null, (s) => isBig(s)),
  define(PLAY_TYPE.small, "small", null, (s) => !isBig(s)),
  define(PLAY_TYPE.single, "single", null, (s) => isOdd(s)),
  define(PLAY_TYPE.double, "double", null, (s) => !isOdd(s)),
  define(PLAY_TYPE.big_single, "big_single", null, (s) => isBig(s) && isOdd(s)),
  define(PLAY_TYPE.big_double, "big_double", null, (s) => isBig(s) && !isOdd(s)),
  define(PLAY_TYPE.small_single, "small_single", null, (s) => !isBig(s) && isOdd(s)),
  define(PLAY_TYPE.small_double, "small_double", null, (s) => !isBig(s) && !isOdd(s)),
  define(PLAY_TYPE.extreme_small, "extreme_small", null, (s) => s <= 5),
  define(PLAY_TYPE.extreme_big, "extreme_big", null, (s) => s >= 22),
  ...Array.from({ length: MAX_SUM + 1 }, (_, n) => define(NUMBER_PLAY_TYPE_BASE + n, "number", n, (s) => s === n)),
]);

const BY_PLAY_TYPE: ReadonlyMap<number, PlayTypeDef> = new Map(PLAY_TYPES.map((def) => [def.playType, def]));

/** The definition of a wire play_type, or undefined when there is no such play type. */
export const playTypeDef = (playType: number): PlayTypeDef | undefined => BY_PLAY_TYPE.get(playType);

/** How a fund-log line names the play: its key, and the sum for the number play types ("big", "number 15"). */
export const playMarkOf = (def: PlayTypeDef): string => (def.number === null ? def.key : `${def.key} ${def.number}`);

/** Whether the wire play_type is one of the 38 known play types. */
export const isKnownPlayType = (playType: number): boolean => BY_PLAY_TYPE.has(playType);

/** The play_type of "the sum is exactly n" (n = 0..27). */
export function numberPlayType(n: number): number {
  invariant(isValidSum(n), `not a sum of three digits: ${n}`);
  return NUMBER_PLAY_TYPE_BASE + n;
}

/** Whether a bet of `playType` wins on `sum`; false for an unknown play type. */
export const isWinning = (playType: number, sum: number): boolean => playTypeDef(playType)?.wins(sum) ?? false;

/** Sum of the drawn digits; each must be an integer 0-9 (anything else is a bug upstream). */
export function sumOf(digits: readonly number[]): number {
  invariant(digits.length === 3, `a draw has three digits, got ${digits.length}`);
  let sum = 0;
  for (const digit of digits) {
    invariant(Number.isInteger(digit) && digit >= 0 && digit <= 9, `not a digit: ${digit}`);
    sum += digit;
  }
  return sum;
}

/** How many of the 1000 equally likely triples give each sum 0..27 (index = sum), counted by enumeration. */
export const SUM_WAYS: readonly number[] = Object.freeze(
  (() => {
    const ways = new Array<number>(MAX_SUM + 1).fill(0);
    for (let a = 0; a <= 9; a++) for (let b = 0; b <= 9; b++) for (let c = 0; c <= 9; c++) ways[a + b + c]! += 1;
    return ways;
  })(),
);

const WINNING_WAYS: ReadonlyMap<number, number> = new Map(
  PLAY_TYPES.map((def) => [def.playType, SUM_WAYS.reduce((total, ways, sum) => (def.wins(sum) ? total + ways : total), 0)]),
);

/** How many of the 1000 equally likely triples make `playType` win. Throws for an unknown play type (validate first). */
export function winningWays(playType: number): number {
  const ways = WINNING_WAYS.get(playType);
  invariant(ways !== undefined, `unknown play type ${playType}`);
  return ways;
}

/**
 * Whether bets on these play types, whatever their stakes, between them win on
 * every possible sum using the range plays alone (big, small, single, double,
 * the four combos, the extremes): big and small, single and double, the four
 * combos, or big with both small combos. Holding such a set in one round is a
 * near risk-free way to pump turnover (SPEC section 5, no opposite bets), so
 * placeBet refuses the order that completes one and the console's detector
 * looks for teams that complete one between two accounts. Number bets are not
 * sides of anything: a player may back as many sums as they like.
 */
export function coversEveryOutcome(playTypes: Iterable<number>): boolean {
  const range = [...new Set(playTypes)].filter((playType) => playTypeDef(playType)?.number === null);
  if (range.length < 2) return false;
  for (let sum = MIN_SUM; sum <= MAX_SUM; sum++) {
    if (!range.some((playType) => isWinning(playType, sum))) return false;
  }
  return true;
}

export type SizeLabel = "big" | "small";
export type ParityLabel = "single" | "double";

/** The two labels the legacy issueList `base` field shows for a sum: size, then parity. */
export function baseLabels(sum: number): readonly [SizeLabel, ParityLabel] {
  invariant(isValidSum(sum), `not a sum of three digits: ${sum}`);
  // Read from the table, so the labels can never disagree with what big and single pay on.
  return [isWinning(PLAY_TYPE.big, sum) ? "big" : "small", isWinning(PLAY_TYPE.single, sum) ? "single" : "double"];
}
