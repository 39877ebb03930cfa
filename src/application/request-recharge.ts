import type { Result } from "../domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../domain/fund-log";
import { formatMoney } from "../domain/money";
import { checkRecharge } from "../domain/rules/recharge-rules";
import type { DepositRequest } from "../domain/wallet-requests";
import type { AppDeps } from "./deps";
import { moneyNow, refuse } from "./money-movement";
import { inTransaction } from "./unit-of-work";

export interface RequestRechargeInput {
  readonly userId: number;
  /** The raw wire amount: "100.00", "100" or 100. */
  readonly amount: unknown;
  /** One of RECHARGE_CURRENCIES; missing means TWD. */
  readonly currency?: string | null;
}

/**
 * Records a deposit the player says they made. No money moves until an
 * operator approves it; the fund log shows it "under review" meanwhile.
 */
export async function requestRecharge(deps: AppDeps, input: RequestRechargeInput): Promise<Result<DepositRequest>> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work) => {
    const user = await work.tx.users.byId(input.userId);
    if (user === null) refuse("USER_NOT_FOUND");
    const checked = checkRecharge({ groupId: user.groupId, amount: input.amount, currency: input.currency });
    if (!checked.ok) refuse(checked.error.code, checked.error.params);
    const { amountMinor, currency, creditMinor } = checked.value;

    const deposit = await work.tx.deposits.create({
      userId: user.id,
      amountMinor,
      currency,
      status: REVIEW_STATUS.pending,
      remark: "",
      createdAtMs: nowMs,
      reviewedAtMs: null,
      fundLogId: 0, // set below, once the line exists
    });
    const line = await work.tx.fundLog.insert({
      userId: user.id,
      type: FUND_TYPE.recharge,
      quantityMinor: creditMinor,
      // Nothing credited yet: "over" is today's money until approval rewrites it.
      overMinor: await moneyNow(work, user.id),
      mark: `recharge ${formatMoney(amountMinor)} ${currency}`,
      status: REVIEW_STATUS.pending,
      ref: `deposit:${deposit.id}`,
      createdAtMs: nowMs,
    });
    await work.tx.deposits.setFundLogId(deposit.id, line.id);
    return { ...deposit, fundLogId: line.id };
  });
}
