import type { AccountId, Transfer, TransferOutcome } from "../../../domain/wallet/ledger";
import type { Minor } from "../../../domain/money";
import type { UserBalances } from "../../../domain/accounts/user";
import type { TimeRange } from "../common";

export interface LedgerRepository {
  /**
   * Applies a transfer atomically: inserts it and moves the balances, or does
   * nothing and answers "exists" (this movement, stored before), "conflict" (the id holds another movement) or "insufficient"
   * (the source may not go below zero). The balance check and the debit are one
   * conditional statement: no check-then-write race.
   */
  transfer(transfer: Transfer): Promise<TransferOutcome>;
  /**
   * Serializes decisions about one player's money until the transaction ends,
   * for rules that read several rows (no opposite bets in a round, the per-round
   * stake limit): on PostgreSQL a row lock on the player's available account;
   * SQLite runs one writer at a time already.
   */
  lockPlayer(userId: number): Promise<void>;
  balance(account: AccountId): Promise<Minor>;
  balancesOfUser(userId: number): Promise<UserBalances>;
  /** Every account with its balance (for invariant checks and audits). */
  allBalances(): Promise<Map<AccountId, Minor>>;
  /**
   * Checks every balance against the transfers that explain it: an account's
   * balance must equal what it received minus what it sent. Answers the count
   * and sum of all balances (zero when the books balance) and at most
   * `limit` accounts that disagree. Reads every transfer: for the console and
   * a cached health check, never for a player's request.
   */
  reconcile(limit: number): Promise<LedgerReconciliation>;
  transferById(id: string): Promise<Transfer | null>;
  transfersOfUser(userId: number, range: TimeRange): Promise<Transfer[]>;
  /** Sum of stakes of the user's bets settled in the range (turnover). */
  settledStakeMinor(userId: number, range: TimeRange): Promise<Minor>;
  /** The user's bets settled in the range: their stakes and what they paid back (a player's profit is the difference). */
  settledResultMinor(userId: number, range: TimeRange): Promise<{ readonly stakeMinor: Minor; readonly payoutMinor: Minor }>;
  /**
   * Sum of the credits into the user's available money in the range that the
   * turnover rule counts: every kind but TURNOVER_FREE_CREDIT_KINDS (deposits,
   * gifts, positive adjustments, ...).
   */
  turnoverCreditsMinor(userId: number, range: TimeRange): Promise<Minor>;
  /**
   * How much the user's money (available plus frozen) grew through transfers in
   * the range, negative when it shrank: the money at an instant is the money now
   * minus the change since then (the turnover rule's balance at the reset).
   */
  moneyChangeMinor(userId: number, range: TimeRange): Promise<Minor>;
}

export interface LedgerReconciliation {
  readonly accounts: number;
  /** The sum of every balance: zero, since every transfer takes from one account what it gives another. */
  readonly totalMinor: Minor;
  /** Accounts whose balance is not what their transfers add up to (a balance written around the ledger). */
  readonly mismatches: readonly { readonly account: string; readonly balanceMinor: Minor; readonly transfersMinor: Minor }[];
}
