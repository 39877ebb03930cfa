import { invariant } from "../errors";
import { payoutMinor } from "../betting/odds";
import { MAX_SUM, MIN_SUM, isWinning, playTypeDef } from "../betting/outcome";
import { formatMoney, type Minor } from "../money";

/**
 * A round's exposure: for each of the 28 sums, what the house would pay if the
 * draw came out on that sum. Every play type wins or loses by the sum alone
 * (outcome.ts), so this vector is exact, and its largest entry is the round's
 * worst case. A bet adds its settlement payout (settlement's own rule,
 * `payoutMinor`) to each sum it wins on; caps compare the worst case.
 */

/** 28: one entry per sum MIN_SUM..MAX_SUM. */
export const SUM_COUNT = MAX_SUM - MIN_SUM + 1;

/** Payout per sum, index = sum - MIN_SUM, in minor units. */
export type ExposureMinor = readonly Minor[];

export interface ExposureBet {
  readonly playType: number;
  readonly stakeMinor: Minor;
  readonly oddsHundredths: number;
}

/** The sums 0..27 in order: the index of every exposure vector (plus MIN_SUM). */
export const SUMS: readonly number[] = Object.freeze(Array.from({ length: SUM_COUNT }, (_, i) => MIN_SUM + i));

/** No bets: nothing to pay on any sum. */
export const emptyExposure = (): Minor[] => SUMS.map(() => 0);

/** What the house pays on each sum for these bets (each bet's payout on every sum it wins on). */
export function payoutBySumMinor(bets: readonly ExposureBet[]): Minor[] {
  const out = emptyExposure();
  for (const bet of bets) {
    const pays = payoutMinor(bet.stakeMinor, bet.oddsHundredths);
    for (const sum of SUMS) if (isWinning(bet.playType, sum)) out[sum - MIN_SUM]! += pays;
  }
  return out;
}

export function addExposure(a: ExposureMinor, b: ExposureMinor): Minor[] {
  invariant(a.length === SUM_COUNT && b.length === SUM_COUNT, "exposure vectors have 28 entries");
  return a.map((x, i) => x + b[i]!);
}

/** The most the round can cost: the largest per-sum payout (0 with no bets). */
export const worstCaseMinor = (v: ExposureMinor): Minor => v.reduce((m, x) => (x > m ? x : m), 0);

/**
 * The largest stake on `playType` at these odds that keeps the worst case at or
 * under `capMinor`: "at most X more on 14 this round". 0 when the round is
 * already at or over the cap on a sum the play wins on, or over it anywhere
 * (a bet is accepted only if the worst case after it is within the cap).
 * A play that wins on no sum (none exists) would add nothing: headroom is then
 * unbounded, returned as Number.MAX_SAFE_INTEGER.
 */
export function headroomMinor(current: ExposureMinor, capMinor: Minor, playType: number, oddsHundredths: number): Minor {
  invariant(oddsHundredths > 0, "odds are positive");
  if (worstCaseMinor(current) > capMinor) return 0;
  let worstWon = -1;
  for (const sum of SUMS) if (isWinning(playType, sum)) worstWon = Math.max(worstWon, current[sum - MIN_SUM]!);
  if (worstWon < 0) return Number.MAX_SAFE_INTEGER;
  const roomMinor = capMinor - worstWon;
  // payoutMinor(s) = floor(s * odds / 100) <= room  <=>  s * odds < 100 * (room + 1)
  // <=>  s <= floor((100 * (room + 1) - 1) / odds). BigInt: exact for any amounts.
  const largest = (100n * (BigInt(roomMinor) + 1n) - 1n) / BigInt(oddsHundredths);
  return Number(largest);
}

/** One level a bet is checked against: a room's or the game's current exposure and its cap (null: no cap). */
export interface ExposureLevel {
  readonly current: ExposureMinor;
  readonly capMinor: Minor | null;
}

/** Why an order is refused: the first of its bets that would pass a cap, and what is left on its play. */
export interface ExposureBreach {
  readonly playType: number;
  /** The largest stake on that play still accepted after the order's bets before it (min over the levels). */
  readonly leftMinor: Minor;
}

/**
 * Whether an order's bets, taken in order, keep every level within its cap.
 * The first bet that would pass one names the refusal; what is left is the
 * smallest headroom over all capped levels, counting the order's earlier bets.
 */
export function orderBreach(levels: readonly ExposureLevel[], bets: readonly ExposureBet[]): ExposureBreach | null {
  const capped = levels.filter((l) => l.capMinor !== null);
  const running = capped.map((l) => [...l.current]);
  for (const bet of bets) {
    const after = running.map((v) => addExposure(v, payoutBySumMinor([bet])));
    if (after.some((v, i) => worstCaseMinor(v) > (capped[i]!.capMinor as Minor))) {
      const leftMinor = Math.min(...running.map((v, i) => headroomMinor(v, capped[i]!.capMinor as Minor, bet.playType, bet.oddsHundredths)));
      return { playType: bet.playType, leftMinor };
    }
    after.forEach((v, i) => (running[i] = v));
  }
  return null;
}

/** The refusal's params: {play} the sum for a number play (the "14" of "at most X more on 14"), else the play's key; {left} wire money. */
export function exposureCapParams(breach: ExposureBreach): { play: string; left: string } {
  const def = playTypeDef(breach.playType);
  return { play: def === undefined ? String(breach.playType) : def.number === null ? def.key : String(def.number), left: formatMoney(breach.leftMinor) };
}
