import { approveDeposit, rejectDeposit } from "../src/application/wallet/review-deposit";
import { approveWithdrawal, rejectWithdrawal } from "../src/application/wallet/review-withdrawal";
import type { ErrorCode, Result } from "../src/domain/errors";
import { REVIEW_STATUS } from "../src/domain/wallet/fund-log";
import type { SimContext } from "./context";
import { checkAnswer } from "./invariants";

/** Chance that the operator gets to a request at a given review pass (otherwise it waits for a later one). */
const REVIEW_NOW = 0.75;
const APPROVE_DEPOSIT = 0.92;
const APPROVE_WITHDRAWAL = 0.85;
const ALL = { offset: 0, limit: 1_000_000 };

/**
 * The simulated operator works through the real review queues, oldest first:
 * approves most deposits and withdrawals, rejects some, and sometimes clicks
 * twice (the second click must change nothing). The queues must hold exactly
 * the requests the model knows to be under review.
 */
export async function operatorReviews(ctx: SimContext): Promise<void> {
  const { deps, log, model, rng, stats } = ctx;
  const deposits = await deps.store.read((tx) => tx.deposits.pending(ALL));
  const depositIds = deposits.map((d) => d.id);
  const expectedDeposits = [...model.pendingDeposits.keys()];
  log.check(JSON.stringify(depositIds) === JSON.stringify(expectedDeposits), () => `deposit queue [${depositIds}] differs from the model's [${expectedDeposits}]`);
  for (const deposit of deposits) {
    if (!rng.operator.chance(REVIEW_NOW)) continue;
    const approve = rng.operator.chance(APPROVE_DEPOSIT);
    const review = () =>
      approve
        ? fourEyes(ctx, (operatorId) => approveDeposit(deps, { depositId: deposit.id, operatorId, remark: "" }))
        : rejectDeposit(deps, { depositId: deposit.id, operatorId: ctx.operatorId, remark: "payment not received" });
    const reviewed = await reviewOnce(ctx, `review of deposit ${deposit.id}`, approve, review);
    if (!reviewed) continue;
    model.depositReviewed(deposit.id, approve, ctx.clock.nowMs());
    if (approve) {
      stats.deposits.approved += 1;
      stats.deposits.approvedMinor += deposit.amountMinor;
    } else {
      stats.deposits.rejected += 1;
    }
  }

  const withdrawals = await deps.store.read((tx) => tx.withdrawals.pending(ALL));
  const withdrawalIds = withdrawals.map((w) => w.id);
  const expectedWithdrawals = [...model.pendingWithdrawals.keys()];
  log.check(JSON.stringify(withdrawalIds) === JSON.stringify(expectedWithdrawals), () => `withdrawal queue [${withdrawalIds}] differs from the model's [${expectedWithdrawals}]`);
  for (const request of withdrawals) {
    if (!rng.operator.chance(REVIEW_NOW)) continue;
    const approve = rng.operator.chance(APPROVE_WITHDRAWAL);
    const review = () =>
      approve
        ? fourEyes(ctx, (operatorId) => approveWithdrawal(deps, { withdrawalId: request.id, operatorId, remark: "" }))
        : rejectWithdrawal(deps, { withdrawalId: request.id, operatorId: ctx.operatorId, remark: "account details rejected" });
    const reviewed = await reviewOnce(ctx, `review of withdrawal ${request.id}`, approve, review);
    if (!reviewed) continue;
    model.withdrawalReviewed(request.id, approve, ctx.clock.nowMs());
    if (approve) {
      stats.withdrawals.approved += 1;
      stats.withdrawals.paidMinor += request.amountMinor;
    } else {
      stats.withdrawals.rejected += 1;
    }
  }
}

/** An approval by the operator; one that only held the request (above the four-eyes amount) is confirmed by the second operator. */
async function fourEyes<T extends { status: number }>(ctx: SimContext, approve: (operatorId: number) => Promise<Result<T, ErrorCode>>): Promise<Result<T, ErrorCode>> {
  const first = await approve(ctx.operatorId);
  return first.ok && first.value.status === REVIEW_STATUS.pending ? approve(await ctx.secondOperatorId()) : first;
}

/** One review, maybe clicked twice by a fault: both answers must say the same final status. */
async function reviewOnce(ctx: SimContext, label: string, approve: boolean, review: () => Promise<Result<{ status: number }, ErrorCode>>): Promise<boolean> {
  const status = approve ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected;
  const first = await review();
  if (!checkAnswer(ctx.log, label, "OK", first)) return false;
  ctx.log.check(first.ok && first.value.status === status, () => `${label}: status ${first.ok ? first.value.status : "?"} after the review, expected ${status}`);
  if (ctx.faults.operatorDoubleReview()) {
    ctx.stats.faults.operatorDoubleReviews += 1;
    const second = await review();
    ctx.log.check(second.ok && second.value.status === status, () => `${label}: the repeated click answered ${second.ok ? second.value.status : second.error.code}`);
  }
  return true;
}
