import type { Minor } from "../money";
import { isWinning, MAX_SUM, MIN_SUM, playTypeDef } from "../betting/outcome";

/** A player's settled stake and payout on one play type of one round (as the figures port reads them). */
export interface RoundPlay {
  readonly userId: number;
  readonly gameId: number;
  readonly issue: string;
  readonly playType: number;
  readonly stakeMinor: Minor;
  readonly payoutMinor: Minor;
}

/**
 * Whether a player's play types in one round between them win on every sum 0-27: opposite sides (big and small,
 * single and double), the four combinations, or number bets on all 28 sums. Such a round cannot lose, whatever the
 * draw, beyond the margin: its stakes are turnover bought at a known price, so they earn no rebate and no
 * commission (issue 40). placeBet already refuses range bets that cover every outcome (coversEveryOutcome); number
 * bets covering every sum, alone or with range bets, are allowed to be placed and are caught here.
 */
export function isHedgedRound(playTypes: Iterable<number>): boolean {
  const types = [...new Set(playTypes)].filter((playType) => playTypeDef(playType) !== undefined);
  for (let sum = MIN_SUM; sum <= MAX_SUM; sum++) {
    if (!types.some((playType) => isWinning(playType, sum))) return false;
  }
  return true;
}

/** Which of a player's plays count: every play of a round that is hedged is dropped, the rest kept as they are. */
export function countedPlays<P extends RoundPlay>(plays: readonly P[]): P[] {
  const rounds = new Map<string, P[]>();
  for (const play of plays) {
    const key = `${play.userId}\u0000${play.gameId}\u0000${play.issue}`;
    const round = rounds.get(key);
    if (round) round.push(play);
    else rounds.set(key, [play]);
  }
  const counted: P[] = [];
  for (const round of rounds.values()) {
    if (!isHedgedRound(round.map((play) => play.playType))) counted.push(...round);
  }
  return counted;
}
