import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { PAYOUT_TYPE, type PayoutMethod } from "../../domain/wallet/payout-method";
import { shownToPlayer } from "../../domain/wallet/payout-method-rules";
import { moneyOf } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";

export interface Wallet {
  /** The wire's money: available + frozen; withdrawals under review excluded. */
  readonly moneyMinor: Minor;
  /** The wire's lock_money. */
  readonly lockedMinor: Minor;
  /** Held for withdrawals under review. */
  readonly withdrawingMinor: Minor;
  /** What can be bet or withdrawn: money minus lock_money. */
  readonly availableMinor: Minor;
  readonly withdrawInfo: WithdrawInfo;
}

/** The wire's withdrawInfo: money and pay_list [bank card or null, virtual wallet or null]. */
export interface WithdrawInfo {
  readonly moneyMinor: Minor;
  readonly payList: readonly [PayoutMethod | null, PayoutMethod | null];
}

/** The player's own wallet. The bank card number is masked: the withdraw screen only needs to recognise the card. */
export function getWallet(deps: AppDeps, input: { readonly userId: number }): Promise<Result<Wallet, "USER_NOT_FOUND">> {
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    if ((await tx.users.byId(input.userId)) === null) refuse("USER_NOT_FOUND");
    const balances = await tx.ledger.balancesOfUser(input.userId);
    const methods = await tx.payoutMethods.ofUser(input.userId);
    const bankCard = methods.find((method) => method.type === PAYOUT_TYPE.bankCard) ?? null;
    const virtualWallet = methods.find((method) => method.type === PAYOUT_TYPE.virtualWallet) ?? null;
    const moneyMinor = moneyOf(balances);
    return {
      moneyMinor,
      lockedMinor: balances.lockedMinor,
      withdrawingMinor: balances.withdrawingMinor,
      availableMinor: balances.availableMinor,
      withdrawInfo: {
        moneyMinor,
        payList: [bankCard === null ? null : shownToPlayer(bankCard), virtualWallet],
      },
    };
  });
}
