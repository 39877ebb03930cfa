import { ok, type Result } from "../../domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { playerAccount } from "../../domain/wallet/ledger";
import { formatMoney } from "../../domain/money";
import { PAYOUT_TYPE, type PayoutMethod, type PayoutType } from "../../domain/wallet/payout-method";
import { maskAccountName } from "../../domain/wallet/payout-method-rules";
import { checkWithdrawal, type WithdrawalRefusal } from "../../domain/wallet/withdrawal-rules";
import { checkPayoutHold, DEFAULT_PAYOUT_CHANGE_HOLD_HOURS, HOUR_MS } from "../../domain/wallet/payout-change-rules";
import type { WithdrawalRequest } from "../../domain/wallet/wallet-requests";
import type { AppDeps } from "../deps";
import { moveMoney, recordFund } from "./money-movement";
import { turnoverReadings } from "./turnover-status";
import { attemptSecurityCode, preVerifySecurityCode } from "../accounts/security-code-attempt";
import type { SecurityCodeAttemptRefusal } from "../../domain/accounts/security-code-rules";
import { inTransactionKeepingRefusals, type Work } from "../unit-of-work";

export interface RequestWithdrawalInput {
  readonly userId: number;
  /** The raw wire amount: "100.00", "100" or 100; empty when left blank. */
  readonly amount: unknown;
  readonly payoutType: PayoutType;
  readonly securityCode: string;
}

/**
 * A player asks to be paid out. Everything from the rules to the hold happens
 * in one transaction, so two requests racing can never both take the same
 * money, and the store's unique index allows one request under review at a time.
 * A wrong security code is the one refusal that commits: its failure count must
 * survive, or the lockout would never bite.
 */
/**
 * The withdrawal rules' refusals, a payout method or user that is gone, details
 * changed too lately, a wrong or locked security code, a request already under
 * review, and the hold's final word on funds.
 */
export type WithdrawalRequestRefusal =
  | WithdrawalRefusal
  | SecurityCodeAttemptRefusal
  | "USER_NOT_FOUND"
  | "PAYOUT_CHANGE_HOLD"
  | "WITHDRAW_PENDING_EXISTS"
  | "IDEMPOTENCY_CONFLICT";

export async function requestWithdrawal(deps: AppDeps, input: RequestWithdrawalInput): Promise<Result<WithdrawalRequest, WithdrawalRequestRefusal>> {
  const nowMs = deps.clock.nowMs();
  const code = String(input.securityCode ?? "").trim();
  const before = await deps.store.read((tx) => tx.users.byId(input.userId));
  const preVerified = await preVerifySecurityCode(deps.hasher, before, code, nowMs);

  return inTransactionKeepingRefusals(deps, async (work: Work<WithdrawalRequestRefusal>): Promise<Result<WithdrawalRequest, WithdrawalRequestRefusal>> => {
    const { tx } = work;
    const user = await tx.users.byId(input.userId);
    if (user === null) work.refuse("USER_NOT_FOUND");
    // The balance now and the changes since the reset must be read as one picture:
    // a racing request's hold committing between the two reads would count twice.
    await tx.ledger.lockPlayer(user.id);
    const { balances, settledStakeMinor, creditedMinor, moneyAtResetMinor, wagering } = await turnoverReadings(tx, deps.schedule, user.id, nowMs);
    const method = await tx.payoutMethods.get(user.id, input.payoutType);
    const checked = checkWithdrawal({
      groupId: user.groupId,
      amount: input.amount,
      balances,
      payoutType: input.payoutType,
      hasPayoutMethod: method !== null,
      securityCodeSet: user.securityCodeHash !== null,
      waterLimitPercent: user.waterLimitPercent,
      settledStakeMinor,
      creditedMinor,
      moneyAtResetMinor,
      wagering,
    });
    if (!checked.ok) work.refuse(checked.error.code, checked.error.params);
    if (method === null) return work.refuse("PAYOUT_METHOD_MISSING", { type: input.payoutType });
    // Details changed lately: a wait before money leaves for them (the owner was told and can act).
    const hold = checkPayoutHold(method, payoutChangeHoldMs(deps), nowMs, deps.schedule.timeZone);
    if (!hold.ok) work.refuse(hold.error.code, hold.error.params);
    const { amountMinor } = checked.value;

    const attempt = await attemptSecurityCode(work, deps.hasher, user, code, nowMs, preVerified);
    if (!attempt.ok) return attempt; // committed: the failure count stays

    const request = await tx.withdrawals.create({
      userId: user.id,
      amountMinor,
      payoutType: input.payoutType,
      // Copied now, so editing the payout method later cannot redirect money in flight.
      payoutAcc: method.acc,
      payoutAccName: method.accName,
      payoutAccBank: method.accBank,
      status: REVIEW_STATUS.pending,
      remark: "",
      createdAtMs: nowMs,
      reviewedAtMs: null,
      fundLogId: 0, // set below, once the line exists
    });
    if (request === null) work.refuse("WITHDRAW_PENDING_EXISTS");
    const holdId = `withdrawal:${request.id}:hold`;
    await moveMoney(
      work,
      {
        id: holdId,
        fromAccount: playerAccount(user.id, "available"),
        toAccount: playerAccount(user.id, "withdrawing"),
        amountMinor,
        kind: "withdraw_hold",
        userId: user.id,
        ref: `withdrawal:${request.id}`,
        atMs: nowMs,
      },
      { code: "WITHDRAW_INSUFFICIENT", params: { frozen: formatMoney(balances.lockedMinor), available: formatMoney(balances.availableMinor) } },
    );
    const line = await recordFund(work, {
      userId: user.id,
      type: FUND_TYPE.withdraw,
      quantityMinor: -amountMinor,
      mark: withdrawalMark(method),
      status: REVIEW_STATUS.pending,
      ref: `withdrawal:${request.id}`,
      atMs: nowMs,
    });
    await tx.withdrawals.setFundLogId(request.id, line.id);
    return ok({ ...request, fundLogId: line.id });
  });
}

/** Names the destination without revealing it: the fund log is shown on screens others may see. */
function withdrawalMark(method: PayoutMethod): string {
  return method.type === PAYOUT_TYPE.bankCard
    ? `withdraw to ${method.accBank} ${maskAccountName(method.accName)}`
    : `withdraw to ${method.accName.toUpperCase()} ${maskAccountName(method.acc)}`;
}

/** How long withdrawals to changed payout details wait on this server (PAYOUT_CHANGE_HOLD_HOURS). */
export const payoutChangeHoldMs = (deps: Pick<AppDeps, "payoutChangeHoldMs">): number => deps.payoutChangeHoldMs ?? DEFAULT_PAYOUT_CHANGE_HOLD_HOURS * HOUR_MS;
