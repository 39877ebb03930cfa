import type { Result } from "../../domain/errors";
import { REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { playerAccount } from "../../domain/wallet/ledger";
import { checkRemark, judgeReview, type ReviewDecision } from "../../domain/wallet/review-rules";
import type { ReasonRefusal } from "../../domain/operations/reason-rules";
import { moneyOf } from "../../domain/accounts/user";
import type { DepositRequest } from "../../domain/wallet/wallet-requests";
import { firstApprovalSnapshot, recordAudit, reviewSnapshot } from "../operations/audit-trail";
import type { AppDeps } from "../deps";
import { INSUFFICIENT, moveMoney } from "./money-movement";
import { inTransaction, type Work } from "../unit-of-work";
import { fourEyes } from "./four-eyes";
import { payFirstDepositBonuses } from "../growth/first-deposit-bonus";

/** A remark that is missing or malformed, a request gone or decided otherwise, and the ledger's answers. */
type ReviewDepositRefusal = ReasonRefusal | "NOT_FOUND" | "REQUEST_NOT_PENDING" | "DEPOSIT_TX_HASH_CREDITED" | "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT" | "SECOND_APPROVER_SAME";

export interface ReviewDepositInput {
  readonly depositId: number;
  /** Who decided. Authorisation is the operator procedure's job; kept here for the audit trail of callers. */
  readonly operatorId: number;
  readonly remark?: string | null;
}

/**
 * Credits a deposit: world -> available, once, however many times it is approved.
 * Above the operator's threshold the first approval only holds it (still under
 * review, "awaiting second approval"); a different operator's approval credits it.
 */
export function approveDeposit(deps: AppDeps, input: ReviewDepositInput): Promise<Result<DepositRequest, ReviewDepositRefusal>> {
  return reviewDeposit(deps, input, REVIEW_STATUS.approved);
}

/** Refuses a deposit: nothing moves; the fund-log line shows it rejected. */
export function rejectDeposit(deps: AppDeps, input: ReviewDepositInput): Promise<Result<DepositRequest, ReviewDepositRefusal>> {
  return reviewDeposit(deps, input, REVIEW_STATUS.rejected);
}

async function reviewDeposit(deps: AppDeps, input: ReviewDepositInput, decision: ReviewDecision): Promise<Result<DepositRequest, ReviewDepositRefusal>> {
  const remark = checkRemark(input.remark, decision);
  if (!remark.ok) return remark;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<ReviewDepositRefusal>) => {
    const deposit = await work.tx.deposits.byId(input.depositId);
    if (deposit === null) work.refuse("NOT_FOUND");
    const judged = judgeReview(deposit.status, decision);
    if (!judged.ok) work.refuse(judged.error.code, judged.error.params);
    if (judged.value === "already") return deposit;
    const eyes = decision === REVIEW_STATUS.approved ? await fourEyes(work, { kind: "deposit", id: deposit.id, userId: deposit.userId, amountMinor: deposit.amountMinor, operatorId: input.operatorId, atMs: nowMs }) : null;
    if (eyes?.step === "held") return deposit;
    // Compare-and-set: of two reviewers racing, only one gets past this line. The
    // loser looks again: the same decision by the winner is the harmless repeat.
    if (!(await work.tx.deposits.review(deposit.id, decision, remark.value, nowMs))) {
      const now = await work.tx.deposits.byId(deposit.id);
      const rejudged = now === null ? null : judgeReview(now.status, decision);
      if (now !== null && rejudged?.ok && rejudged.value === "already") return now;
      work.refuse("REQUEST_NOT_PENDING", now === null ? undefined : { status: now.status });
    }

    if (decision === REVIEW_STATUS.approved) {
      // A USDT payment is credited once: the hash's key decides between twin requests, even approved at once.
      if (deposit.txHash !== null && !(await work.tx.deposits.creditTxHash(deposit.txHash, deposit.id, nowMs))) work.refuse("DEPOSIT_TX_HASH_CREDITED");
      const id = `deposit:${deposit.id}`;
      await moveMoney(work, {
        id,
        fromAccount: "world",
        toAccount: playerAccount(deposit.userId, "available"),
        amountMinor: deposit.amountMinor,
        kind: "deposit",
        userId: deposit.userId,
        ref: id,
        atMs: nowMs,
      }, INSUFFICIENT);
      await settleLine(work, deposit, REVIEW_STATUS.approved, null);
      // A running first-deposit promotion pays its bonus with the deposit, in this transaction (issue 40).
      const player = await work.tx.users.byId(deposit.userId);
      if (player !== null) await payFirstDepositBonuses(work, deps.schedule, { user: player, depositMinor: deposit.amountMinor, depositId: deposit.id, atMs: nowMs });
    } else {
      await settleLine(work, deposit, REVIEW_STATUS.rejected, remark.value);
    }
    const reviewed = await work.tx.deposits.byId(deposit.id);
    if (reviewed === null) work.refuse("NOT_FOUND");
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: decision === REVIEW_STATUS.approved ? "deposit.approve" : "deposit.reject",
      target: { type: "deposit", id: String(deposit.id) },
      before: { ...reviewSnapshot(deposit), userId: deposit.userId, amountMinor: deposit.amountMinor, currency: deposit.currency, ...firstApprovalSnapshot(eyes) },
      after: reviewSnapshot(reviewed),
      atMs: nowMs,
    });
    return reviewed;
  });
}

/** Brings the deposit's fund-log line to its final status, with the money after the decision. */
async function settleLine(work: Work, deposit: DepositRequest, status: ReviewDecision, remark: string | null): Promise<void> {
  const balances = await work.tx.ledger.balancesOfUser(deposit.userId);
  const line = await work.tx.fundLog.byId(deposit.fundLogId);
  const mark = line !== null && remark ? `${line.mark} (${remark})` : undefined;
  await work.tx.fundLog.update(deposit.fundLogId, { status, overMinor: moneyOf(balances), ...(mark === undefined ? {} : { mark }) });
  if (status === REVIEW_STATUS.approved) {
    work.emit({ type: "balance.changed", userId: deposit.userId, moneyMinor: moneyOf(balances), lockedMinor: balances.lockedMinor });
    // The player's "deposit approved" notice (push), heard after commit.
    work.emit({ type: "deposit.approved", userId: deposit.userId, depositId: deposit.id, amountMinor: deposit.amountMinor });
  }
}
