import type { Result } from "../../domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { playerAccount } from "../../domain/wallet/ledger";
import { requireReason, type ReasonRefusal } from "../../domain/operations/reason-rules";
import { checkAdjustment, checkOperatorAmount } from "../../domain/wallet/operator-money-rules";
import { checkRequestId } from "../../domain/request-id";
import type { UserBalances } from "../../domain/accounts/user";
import { recordAudit } from "../operations/audit-trail";
import { refuseIfPlayerOnBreak } from "../protection/player-protection";
import type { AppDeps } from "../deps";
import { INSUFFICIENT, moveMoney, recordFund } from "./money-movement";
import { inTransaction, type Work } from "../unit-of-work";
import type { MoneyRefusal } from "../../domain/money";

export interface OperatorMoneyResult {
  /** False when this request id was applied before: nothing moved this time. */
  readonly applied: boolean;
  readonly balances: UserBalances;
}

/** What the ledger may answer an operator's movement: a player who is not there, too little money, a request id that names another movement. */
type OperatorMoneyRefusal = "USER_NOT_FOUND" | "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT";

export interface GiftFundsInput {
  readonly userId: number;
  readonly amount: unknown;
  /** The caller's idempotency key: the same id twice gives once. */
  readonly requestId: string;
  readonly operatorId: number;
  readonly note?: string | null;
}

/** The house gives a player money (fund type 4, gift). */
export async function giftFunds(deps: AppDeps, input: GiftFundsInput): Promise<Result<OperatorMoneyResult, "INVALID_INPUT" | MoneyRefusal | OperatorMoneyRefusal | ReasonRefusal | "PLAYER_EXCLUDED">> {
  const requestId = checkRequestId(input.requestId);
  if (!requestId.ok) return requestId;
  // A gift creates money: its reason is the audit trail, and the player reads it on the fund line.
  const reason = requireReason(input.note);
  if (!reason.ok) return reason;
  const checked = checkOperatorAmount(input.amount, reason.value);
  if (!checked.ok) return checked;
  const { amountMinor, note } = checked.value;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<OperatorMoneyRefusal | "PLAYER_EXCLUDED">) => {
    if ((await work.tx.users.byId(input.userId)) === null) work.refuse("USER_NOT_FOUND");
    // A gift is a promotion: none reaches a player on a break.
    await refuseIfPlayerOnBreak(work, input.userId, nowMs);
    const before = await work.tx.ledger.balancesOfUser(input.userId);
    const id = `gift:${requestId.value}`;
    const applied = await moveMoney(work, {
      id,
      fromAccount: "house",
      toAccount: playerAccount(input.userId, "available"),
      amountMinor,
      kind: "gift",
      userId: input.userId,
      ref: id,
      atMs: nowMs,
    }, INSUFFICIENT);
    if (applied) {
      await recordFund(work, {
        userId: input.userId,
        type: FUND_TYPE.gift,
        quantityMinor: amountMinor,
        mark: note || "gift",
        status: REVIEW_STATUS.approved,
        ref: id,
        atMs: nowMs,
      });
      await auditMoney(work, input.operatorId, "funds.gift", input.userId, before, { amountMinor, note, requestId: requestId.value }, nowMs);
    }
    return { applied, balances: await work.tx.ledger.balancesOfUser(input.userId) };
  });
}

export interface AdjustBalanceInput {
  readonly userId: number;
  /** Signed: positive credits the player, negative debits. */
  readonly amount: unknown;
  /** Mandatory: the audit trail of money moved by hand. */
  readonly reason: string | null | undefined;
  readonly requestId: string;
  readonly operatorId: number;
}

/**
 * An operator corrects a balance (fund type 5). A debit never takes the
 * player's available balance below zero: frozen money and money held for a
 * withdrawal are out of its reach.
 */
export async function adjustBalance(deps: AppDeps, input: AdjustBalanceInput): Promise<Result<OperatorMoneyResult, "INVALID_INPUT" | MoneyRefusal | OperatorMoneyRefusal | ReasonRefusal>> {
  const requestId = checkRequestId(input.requestId);
  if (!requestId.ok) return requestId;
  const checked = checkAdjustment(input.amount, input.reason);
  if (!checked.ok) return checked;
  const { amountMinor, reason } = checked.value;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<OperatorMoneyRefusal>) => {
    if ((await work.tx.users.byId(input.userId)) === null) work.refuse("USER_NOT_FOUND");
    const before = await work.tx.ledger.balancesOfUser(input.userId);
    const id = `adjust:${requestId.value}`;
    const player = playerAccount(input.userId, "available");
    const credit = amountMinor > 0;
    const applied = await moveMoney(work, {
      id,
      fromAccount: credit ? "house" : player,
      toAccount: credit ? player : "house",
      amountMinor: Math.abs(amountMinor),
      kind: "adjustment",
      userId: input.userId,
      ref: id,
      atMs: nowMs,
    }, INSUFFICIENT);
    if (applied) {
      await recordFund(work, {
        userId: input.userId,
        type: FUND_TYPE.adjustment,
        quantityMinor: amountMinor,
        mark: reason,
        status: REVIEW_STATUS.approved,
        ref: id,
        atMs: nowMs,
      });
      await auditMoney(work, input.operatorId, "funds.adjust", input.userId, before, { amountMinor, reason, requestId: requestId.value }, nowMs);
    }
    return { applied, balances: await work.tx.ledger.balancesOfUser(input.userId) };
  });
}

/** The audit line of money an operator moved: the balances before and after, and what was asked. */
export async function auditMoney(
  work: Work,
  operatorId: number,
  action: "funds.gift" | "funds.adjust" | "funds.freeze" | "funds.unfreeze",
  userId: number,
  before: UserBalances,
  request: Readonly<Record<string, unknown>>,
  atMs: number,
): Promise<void> {
  const after = await work.tx.ledger.balancesOfUser(userId);
  await recordAudit(work, { operatorId, action, target: { type: "user", id: String(userId) }, before: { ...before }, after: { ...after, ...request }, atMs });
}
