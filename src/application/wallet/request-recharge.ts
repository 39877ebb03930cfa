import { channelLabel } from "../../domain/wallet/deposit-channel";
import type { Result } from "../../domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { formatMoney } from "../../domain/money";
import { checkChannelDeposit, checkDepositReference, type DepositReferenceInput, type DepositReferenceRefusal } from "../../domain/wallet/deposit-request-rules";
import { checkRecharge, type RechargeRefusal } from "../../domain/wallet/recharge-rules";
import type { DepositRequest } from "../../domain/wallet/wallet-requests";
import type { AppDeps } from "../deps";
import { moneyNow } from "./money-movement";
import { inTransaction, type Work } from "../unit-of-work";
import { refuseBeyondDepositLimits, refuseIfOnBreak } from "../protection/guards";
import type { ExclusionRefusal } from "../../domain/protection/exclusion";
import type { LimitRefusal } from "../../domain/protection/limits";

export interface RequestRechargeInput {
  readonly userId: number;
  /** The raw wire amount: "100.00", "100" or 100. */
  readonly amount: unknown;
  /** One of RECHARGE_CURRENCIES; missing means TWD (or, with a channel, the channel's first). */
  readonly currency?: string | null;
  /**
   * The deposit channel the player paid through. With one, the channel's
   * currencies and limits apply and the payer's reference is required; without
   * one (the original clients), the request is a bare amount as before.
   */
  readonly channelId?: number | null;
  readonly reference?: DepositReferenceInput | null;
}

/** The amount's and the channel's refusals, a reference that does not fit, a hash already credited. */
export type RechargeRequestRefusal =
  | RechargeRefusal
  | ExclusionRefusal
  | LimitRefusal<"deposit">
  | DepositReferenceRefusal
  | "USER_NOT_FOUND"
  | "DEPOSIT_CHANNEL_UNAVAILABLE"
  | "DEPOSIT_CURRENCY_NOT_ACCEPTED"
  | "DEPOSIT_AMOUNT_RANGE"
  | "DEPOSIT_TX_HASH_CREDITED";

/**
 * Records a deposit the player says they made. No money moves until an
 * operator approves it; the fund log shows it "under review" meanwhile, with
 * the channel and the reference the operator will match.
 */
export async function requestRecharge(deps: AppDeps, input: RequestRechargeInput): Promise<Result<DepositRequest, RechargeRequestRefusal>> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<RechargeRequestRefusal>) => {
    const user = await work.tx.users.byId(input.userId);
    if (user === null) work.refuse("USER_NOT_FOUND");
    const protection = await refuseIfOnBreak(work, user.id, nowMs, deps.schedule.timeZone);
    const checked = checkRecharge({ groupId: user.groupId, amount: input.amount, currency: input.channelId == null ? input.currency : null });
    if (!checked.ok) work.refuse(checked.error.code, checked.error.params);
    let { currency } = checked.value;
    const { amountMinor, creditMinor } = checked.value;

    let channelId: number | null = null;
    let reference = "";
    let txHash: string | null = null;
    let mark = `recharge ${formatMoney(amountMinor)} ${currency}`;
    if (input.channelId != null) {
      const channel = await work.tx.depositChannels.byId(input.channelId);
      const inChannel = checkChannelDeposit(channel, amountMinor, input.currency ?? null);
      if (!inChannel.ok) work.refuse(inChannel.error.code, inChannel.error.params);
      const given = checkDepositReference(channel!, input.reference ?? {});
      if (!given.ok) work.refuse(given.error.code, given.error.params);
      // A hash already credited is a payment already counted: refused before anyone has to review it.
      if (given.value.txHash !== null && (await work.tx.deposits.creditedTo(given.value.txHash)) !== null) work.refuse("DEPOSIT_TX_HASH_CREDITED");
      currency = inChannel.value;
      channelId = channel!.id;
      ({ reference, txHash } = given.value);
      mark = `recharge ${formatMoney(amountMinor)} ${currency} · ${channelLabel(channel!)} · ${reference}`;
    }

    await refuseBeyondDepositLimits(work, user.id, protection, amountMinor, nowMs, deps.schedule.timeZone);
    const deposit = await work.tx.deposits.create({
      userId: user.id,
      amountMinor,
      currency,
      status: REVIEW_STATUS.pending,
      remark: "",
      createdAtMs: nowMs,
      reviewedAtMs: null,
      fundLogId: 0, // set below, once the line exists
      channelId,
      reference,
      txHash,
    });
    const line = await work.tx.fundLog.insert({
      userId: user.id,
      type: FUND_TYPE.recharge,
      quantityMinor: creditMinor,
      // Nothing credited yet: "over" is today's money until approval rewrites it.
      overMinor: await moneyNow(work, user.id),
      mark,
      status: REVIEW_STATUS.pending,
      ref: `deposit:${deposit.id}`,
      createdAtMs: nowMs,
    });
    await work.tx.deposits.setFundLogId(deposit.id, line.id);
    return { ...deposit, fundLogId: line.id };
  });
}
