import type { Minor } from "../../domain/money";
import { turnoverBaseMinor, turnoverShortfallMinor } from "../../domain/wallet/withdrawal-rules";
import { lastDailyResetMs, type ScheduleConfig } from "../../domain/rounds/schedule";
import { moneyOf, type GroupId, type User, type UserBalances } from "../../domain/accounts/user";
import type { StoreTx } from "../../ports/store";

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

/** The turnover requirement of SPEC section 5 as it stands now: stakes since the 00:00 reset against the money held then plus the credits since. */
interface TurnoverStatus {
  readonly sinceMs: number;
  /** Available plus frozen at the reset: part of the base, as SPEC's "1x the balance" says. */
  readonly moneyAtResetMinor: Minor;
  /** Deposits, gifts and positive adjustments since the reset (turnoverBaseMinor). */
  readonly creditedMinor: Minor;
  /** What the stakes must reach waterLimitPercent of: the money at the reset plus the credits since. */
  readonly baseMinor: Minor;
  readonly settledStakeMinor: Minor;
  readonly waterLimitPercent: number;
  /** What is still missing before the player may withdraw; 0 when met. */
  readonly shortfallMinor: Minor;
  readonly met: boolean;
}

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
  const sinceMs = lastDailyResetMs(schedule, nowMs);
  const range = { fromMs: sinceMs, toMs: nowMs + 1 };
  const creditedMinor = await tx.ledger.turnoverCreditsMinor(user.id, range);
  const settledStakeMinor = await tx.ledger.settledStakeMinor(user.id, range);
  const moneyAtResetMinor = moneyOf(balances) - (await tx.ledger.moneyChangeMinor(user.id, range));
  const baseMinor = turnoverBaseMinor(moneyAtResetMinor, creditedMinor);
  const shortfallMinor = turnoverShortfallMinor(baseMinor, settledStakeMinor, user.waterLimitPercent);
  return {
    moneyMinor: moneyOf(balances),
    availableMinor: balances.availableMinor,
    lockedMinor: balances.lockedMinor,
    withdrawingMinor: balances.withdrawingMinor,
    turnover: { sinceMs, moneyAtResetMinor, creditedMinor, baseMinor, settledStakeMinor, waterLimitPercent: user.waterLimitPercent, shortfallMinor, met: shortfallMinor === 0 },
  };
}

/** Users by id for a page of rows, so each row can name its player without a query per row. */
export async function usersById(tx: StoreTx, ids: readonly number[]): Promise<Map<number, User>> {
  const unique = [...new Set(ids)];
  return new Map((unique.length === 0 ? [] : await tx.users.byIds(unique)).map((user) => [user.id, user]));
}
