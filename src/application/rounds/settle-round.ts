import { FUND_TYPE, REVIEW_STATUS } from "../../domain/fund-log";
import { playerAccount } from "../../domain/ledger";
import { payoutMinor } from "../../domain/odds";
import { isWinning, playTypeDef, sumOf } from "../../domain/outcome";
import { invariant } from "../../domain/errors";
import type { RoundRecord } from "../../domain/round";
import { moveMoney, recordFund } from "../money-movement";
import type { Work } from "../unit-of-work";

export interface SettleProgress {
  readonly settledBets: number;
  readonly remainingBets: number;
  readonly roundSettled: boolean;
}

/**
 * Settles up to `limit` bets of a drawn round in the caller's transaction:
 * each bet exactly once (compare-and-set on its status, idempotent transfer
 * ids), paid stake x its own odds snapshot. When no bet is left the round moves
 * to settled in the same transaction. A crash anywhere loses the whole chunk,
 * never half of it, and the next run picks up the same bets again.
 */
export async function settleRoundChunk(work: Work, round: RoundRecord, limit: number, nowMs: number, gameName: string): Promise<SettleProgress> {
  const { tx } = work;
  invariant(round.status === "drawn" && round.digits !== null, `round ${round.gameId}/${round.issue} is not drawn`);
  const sum = sumOf(round.digits);
  const bets = await tx.bets.unsettled(round.gameId, round.issue, limit);
  let settledBets = 0;
  for (const bet of bets) {
    const hit = isWinning(bet.playType, sum);
    const payout = hit ? payoutMinor(bet.stakeMinor, bet.oddsHundredths) : 0;
    if (!(await tx.bets.markSettled(bet.id, hit, payout, nowMs))) continue;
    settledBets += 1;
    await moveMoney(work, {
      id: `bet:${bet.id}:collect`,
      fromAccount: "stakes",
      toAccount: "house",
      amountMinor: bet.stakeMinor,
      kind: "bet_collect",
      userId: bet.userId,
      ref: `bet:${bet.id}`,
      atMs: nowMs,
    });
    if (!hit || payout === 0) continue;
    await moveMoney(work, {
      id: `bet:${bet.id}:payout`,
      fromAccount: "house",
      toAccount: playerAccount(bet.userId, "available"),
      amountMinor: payout,
      kind: "bet_payout",
      userId: bet.userId,
      ref: `bet:${bet.id}`,
      atMs: nowMs,
    });
    await recordFund(work, {
      userId: bet.userId,
      type: FUND_TYPE.profit,
      quantityMinor: payout,
      mark: `${gameName} ${bet.issue} ${playTypeDef(bet.playType)?.key ?? bet.playType}`,
      status: REVIEW_STATUS.approved,
      ref: `bet:${bet.id}`,
      atMs: nowMs,
    });
    await tx.winNotices.add(bet.userId, bet.gameId, bet.issue, payout - bet.stakeMinor, nowMs);
  }
  const remainingBets = await tx.bets.countUnsettled(round.gameId, round.issue);
  let roundSettled = false;
  if (remainingBets === 0) {
    roundSettled = await tx.rounds.advance(round.gameId, round.issue, "drawn", "settled");
    if (roundSettled) {
      work.emit({ type: "round.phase", gameId: round.gameId, issue: round.issue, status: "settled", closeAtMs: round.closeAtMs, drawAtMs: round.drawAtMs, digits: round.digits });
    }
  }
  return { settledBets, remainingBets, roundSettled };
}
