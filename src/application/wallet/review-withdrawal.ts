import type { Result } from "../../domain/errors";
import { REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { playerAccount } from "../../domain/wallet/ledger";
import { checkRemark, judgeReview, type ReviewDecision } from "../../domain/wallet/review-rules";
import type { ReasonRefusal } from "../../domain/operations/reason-rules";
import { moneyOf } from "../../domain/accounts/user";
import type { WithdrawalRequest } from "../../domain/wallet/wallet-requests";
import { firstApprovalSnapshot, recordAudit, reviewSnapshot } from "../operations/audit-trail";
import type { AppDeps } from "../deps";
import { INSUFFICIENT, moveMoney } from "./money-movement";
import { inTransaction, type Work } from "../unit-of-work";
import { fourEyes } from "./four-eyes";

/** A remark that is missing or malformed, a request gone or decided otherwise, and the ledger's answers. */
type ReviewWithdrawalRefusal = ReasonRefusal | "NOT_FOUND" | "REQUEST_NOT_PENDING" | "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT" | "SECOND_APPROVER_SAME";

export interface ReviewWithdrawalInput {
  readonly withdrawalId: number;
  /** Who decided. Authorisation is the operator procedure's job. */
  readonly operatorId: number;
  readonly remark?: string | null;
}

/**
 * Pays a withdrawal out: the held money leaves for the world, once. Above the
 * operator's threshold the first approval only holds it ("awaiting second
 * approval"); a different operator's approval pays it.
 */
export function approveWithdrawal(deps: AppDeps, input: ReviewWithdrawalInput): Promise<Result<WithdrawalRequest, ReviewWithdrawalRefusal>> {
  return reviewWithdrawal(deps, input, REVIEW_STATUS.approved);
}

/** Refuses a withdrawal: the held money goes back to the player's available balance, once. */
export function rejectWithdrawal(deps: AppDeps, input: ReviewWithdrawalInput): Promise<Result<WithdrawalRequest, ReviewWithdrawalRefusal>> {
  return reviewWithdrawal(deps, input, REVIEW_STATUS.rejected);
}

async function reviewWithdrawal(deps: AppDeps, input: ReviewWithdrawalInput, decision: ReviewDecision): Promise<Result<WithdrawalRequest, ReviewWithdrawalRefusal>> {
  const remark = checkRemark(input.remark, decision);
  if (!remark.ok) return remark;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<ReviewWithdrawalRefusal>) => {
    const { tx } = work;
    const request = await tx.withdrawals.byId(input.withdrawalId);
    if (request === null) work.refuse("NOT_FOUND");
    const judged = judgeReview(request.status, decision);
    if (!judged.ok) work.refuse(judged.error.code, judged.error.params);
    if (judged.value === "already") return request;
    const eyes = decision === REVIEW_STATUS.approved ? await fourEyes(work, { kind: "withdrawal", id: request.id, userId: request.userId, amountMinor: request.amountMinor, operatorId: input.operatorId, atMs: nowMs }) : null;
    if (eyes?.step === "held") return request;
    // Compare-and-set: of two reviewers racing, only one gets past this line. The
    // loser looks again: the same decision by the winner is the harmless repeat.
    if (!(await tx.withdrawals.review(request.id, decision, remark.value, nowMs))) {
      const now = await tx.withdrawals.byId(request.id);
      const rejudged = now === null ? null : judgeReview(now.status, decision);
      if (now !== null && rejudged?.ok && rejudged.value === "already") return now;
      work.refuse("REQUEST_NOT_PENDING", now === null ? undefined : { status: now.status });
    }

    const approved = decision === REVIEW_STATUS.approved;
    await moveMoney(work, {
      id: `withdrawal:${request.id}:${approved ? "payout" : "release"}`,
      fromAccount: playerAccount(request.userId, "withdrawing"),
      toAccount: approved ? "world" : playerAccount(request.userId, "available"),
      amountMinor: request.amountMinor,
      kind: approved ? "withdraw_payout" : "withdraw_release",
      userId: request.userId,
      ref: `withdrawal:${request.id}`,
      atMs: nowMs,
    }, INSUFFICIENT);

    const balances = await tx.ledger.balancesOfUser(request.userId);
    const line = await tx.fundLog.byId(request.fundLogId);
    const mark = line !== null && remark.value ? `${line.mark} (${remark.value})` : undefined;
    // A payout leaves `money` as it was at the hold; a release gives it back, and the line says so.
    await tx.fundLog.update(request.fundLogId, { status: decision, overMinor: moneyOf(balances), ...(mark === undefined ? {} : { mark }) });
    if (!approved) {
      work.emit({ type: "balance.changed", userId: request.userId, moneyMinor: moneyOf(balances), lockedMinor: balances.lockedMinor });
    }
    // The player's "withdrawal paid/rejected" notice (push), heard after commit.
    work.emit({ type: "withdrawal.reviewed", userId: request.userId, withdrawalId: request.id, amountMinor: request.amountMinor, outcome: approved ? "paid" : "rejected" });
    const reviewed = await tx.withdrawals.byId(request.id);
    if (reviewed === null) work.refuse("NOT_FOUND");
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: approved ? "withdrawal.approve" : "withdrawal.reject",
      target: { type: "withdrawal", id: String(request.id) },
      before: { ...reviewSnapshot(request), userId: request.userId, amountMinor: request.amountMinor, ...firstApprovalSnapshot(eyes) },
      after: reviewSnapshot(reviewed),
      atMs: nowMs,
    });
    return reviewed;
  });
}
