import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { inviteCodeOf } from "../../domain/agents/invite-code-rules";
import { GROUP, moneyOf, type GroupId, type Role } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";
import { lastDailyResetMs } from "../../domain/rounds/schedule";

/** The player's own account screen (/personal, userInfo): never another player's. */
export interface UserProfile {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly mobile: string;
  readonly idCard: string;
  readonly groupId: GroupId;
  readonly role: Role;
  /** The wire's money: available + frozen. */
  readonly moneyMinor: Minor;
  /** The wire's lock_money. */
  readonly lockedMinor: Minor;
  /** Held for withdrawals under review (not part of money). */
  readonly withdrawingMinor: Minor;
  readonly waterLimitPercent: number;
  /** Only agents have one to hand out (SPEC section 6). */
  readonly inviteCode: number | null;
  readonly securityCodeSet: boolean;
  readonly buyBanned: boolean;
  readonly chatBanned: boolean;
  /** Payouts minus stakes of every settled bet, and of those settled since today's 00:00 in the operator's zone. */
  readonly profitMinor: Minor;
  readonly todayProfitMinor: Minor;
  /** Points: the stakes of every settled bet (the lifetime turnover). */
  readonly scoreMinor: Minor;
}

export function userProfile(deps: AppDeps, userId: number): Promise<Result<UserProfile, "USER_NOT_FOUND">> {
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const user = (await tx.users.byId(userId)) ?? refuse("USER_NOT_FOUND");
    const balances = await tx.ledger.balancesOfUser(user.id);
    const nowMs = deps.clock.nowMs();
    const lifetime = await tx.ledger.settledResultMinor(user.id, { fromMs: 0, toMs: nowMs + 1 });
    const today = await tx.ledger.settledResultMinor(user.id, { fromMs: lastDailyResetMs(deps.schedule, nowMs), toMs: nowMs + 1 });
    return {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      mobile: user.mobile,
      idCard: user.idCard,
      groupId: user.groupId,
      role: user.role,
      moneyMinor: moneyOf(balances),
      lockedMinor: balances.lockedMinor,
      withdrawingMinor: balances.withdrawingMinor,
      waterLimitPercent: user.waterLimitPercent,
      inviteCode: user.groupId === GROUP.agent ? inviteCodeOf(user.id) : null,
      // Whether, not what: the hash never leaves the core.
      securityCodeSet: user.securityCodeHash !== null,
      buyBanned: user.buyBanned,
      chatBanned: user.chatBanned,
      profitMinor: lifetime.payoutMinor - lifetime.stakeMinor,
      todayProfitMinor: today.payoutMinor - today.stakeMinor,
      scoreMinor: lifetime.stakeMinor,
    };
  });
}
