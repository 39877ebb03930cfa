import { invariant } from "../../domain/errors";
import { PLAY_TYPES, isWinning, playMarkOf, sumOf } from "../../domain/betting/outcome";
import type { Digits, RoundRecord } from "../../domain/rounds/round";
import type { SettleChunkInput } from "../../ports/store/rounds/settlement";
import type { Work } from "../unit-of-work";

export interface SettleProgress {
  readonly settledBets: number;
  readonly roundSettled: boolean;
}

/**
 * Settles up to `limit` bets of a drawn round in the caller's transaction:
 * each bet exactly once (compare-and-set on its status, transfer ids that are
 * primary keys), paid stake x its own odds snapshot. The domain decides which
 * play types win and how the profit lines are labelled; the store applies it
 * to the whole chunk at once (`SettlementRepository.settleChunk`, set-based,
 * with exactly the effects of settling the bets one by one: the reference
 * algorithm lives in test/support/settle-one-by-one.ts and a contract test
 * compares the two). When no bet is left the round moves to settled in the same
 * transaction. A crash anywhere loses the whole chunk, never half of it, and
 * the next run picks up the same bets again.
 */
export async function settleRoundChunk(work: Work<"INSUFFICIENT_FUNDS">, round: RoundRecord, limit: number, nowMs: number, gameName: string, from?: SettleChunkInput["from"]): Promise<SettleProgress> {
  const { tx } = work;
  invariant(round.status === "drawn" && round.digits !== null, `round ${round.gameId}/${round.issue} is not drawn`);
  // The round as this transaction sees it: voided since the caller read it (issue 41), it is settled no further and its
  // open bets go to the refunds. A chunk that read "drawn" just before a void committed still settles its bets: each
  // bet is taken by deleting its open_bets row, so a bet is settled or refunded, never both, and none is left behind
  // (the engine refunds every open bet of a void round). Read without a lock on purpose: FOR SHARE here would make the
  // two settlers of a round (settleFromBothEnds) deadlock on its final drawn -> settled update.
  const now = await tx.rounds.get(round.gameId, round.issue);
  if (now?.status !== "drawn") return { settledBets: 0, roundSettled: false };
  const settledBets = await payChunk(work, round, round.digits, limit, nowMs, gameName, from);
  // A full chunk means more bets may be left: the next chunk will tell. Counting
  // the round's unsettled bets after every chunk would read all that are left
  // each time (quadratic in the round's size); after a short chunk few are left.
  let roundSettled = false;
  if (settledBets < limit && (await tx.bets.countUnsettled(round.gameId, round.issue)) === 0) {
    roundSettled = await tx.rounds.advance(round.gameId, round.issue, "drawn", "settled");
    if (roundSettled) {
      work.emit({ type: "round.phase", gameId: round.gameId, issue: round.issue, status: "settled", closeAtMs: round.closeAtMs, drawAtMs: round.drawAtMs, digits: round.digits });
    }
  }
  return { settledBets, roundSettled };
}

/**
 * Settles up to `limit` bets left unsettled in a round already marked settled.
 * Betting and closing exclude each other (RoundRepository.lockForBet), so none
 * should ever be found; should one be (a store without that lock, a bug), it is
 * paid like any other instead of keeping its stake forever.
 */
export async function settleStrandedChunk(work: Work<"INSUFFICIENT_FUNDS">, round: RoundRecord, limit: number, nowMs: number, gameName: string): Promise<number> {
  invariant(round.status === "settled" && round.digits !== null, `round ${round.gameId}/${round.issue} is not settled`);
  return payChunk(work, round, round.digits, limit, nowMs, gameName);
}

async function payChunk(work: Work<"INSUFFICIENT_FUNDS">, round: RoundRecord, digits: Digits, limit: number, nowMs: number, gameName: string, from?: SettleChunkInput["from"]): Promise<number> {
  const { tx } = work;
  const sum = sumOf(digits);
  const winning = PLAY_TYPES.filter((def) => isWinning(def.playType, sum));
  const settled = await tx.settlement.settleChunk({
    gameId: round.gameId,
    issue: round.issue,
    winningPlayTypes: winning.map((def) => def.playType),
    marks: Object.fromEntries(winning.map((def) => [def.playType, `${gameName} ${round.issue} ${playMarkOf(def)}`])),
    atMs: nowMs,
    limit,
    from,
  });
  if (settled === "insufficient") work.refuse("INSUFFICIENT_FUNDS");
  const { settledBets, paidUsers } = settled;
  for (const paid of paidUsers) {
    invariant(paid.lockedMinor >= 0 && paid.moneyMinor >= paid.lockedMinor, `negative balance for user ${paid.userId}`);
    work.emit({ type: "balance.changed", userId: paid.userId, moneyMinor: paid.moneyMinor, lockedMinor: paid.lockedMinor });
  }
  return settledBets;
}
