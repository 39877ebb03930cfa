import { getPayoutMethod } from "../../../src/application/wallet/get-payout-method";
import { getWallet } from "../../../src/application/wallet/get-wallet";
import { getWithdrawInfo } from "../../../src/application/wallet/get-withdraw-info";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { setPayoutMethod } from "../../../src/application/wallet/set-payout-method";
import { formatMoney } from "../../../src/domain/money";
import type { PayoutMethod } from "../../../src/domain/wallet/payout-method";
import { depositPage, type PayableChannel } from "../../../src/application/wallet/deposit-page";
import { payoutChangeNotice } from "../../i18n/payout-change-notice";
import { failure, success, successWith, type LegacyReply } from "../envelope";
import { withParams, type AuthenticatedCall, type LegacyRoutes } from "../route";
import { blankableAmount, optionalId, optionalText, payoutType, rawAmount, refuseUnnamed } from "../schemas";
import { z } from "zod";
import { getTurnoverStatus } from "../../../src/application/wallet/turnover-status";

/** A saved payout method as the wire shows it: { acc, acc_name, acc_bank, mark, type } (the card number comes masked from the use case). */
function methodView(method: PayoutMethod | null) {
  if (method === null) return null;
  return { acc: method.acc, acc_name: method.accName, acc_bank: method.accBank, mark: method.mark, type: method.type };
}

/** A deposit channel as the original deposit page reads it (bank: bankname, banknum, bankxm; USDT: the address). */
function channelView(channel: PayableChannel) {
  return {
    id: channel.id,
    type: channel.kind,
    bankname: channel.bankName,
    banknum: channel.accountNumber,
    bankxm: channel.holder,
    branch: channel.branch,
    network: channel.network,
    usdt: channel.address,
    currencies: channel.currencies,
    rate: channel.rateDisplay,
    min: formatMoney(channel.minMinor),
    max: formatMoney(channel.maxMinor),
    instructions: channel.instructionsText,
  };
}

/** recharge without an amount: the balance and where to send the money. */
async function whereToPay(call: AuthenticatedCall): Promise<LegacyReply> {
  const page = await depositPage(call.services.deps, { userId: call.user.id, lang: call.lang });
  if (!page.ok) return failure(page.error, call.lang);
  const { channels } = page.value;
  const usdt = channels.find((c) => c.kind === "usdt");
  const bank = channels.find((c) => c.kind === "bank");
  return success({
    money: formatMoney(page.value.moneyMinor),
    usdt: usdt?.address ?? "",
    bankname: bank?.bankName ?? "",
    banknum: bank?.accountNumber ?? "",
    bankxm: bank?.holder ?? "",
    channels: channels.map(channelView),
  });
}

/** recharge's `type`: a currency code; anything long is no currency (the use case checks the rest). */
const currency = optionalText.transform((code, ctx) => (code !== undefined && code.length > 8 ? refuseUnnamed(ctx, "CURRENCY_UNKNOWN") : code));

