import { isWinning, MIN_SUM } from "../betting/outcome";
import type { Minor } from "../money";
import { SUMS } from "./exposure";

/** Per sum, the amounts of the plays that win if the digits add up to it; a play that wins on several sums counts on each. */
function bySumMinor<P extends { readonly playType: number }>(plays: readonly P[], amountOf: (play: P) => Minor): Minor[] {
  const bySum = SUMS.map(() => 0);
  for (const play of plays) for (const sum of SUMS) if (isWinning(play.playType, sum)) bySum[sum - MIN_SUM]! += amountOf(play);
  return bySum;
}

/**
 * Per sum, the stakes of the bets that win if the digits add up to it (the console shows them beside the payout
 * per sum: a sum can carry much stake at low odds or little at 970 to 1).
 */
export const stakeBySumMinor = (plays: readonly { readonly playType: number; readonly stakeMinor: Minor }[]): Minor[] => bySumMinor(plays, (play) => play.stakeMinor);

/**
 * Per sum, what the house pays if the digits add up to it, from each play's payout if it wins (each bet's stake x
 * its odds, floored as settlement floors it, summed per play by the store): the exposure vector, exactly.
 */
export const payoutBySumOfPlaysMinor = (plays: readonly { readonly playType: number; readonly payoutMinor: Minor }[]): Minor[] => bySumMinor(plays, (play) => play.payoutMinor);

/** The sum whose payout is largest (the lowest such sum on a tie), or null when nothing would be paid on any sum. */
export function worstSumOf(payoutBySumMinor: readonly Minor[]): number | null {
  let worst: number | null = null;
  let largest = 0;
  payoutBySumMinor.forEach((payout, i) => {
    if (payout > largest) {
      largest = payout;
      worst = MIN_SUM + i;
    }
  });
  return worst;
}
