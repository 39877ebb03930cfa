import type { Result } from "../../domain/errors";
import { playerAccount } from "../../domain/wallet/ledger";
import { checkOperatorAmount } from "../../domain/wallet/operator-money-rules";
import { checkRequestId } from "../../domain/request-id";
import { moneyOf } from "../../domain/accounts/user";
import { auditMoney, type OperatorMoneyResult } from "./adjust-balance";
import type { AppDeps } from "../deps";
import { INSUFFICIENT, moveMoney } from "./money-movement";
import { inTransaction, type Work } from "../unit-of-work";
import type { MoneyRefusal } from "../../domain/money";
import type { ReasonRefusal } from "../../domain/operations/reason-rules";

/** An amount, note or request id that is malformed, and the ledger's answers. */
type FreezeRefusal = "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_FUNDS" | "INVALID_INPUT" | "USER_NOT_FOUND" | MoneyRefusal | ReasonRefusal;

export interface FreezeFundsInput {
  readonly userId: number;
  readonly amount: unknown;
  /** The caller's idempotency key: the same id twice moves once. */
  readonly requestId: string;
  readonly operatorId: number;
  readonly note?: string | null;
}

/** Moves part of the available balance into lock_money: still the player's money, but neither spendable nor withdrawable. */
export function freezeFunds(deps: AppDeps, input: FreezeFundsInput): Promise<Result<OperatorMoneyResult, FreezeRefusal>> {
  return moveBetweenOwnAccounts(deps, input, "freeze");
}

/** Gives frozen money back to the available balance. */
export function unfreezeFunds(deps: AppDeps, input: FreezeFundsInput): Promise<Result<OperatorMoneyResult, FreezeRefusal>> {
  return moveBetweenOwnAccounts(deps, input, "unfreeze");
}

async function moveBetweenOwnAccounts(deps: AppDeps, input: FreezeFundsInput, kind: "freeze" | "unfreeze"): Promise<Result<OperatorMoneyResult, FreezeRefusal>> {
  const requestId = checkRequestId(input.requestId);
  if (!requestId.ok) return requestId;
  const checked = checkOperatorAmount(input.amount, input.note);
  if (!checked.ok) return checked;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"USER_NOT_FOUND" | "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">) => {
    if ((await work.tx.users.byId(input.userId)) === null) work.refuse("USER_NOT_FOUND");
    const before = await work.tx.ledger.balancesOfUser(input.userId);
    const available = playerAccount(input.userId, "available");
    const locked = playerAccount(input.userId, "locked");
    const id = `${kind}:${requestId.value}`;
    const applied = await moveMoney(work, {
      id,
      fromAccount: kind === "freeze" ? available : locked,
      toAccount: kind === "freeze" ? locked : available,
      amountMinor: checked.value.amountMinor,
      kind,
      userId: input.userId,
      ref: id,
      atMs: nowMs,
    }, INSUFFICIENT);
    const balances = await work.tx.ledger.balancesOfUser(input.userId);
    // Money (available + frozen) is unchanged, so no fund-log line; lock_money changed, so announce it.
    if (applied) {
      work.emit({ type: "balance.changed", userId: input.userId, moneyMinor: moneyOf(balances), lockedMinor: balances.lockedMinor });
      const request = { amountMinor: checked.value.amountMinor, note: checked.value.note, requestId: requestId.value };
      await auditMoney(work, input.operatorId, kind === "freeze" ? "funds.freeze" : "funds.unfreeze", input.userId, before, request, nowMs);
    }
    return { applied, balances };
  });
}