/** The caller's own wallet: every call reads or writes the session user's money and payout methods only. */
export const userWalletRoutes: LegacyRoutes = {
  /** The saved bank card (type 0) or virtual wallet (type 1), or null. */
  "user/payinfo": {
    method: "POST",
    auth: "user",
    ...withParams(z.object({ type: payoutType }), async (call: AuthenticatedCall, input) => {
      const method = await getPayoutMethod(call.services.deps, { userId: call.user.id, type: input.type });
      return method.ok ? success(methodView(method.value)) : failure(method.error, call.lang);
    }),
  },

  /**
   * Saves the bank card (acc holder, acc_name card number, acc_bank bank) or virtual wallet (acc address,
   * acc_name trc20/erc20/omni). Replacing bound details also needs `securityCode`; withdrawals to them then wait.
   */
  "user/setpayinfo": {
    method: "POST",
    auth: "user",
    mutates: true,
    ...withParams(
      z.object({ type: payoutType, acc: optionalText, acc_name: optionalText, acc_bank: optionalText, mark: optionalText, securityCode: optionalText }),
      async (call: AuthenticatedCall, input) => {
        const { lang } = call;
        const saved = await setPayoutMethod(call.services.deps, {
          userId: call.user.id,
          type: input.type,
          acc: input.acc ?? null,
          accName: input.acc_name ?? null,
          accBank: input.acc_bank ?? null,
          mark: input.mark ?? null,
          // Changing details already bound needs the 6-digit code, and tells the player by an in-site message.
          securityCode: input.securityCode ?? null,
          changeNotice: payoutChangeNotice(call.services.deps, input.type, lang),
        });
        return saved.ok ? successWith(lang, "SAVED_OK", methodView(saved.value)) : failure(saved.error, lang);
      },
    ),
  },

  /**
   * The withdraw screen: money, lock_money and pay_list [virtual wallet, bank
   * card]: a client built for the original reads entry 0 as the wallet and
   * entry 1 as the card (SPEC's text has them the other way; the client
   * decides), and a method not saved yet as an empty object, which it can read
   * fields of. Visitors get the notice to register first, as the original
   * answered here, so the screen shows it before anything is typed. `turnover`
   * is ours (a client of the original ignores it): what today's turnover asks,
   * what is staked and left, and when it resets, before the player taps Withdraw.
   */
  "user/withdrawinfo": {
    method: "POST",
    auth: "user",
    async handle(call) {
      const info = await getWithdrawInfo(call.services.deps, { userId: call.user.id });
      if (!info.ok) return failure(info.error, call.lang);
      const turnover = await getTurnoverStatus(call.services.deps, { userId: call.user.id });
      if (!turnover.ok) return failure(turnover.error, call.lang);
      const [card, virtualWallet] = info.value.payList;
      return success({
        money: formatMoney(info.value.moneyMinor),
        lock_money: formatMoney(info.value.lockedMinor),
        pay_list: [methodView(virtualWallet) ?? {}, methodView(card) ?? {}],
        turnover: {
          required: formatMoney(turnover.value.requiredMinor),
          staked: formatMoney(turnover.value.settledStakeMinor),
          left: formatMoney(turnover.value.shortfallMinor),
          water_limit: turnover.value.waterLimitPercent / 100,
          reset_at: turnover.value.nextReset,
        },
      });
    },
  },

  /** A withdrawal of `money` to the saved method of `type`, confirmed by the 6-digit securityCode. */
  "user/withdrawaction": {
    method: "POST",
    auth: "user",
    mutates: true,
    ...withParams(z.object({ type: payoutType, money: rawAmount, securityCode: optionalText }), async (call: AuthenticatedCall, input) => {
      const { lang } = call;
      const request = await requestWithdrawal(call.services.deps, { userId: call.user.id, amount: input.money, payoutType: input.type, securityCode: input.securityCode ?? "" });
      if (!request.ok) return failure(request.error, lang);
      const wallet = await getWallet(call.services.deps, { userId: call.user.id });
      return successWith(lang, "SUBMITTED_OK", {
        id: request.value.id,
        quantity: formatMoney(-request.value.amountMinor),
        status: request.value.status,
        money: wallet.ok ? formatMoney(wallet.value.moneyMinor) : null,
      });
    }),
  },

  /**
   * Without an amount: where to pay (the deposit page asks this first): the
   * balance, the first active USDT and bank channels, and every active
   * channel. With one: a deposit the player says they made (money, type =
   * currency), under review until an operator approves it.
   */
  "user/recharge": {
    method: "POST",
    auth: "user",
    mutates: true,
    // Optional: the channel paid through and the payer's reference in one line ("name 12345", or the USDT hash).
    ...withParams(z.object({ money: blankableAmount, type: currency, channel_id: optionalId, reference: optionalText }), async (call: AuthenticatedCall, input) => {
      const { lang } = call;
      if (input.money === undefined) return whereToPay(call);
      const deposit = await requestRecharge(call.services.deps, {
        userId: call.user.id,
        amount: input.money,
        currency: input.type ?? null,
        channelId: input.channel_id ?? null,
        reference: input.reference === undefined ? null : { text: input.reference },
      });
      if (!deposit.ok) return failure(deposit.error, lang);
      return successWith(lang, "SUBMITTED_OK", {
        id: deposit.value.id,
        money: formatMoney(deposit.value.amountMinor),
        currency: deposit.value.currency,
        status: deposit.value.status,
        createtime: Math.floor(deposit.value.createdAtMs / 1000),
        channel_id: deposit.value.channelId,
        reference: deposit.value.reference,
      });
    }),
  },
};
