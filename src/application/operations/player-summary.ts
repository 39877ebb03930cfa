import type { Minor } from "../../domain/money";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import { moneyOf, type GroupId, type User, type UserBalances } from "../../domain/accounts/user";
import type { StoreTx } from "../../ports/store";
import { turnoverStatusOf, type TurnoverStatus } from "../wallet/turnover-status";

/** Who a request or a line is about, as the console shows it. */
export interface PlayerRef {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly groupId: GroupId;
  readonly role: User["role"];
  readonly buyBanned: boolean;
  readonly chatBanned: boolean;
}

export const playerRef = (user: User): PlayerRef => ({
  id: user.id,
  username: user.username,
  nickname: user.nickname,
  groupId: user.groupId,
  role: user.role,
  buyBanned: user.buyBanned,
  chatBanned: user.chatBanned,
});

export interface PlayerMoney {
  /** The wire's money: available + frozen. */
  readonly moneyMinor: Minor;
  readonly availableMinor: Minor;
  readonly lockedMinor: Minor;
  readonly withdrawingMinor: Minor;
  readonly turnover: TurnoverStatus;
}

/** A player's balances and turnover status, read in the caller's transaction. */
export async function playerMoney(tx: StoreTx, schedule: ScheduleConfig, user: User, nowMs: number): Promise<PlayerMoney> {
  const balances: UserBalances = await tx.ledger.balancesOfUser(user.id);
  const turnover = await turnoverStatusOf(tx, schedule, user, nowMs);
  return {
    moneyMinor: moneyOf(balances),
    availableMinor: balances.availableMinor,
    lockedMinor: balances.lockedMinor,
    withdrawingMinor: balances.withdrawingMinor,
    turnover,
  };
}

/** Users by id for a page of rows, so each row can name its player without a query per row. */
export async function usersById(tx: StoreTx, ids: readonly number[]): Promise<Map<number, User>> {
  const unique = [...new Set(ids)];
  return new Map((unique.length === 0 ? [] : await tx.users.byIds(unique)).map((user) => [user.id, user]));
}
