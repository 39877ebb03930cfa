import type { Result } from "../../domain/errors";
import { PAYOUT_TYPE, type PayoutType } from "../../domain/wallet/payout-method";
import type { WithdrawalRequest } from "../../domain/wallet/wallet-requests";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";
import { playerMoney, playerRef, type PlayerMoney, type PlayerRef } from "./player-summary";

export interface PlayerDetail extends PlayerRef {
  readonly mobile: string;
  readonly inviter: { readonly id: number; readonly username: string } | null;
  readonly isSimulated: boolean;
  readonly createdAtMs: number;
  readonly waterLimitPercent: number;
  readonly securityCodeSet: boolean;
  readonly securityCodeLockedUntilMs: number | null;
  readonly money: PlayerMoney;
  /** Saved payout methods, in full: the operator pays to them. */
  readonly payoutMethods: { readonly bankCard: PayoutView | null; readonly virtualWallet: PayoutView | null };
  readonly pendingWithdrawal: Pick<WithdrawalRequest, "id" | "amountMinor" | "createdAtMs"> | null;
}

interface PayoutView {
  readonly acc: string;
  readonly accName: string;
  readonly accBank: string;
  readonly mark: string;
}

/** One player as the console sees them: identity, money, turnover, bans, payout details. */
export async function playerDetail(deps: AppDeps, userId: number): Promise<Result<PlayerDetail, "USER_NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const user = (await tx.users.byId(userId)) ?? refuse("USER_NOT_FOUND");
    const inviter = user.inviterId === null ? null : await tx.users.byId(user.inviterId);
    const methods = await tx.payoutMethods.ofUser(user.id);
    const payout = (type: PayoutType): PayoutView | null => {
      const method = methods.find((candidate) => candidate.type === type);
      return method ? { acc: method.acc, accName: method.accName, accBank: method.accBank, mark: method.mark } : null;
    };
    const pending = await tx.withdrawals.pendingOfUser(user.id);
    return {
      ...playerRef(user),
      mobile: user.mobile,
      inviter: inviter && { id: inviter.id, username: inviter.username },
      isSimulated: user.isSimulated,
      createdAtMs: user.createdAtMs,
      waterLimitPercent: user.waterLimitPercent,
      securityCodeSet: user.securityCodeHash !== null,
      securityCodeLockedUntilMs: user.securityCodeLockedUntilMs,
      money: await playerMoney(tx, deps.schedule, user, nowMs),
      payoutMethods: { bankCard: payout(PAYOUT_TYPE.bankCard), virtualWallet: payout(PAYOUT_TYPE.virtualWallet) },
      pendingWithdrawal: pending && { id: pending.id, amountMinor: pending.amountMinor, createdAtMs: pending.createdAtMs },
    };
  });
}
