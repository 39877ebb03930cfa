import { roundGameMoments, type GameTally, type PlayTally, type RoundPlay } from "../../domain/risk/return-monitor";
import type { TallyMark } from "../../ports/store/risk/returns";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";

/** Rounds added per write: each read is one grouped read of a round's results; the write is a handful of rows. */
const ROUNDS_PER_BATCH = 20;

type Totals = { game: Omit<GameTally, "gameId">; plays: Map<number, Omit<PlayTally, "gameId">> };

const emptyTotals = (): Totals => ({ game: { rounds: 0, stakeMinor: 0, payoutMinor: 0, expectedPayout: 0, payoutVariance: 0 }, plays: new Map() });

/** A round's results added to the batch's totals; a round nobody bet on moves the mark and adds nothing (not even a round). */
function addRound(totals: Totals, plays: readonly RoundPlay[]): void {
  if (plays.length === 0) return;
  const moments = roundGameMoments(plays);
  const game = totals.game;
  totals.game = {
    rounds: game.rounds + 1,
    stakeMinor: game.stakeMinor + plays.reduce((sum, play) => sum + play.stakeMinor, 0),
    payoutMinor: game.payoutMinor + plays.reduce((sum, play) => sum + play.payoutMinor, 0),
    expectedPayout: game.expectedPayout + moments.expectedPayout,
    payoutVariance: game.payoutVariance + moments.payoutVariance,
  };
  for (const play of plays) {
    const before = totals.plays.get(play.playType) ?? { playType: play.playType, rounds: 0, bets: 0, stakeMinor: 0, payoutMinor: 0, winAmountMinor: 0, winAmountSquared: 0 };
    totals.plays.set(play.playType, {
      playType: play.playType,
      rounds: before.rounds + 1,
      bets: before.bets + play.bets,
      stakeMinor: before.stakeMinor + play.stakeMinor,
      payoutMinor: before.payoutMinor + play.payoutMinor,
      winAmountMinor: before.winAmountMinor + play.winAmountMinor,
      winAmountSquared: before.winAmountSquared + play.winAmountMinor * play.winAmountMinor,
    });
  }
}

/**
 * Adds every newly settled round to the realised-return monitor's totals, each round once, in draw order: the walk
 * stops at the first round neither settled nor void (a round still to settle is waited for, never skipped), and void
 * rounds are passed over (their bets were refunded and count for nothing). The reads happen outside any write
 * transaction; the write is short and moves the game's mark by compare-and-set, so servers tallying at once add
 * each round once (the loser's batch is dropped and read again). Returns the rounds passed (settled or void, with bets
 * or none), over every game.
 */
export async function tallyReturns(deps: Pick<AppDeps, "store" | "clock" | "events">, options: { readonly maxBatches?: number } = {}): Promise<number> {
  let added = 0;
  const games = await deps.store.read((tx) => tx.games.list());
  for (const game of games) {
    for (let batch = 0; batch < (options.maxBatches ?? 50); batch++) {
      const read = await deps.store.read(async (tx) => {
        const from = await tx.returnTally.mark(game.id);
        const totals = emptyTotals();
        let to: TallyMark | null = null;
        let passed = 0;
        for (const round of await tx.returnTally.roundsAfter(game.id, from, ROUNDS_PER_BATCH)) {
          if (round.status === "settled") addRound(totals, await tx.returnTally.playsOfRound(game.id, round.issue));
          else if (round.status !== "void") break;
          to = { drawAtMs: round.drawAtMs, issue: round.issue };
          passed += 1;
        }
        return { from, to, totals, passed };
      });
      if (read.to === null) break;
      const { from, to, totals } = read;
      const moved = await inTransaction(deps, (work) => work.tx.returnTally.add(game.id, from, to, totals.game, [...totals.plays.values()]));
      if (!moved.ok || !moved.value) break;
      added += read.passed;
    }
  }
  return added;
}
