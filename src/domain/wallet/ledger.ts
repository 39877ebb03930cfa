import { assertMinor, type Minor } from "../money";

/**
 * Double-entry ledger. Balances are never edited by business code: money moves
 * only by immutable transfers from one account to another, so the sum over all
 * accounts never changes. The `world` account stands for everything outside the
 * platform (deposits come from it, paid withdrawals go to it) and is the only
 * one, with the house, allowed below zero.
 */
export type PlayerAccountKind = "available" | "locked" | "withdrawing";
/**
 * `stakes` is the single stakes account of before migration 006; bets now hold their stakes in the shards below.
 * `promotions` is the house's account for what the growth engine pays (commissions, rebates, bonuses: issue 40),
 * kept apart from `house` so that its debit is what promotions cost, to the cent.
 */
type SystemAccount = "house" | "promotions" | "stakes" | "world";
/** One of the STAKES_SHARDS accounts holding the stakes of unsettled bets. */
export type StakesShard = `stakes:${number}`;
export type AccountId = `u:${number}:${PlayerAccountKind}` | SystemAccount | StakesShard;

/** A player's account id: "u:<userId>:<kind>". The one spelling; SQL that names accounts builds it from these parts. */
export const PLAYER_ACCOUNT_PREFIX = "u:";
export const playerAccountSuffix = (kind: PlayerAccountKind): `:${PlayerAccountKind}` => `:${kind}`;
export const playerAccount = (userId: number, kind: PlayerAccountKind): AccountId => `${PLAYER_ACCOUNT_PREFIX}${userId}${playerAccountSuffix(kind)}` as AccountId;

/**
 * Stakes are held in 16 accounts, not one: every accepted bet credits the
 * stakes account, and on PostgreSQL a credited row stays locked until the
 * transaction commits, so a single account made every bet of every player
 * wait for the one before it. A player's stakes always go to the same shard
 * (user id mod 16) and settlement collects each bet from that shard, so every
 * shard, like the single account before it, holds exactly the stakes of its
 * unsettled bets and may never go below zero. Changing the count would strand
 * held stakes in the old shards: it is fixed (migration 006 spells it too).
 */
export const STAKES_SHARDS = 16;
export const stakesAccount = (userId: number): StakesShard => `stakes:${userId % STAKES_SHARDS}`;
const isStakesAccount = (account: string): boolean => account === "stakes" || account.startsWith("stakes:");

/** All money held for unsettled bets: the sum over the stakes shards (and the old single account). */
export function stakesHeld(balances: ReadonlyMap<AccountId, Minor>): Minor {
  let total = 0;
  for (const [account, balance] of balances) if (isStakesAccount(account)) total += balance;
  return total;
}

/**
 * Accounts that may go negative: the house (it pays wins before it collects), its promotions account (it pays what
 * the business gives away: its balance is minus what promotions have cost) and the outside world.
 */
export const mayGoNegative = (account: AccountId): boolean => account === "house" || account === "promotions" || account === "world";

