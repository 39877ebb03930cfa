import type { Result } from "../domain/errors";
import { playerAccount } from "../domain/ledger";
import { checkOperatorAmount } from "../domain/rules/operator-money-rules";
import { checkRequestId } from "../domain/rules/request-id";
import { moneyOf } from "../domain/user";
import { auditMoney, type OperatorMoneyResult } from "./adjust-balance";
import type { AppDeps } from "./deps";
import { moveMoney, refuse } from "./money-movement";
import { inTransaction } from "./unit-of-work";

export interface FreezeFundsInput {
  readonly userId: number;
  readonly amount: unknown;
  /** The caller's idempotency key: the same id twice moves once. */
  readonly requestId: string;
  readonly operatorId: number;
  readonly note?: string | null;
}

/** Moves part of the available balance into lock_money: still the player's money, but neither spendable nor withdrawable. */
export function freezeFunds(deps: AppDeps, input: FreezeFundsInput): Promise<Result<OperatorMoneyResult>> {
  return moveBetweenOwnAccounts(deps, input, "freeze");
}

/** Gives frozen money back to the available balance. */
export function unfreezeFunds(deps: AppDeps, input: FreezeFundsInput): Promise<Result<OperatorMoneyResult>> {
  return moveBetweenOwnAccounts(deps, input, "unfreeze");
}

async function moveBetweenOwnAccounts(deps: AppDeps, input: FreezeFundsInput, kind: "freeze" | "unfreeze"): Promise<Result<OperatorMoneyResult>> {
  const requestId = checkRequestId(input.requestId);
  if (!requestId.ok) return requestId;
  const checked = checkOperatorAmount(input.amount, input.note);
  if (!checked.ok) return checked;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work) => {
    if ((await work.tx.users.byId(input.userId)) === null) refuse("USER_NOT_FOUND");
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
    });
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
