import { z } from "zod";
import { getPayoutMethod } from "../../../src/application/wallet/get-payout-method";
import { getWallet } from "../../../src/application/wallet/get-wallet";
import { getWithdrawInfo } from "../../../src/application/wallet/get-withdraw-info";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { payoutChangeNotice } from "../../i18n/payout-change-notice";
import { activeDepositChannels } from "../../../src/application/wallet/deposit-channels";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { setPayoutMethod } from "../../../src/application/wallet/set-payout-method";
import type { PayoutMethod } from "../../../src/domain/wallet/payout-method";
import { protectedProcedure, router, unwrap } from "../trpc";
import { amount } from "./inputs";
import { getTurnoverStatus } from "../../../src/application/wallet/turnover-status";

/** 0 bank card, 1 virtual wallet. */
const payoutType = z.union([z.literal(0), z.literal(1)]);
/** Form fields: long enough for any real value, the domain checks the rest. */
const field = z.string().max(256);

/** A saved payout method as its owner sees it (the owner's id stays inside), with when it was last changed (the client says so). */
const methodView = (method: PayoutMethod | null) =>
  method === null ? null : { type: method.type, acc: method.acc, accName: method.accName, accBank: method.accBank, mark: method.mark, changedAtMs: method.changedAtMs };

/** The player's own money: every procedure reads or writes ctx.user's wallet only. */
export const walletRouter = router({
  /** money (frozen part included), lock_money, what can be spent, and what is held for withdrawals under review. */
  get: protectedProcedure.query(async ({ ctx }) => {
    const wallet = unwrap(await getWallet(ctx.services.deps, { userId: ctx.user.id }));
    return { moneyMinor: wallet.moneyMinor, lockedMinor: wallet.lockedMinor, availableMinor: wallet.availableMinor, withdrawingMinor: wallet.withdrawingMinor };
  }),

  /** A deposit the player says they made: under review until an operator approves it. */
  /** Where to pay in: the active deposit channels, in the operator's order. */
  depositChannels: protectedProcedure.query(({ ctx }) => activeDepositChannels(ctx.services.deps)),

  /**
   * A deposit request. With `channelId` (the web client always sends one) the
   * channel's currencies and limits apply and `reference` is required: the
   * payer's name and account's last 5 digits for a bank, the hash for USDT.
   * A receipt image is attached afterwards (POST /receipts/deposits/:id).
   */
  recharge: protectedProcedure
    .input(
      z.object({
        amount,
        currency: z.string().max(8).optional(),
        channelId: z.number().int().positive().optional(),
        reference: z.object({ payerName: field.optional(), accountLast5: field.optional(), txHash: field.optional() }).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const deposit = unwrap(
        await requestRecharge(ctx.services.deps, {
          userId: ctx.user.id,
          amount: input.amount,
          currency: input.currency ?? null,
          channelId: input.channelId ?? null,
          reference: input.reference ?? null,
        }),
      );
      return {
        id: deposit.id,
        amountMinor: deposit.amountMinor,
        currency: deposit.currency,
        status: deposit.status,
        createdAtMs: deposit.createdAtMs,
        channelId: deposit.channelId,
        reference: deposit.reference,
      };
    }),

  /** The withdraw screen: money and pay_list [bank card (number masked) or null, virtual wallet or null]. */
  withdrawInfo: protectedProcedure.query(async ({ ctx }) => {
    const withdrawInfo = unwrap(await getWithdrawInfo(ctx.services.deps, { userId: ctx.user.id }));
    return { moneyMinor: withdrawInfo.moneyMinor, payList: [methodView(withdrawInfo.payList[0]), methodView(withdrawInfo.payList[1])] as const };
  }),

  /** The turnover a withdrawal needs today: required, staked, what is left and when it resets (the same figures a withdrawal is judged by). */
  turnover: protectedProcedure.query(async ({ ctx }) => {
    const status = unwrap(await getTurnoverStatus(ctx.services.deps, { userId: ctx.user.id }));
    return { requiredMinor: status.requiredMinor, stakedMinor: status.settledStakeMinor, leftMinor: status.shortfallMinor, waterLimitPercent: status.waterLimitPercent, met: status.met, nextResetMs: status.nextResetMs, nextReset: status.nextReset, wageringLeftMinor: status.wageringLeftMinor };
  }),

  /** Asks for a payout to the saved method of the type, confirmed by the security code. */
  withdraw: protectedProcedure
    .input(z.object({ amount: amount.optional(), payoutType, securityCode: z.string().max(16) }))
    .mutation(async ({ ctx, input }) => {
      const request = unwrap(
        await requestWithdrawal(ctx.services.deps, { userId: ctx.user.id, amount: input.amount, payoutType: input.payoutType, securityCode: input.securityCode }),
      );
      return { id: request.id, amountMinor: request.amountMinor, payoutType: request.payoutType, status: request.status, createdAtMs: request.createdAtMs };
    }),

  /** The saved bank card (type 0) or virtual wallet (type 1), or null. */
  payoutMethod: protectedProcedure.input(z.object({ type: payoutType })).query(async ({ ctx, input }) =>
    methodView(unwrap(await getPayoutMethod(ctx.services.deps, { userId: ctx.user.id, type: input.type }))),
  ),

  /**
   * Saves the bank card or virtual wallet. Field meanings follow the wire (see PayoutMethod). Replacing bound
   * details also needs the security code; the player gets an in-site message and withdrawals to them wait.
   */
  setPayoutMethod: protectedProcedure
    .input(z.object({ type: payoutType, acc: field, accName: field, accBank: field.optional(), mark: field.optional(), securityCode: z.string().max(32).optional() }))
    .mutation(async ({ ctx, input }) =>
      methodView(
        unwrap(
          await setPayoutMethod(ctx.services.deps, {
            userId: ctx.user.id,
            type: input.type,
            acc: input.acc,
            accName: input.accName,
            accBank: input.accBank ?? null,
            mark: input.mark ?? null,
            securityCode: input.securityCode ?? null,
            changeNotice: payoutChangeNotice(ctx.services.deps, input.type, ctx.lang),
          }),
        ),
      ),
    ),
});