export const TRANSFER_KINDS = [
  "deposit", // world -> available, when an operator approves a deposit
  "bet_stake", // available -> the player's stakes shard, when a bet is accepted
  "bet_collect", // a stakes shard -> house, when bets are settled (won or lost): one per shard per settled chunk of a round
  "bet_payout", // house -> available, when a settled bet won
  "withdraw_hold", // available -> withdrawing, when a withdrawal is requested
  "withdraw_release", // withdrawing -> available, when it is rejected
  "withdraw_payout", // withdrawing -> world, when it is approved and paid
  "gift", // house -> available
  "adjustment", // house <-> available, by an operator, with a reason
  "freeze", // available -> locked (lock_money)
  "unfreeze", // locked -> available
  "stakes_split", // stakes -> a stakes shard, once, when migration 006 split the single stakes account
  "commission", // promotions -> an agent's available, once per agent and period (growth engine)
  "rebate", // promotions -> a player's available: the rolling rebate on settled stakes
  "bonus", // promotions -> a player's available: a promotion's bonus or a VIP level-up bonus (wagering applies)
  "bet_refund", // a stakes shard -> available: the stake of a bet of a voided round, given back once (`void:bet<id>`)
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * Credits into a player's available money that the turnover rule does not
 * count: what a settled bet paid (winnings are the game's, already staked), and
 * the player's own money coming back (a rejected withdrawal, a lifted freeze,
 * the stake of a bet whose round was voided).
 * Every other credit (a deposit, a gift, an operator's positive adjustment, and
 * any bonus kind still to come) must be staked once before it may leave
 * (withdrawal-rules.ts), so a new kind is counted unless it is listed here.
 */
export const TURNOVER_FREE_CREDIT_KINDS: readonly TransferKind[] = ["bet_payout", "withdraw_release", "unfreeze", "bet_refund"];

export interface Transfer {
  /** Idempotency key: a transfer with an id already applied is not applied again. */
  readonly id: string;
  readonly fromAccount: AccountId;
  readonly toAccount: AccountId;
  readonly amountMinor: Minor;
  readonly kind: TransferKind;
  /** The player the transfer concerns, if any (for queries such as turnover). */
  readonly userId: number | null;
  /** What caused it: "bet:17", "deposit:3". */
  readonly ref: string;
  readonly atMs: number;
}

/**
 * What the ledger did with a transfer: "created" it; found it "exists"
 * already (a retry: the same id and the same movement), or found the id
 * taken by a different movement ("conflict": a caller's bug, never applied);
 * or refused it as "insufficient" (the source may not go below zero).
 * The ledger alone decides this, from the stored row.
 */
export type TransferOutcome = "created" | "exists" | "conflict" | "insufficient";

/** Whether two transfers of one id are the same movement (a retry may come later, with another time or note). */
export const sameMovement = (a: Transfer, b: Transfer): boolean =>
  a.fromAccount === b.fromAccount && a.toAccount === b.toAccount && a.amountMinor === b.amountMinor && a.kind === b.kind && a.userId === b.userId;

/** Throws on a transfer that is malformed in itself (a bug, not a user error). */
export function assertWellFormed(transfer: Transfer): void {
  assertMinor(transfer.amountMinor);
  if (transfer.amountMinor <= 0) throw new RangeError(`transfer ${transfer.id}: amount must be positive`);
  if (transfer.fromAccount === transfer.toAccount) throw new RangeError(`transfer ${transfer.id}: same account`);
  if (transfer.id.length === 0 || transfer.id.length > 200) throw new RangeError("transfer id must be 1..200 chars");
}

/**
 * The reference semantics of a transfer, used by the model-based tests and any
 * in-memory store: applied at most once, refused (nothing changes) if it would
 * take a non-negative account below zero.
 */
export function applyTransfer(
  balances: Map<AccountId, Minor>,
  applied: Map<string, Transfer>,
  transfer: Transfer,
): TransferOutcome {
  assertWellFormed(transfer);
  const seen = applied.get(transfer.id);
  if (seen !== undefined) return sameMovement(seen, transfer) ? "exists" : "conflict";
  const fromBalance = balances.get(transfer.fromAccount) ?? 0;
  if (!mayGoNegative(transfer.fromAccount) && fromBalance < transfer.amountMinor) return "insufficient";
  balances.set(transfer.fromAccount, fromBalance - transfer.amountMinor);
  balances.set(transfer.toAccount, (balances.get(transfer.toAccount) ?? 0) + transfer.amountMinor);
  applied.set(transfer.id, transfer);
  return "created";
}

/** The two invariants: nothing created or destroyed, and no non-negative account below zero. */
export function checkLedgerInvariants(balances: ReadonlyMap<AccountId, Minor>): string[] {
  const problems: string[] = [];
  let total = 0;
  for (const [account, balance] of balances) {
    total += balance;
    if (!mayGoNegative(account) && balance < 0) problems.push(`${account} is negative: ${balance}`);
  }
  if (total !== 0) problems.push(`ledger does not balance: sum of all accounts is ${total}`);
  return problems;
}
