import { FUND_TYPE, REVIEW_STATUS } from "../../src/domain/wallet/fund-log";
import { playerAccount, stakesAccount } from "../../src/domain/wallet/ledger";
import { payoutMinor } from "../../src/domain/betting/odds";
import { isWinning, playMarkOf, playTypeDef, sumOf } from "../../src/domain/betting/outcome";
import { invariant } from "../../src/domain/errors";
import type { RoundRecord } from "../../src/domain/rounds/round";
import { INSUFFICIENT, moveMoney, recordFund } from "../../src/application/wallet/money-movement";
import type { SettleProgress } from "../../src/application/rounds/settle-round";
import type { Work } from "../../src/application/unit-of-work";

/**
 * The reference settlement: the original per-bet algorithm, kept verbatim as an
 * independent model for the contract test of the set-based
 * `SettlementRepository.settleChunk` (test/contract/settlement.contract.test.ts).
 * Slow (about ten statements per bet) but obviously right: each bet goes
 * through the ordinary repositories, compare-and-set on its status, idempotent
 * transfers and recordFund's running balance.
 */
export async function settleRoundChunkOneByOne(work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">, round: RoundRecord, limit: number, nowMs: number, gameName: string): Promise<SettleProgress> {
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
      fromAccount: stakesAccount(bet.userId),
      toAccount: "house",
      amountMinor: bet.stakeMinor,
      kind: "bet_collect",
      userId: bet.userId,
      ref: `bet:${bet.id}`,
      atMs: nowMs,
    }, INSUFFICIENT);
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
    }, INSUFFICIENT);
    await recordFund(work, {
      userId: bet.userId,
      type: FUND_TYPE.profit,
      quantityMinor: payout,
      mark: `${gameName} ${bet.issue} ${playMarkOf(playTypeDef(bet.playType)!)}`,
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
  return { settledBets, roundSettled };
}
