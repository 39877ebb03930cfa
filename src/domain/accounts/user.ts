import type { Minor } from "../money";

/** Player groups of the specification: 1 registered player, 2 visitor (tourist), 3 agent. */
export const GROUP = { player: 1, visitor: 2, agent: 3 } as const;
export type GroupId = (typeof GROUP)[keyof typeof GROUP];
export const isGroupId = (value: unknown): value is GroupId => value === 1 || value === 2 || value === 3;

/** Operators are a role apart from the player groups: an operator never bets. */
export type Role = "player" | "operator";

export interface User {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly mobile: string;
  /** The identity-card number the player gave on the profile screen ("" until then). */
  readonly idCard: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly groupId: GroupId;
  readonly inviterId: number | null;
  /** Accounts of the simulator's bots; real, but flagged so feeds and reports can tell. */
  readonly isSimulated: boolean;
  readonly securityCodeHash: string | null;
  readonly securityCodeFailures: number;
  readonly securityCodeLockedUntilMs: number | null;
  /** Turnover multiplier in percent: 100 means stakes must reach 1x the deposits since the daily reset. */
  readonly waterLimitPercent: number;
  readonly buyBanned: boolean;
  readonly chatBanned: boolean;
  readonly createdAtMs: number;
}

/** A new account: no id yet, and no identity card (the player adds it on the profile screen). */
export type NewUser = Omit<User, "id" | "idCard">;

/** What the wire calls money and lock_money: money includes the frozen part. */
export interface UserBalances {
  /** Spendable: neither frozen nor held for a withdrawal. */
  readonly availableMinor: Minor;
  /** Frozen by an operator (lock_money). */
  readonly lockedMinor: Minor;
  /** Held for withdrawals under review. */
  readonly withdrawingMinor: Minor;
}

/** The wire's `money`: total assets, frozen part included, withdrawals in flight excluded. */
export const moneyOf = (balances: UserBalances): Minor => balances.availableMinor + balances.lockedMinor;
