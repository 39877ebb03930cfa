import { invariant, type ErrorCode, type ErrorParams } from "../../domain/errors";
import type { FundLogEntry, FundType, ReviewStatus } from "../../domain/wallet/fund-log";
import type { Transfer } from "../../domain/wallet/ledger";
import type { Minor } from "../../domain/money";
import { moneyOf, type UserBalances } from "../../domain/accounts/user";
import type { Work } from "../unit-of-work";

/**
 * Applies a ledger transfer that the caller has already judged allowed. A
 * refusal for lack of funds still rolls the whole unit of work back with the
 * given code (the store's conditional debit is the final word, so a race
 * between the rule check and the debit can never overdraw).
 * Answers false when the ledger already holds this very movement (a retry):
 * the caller must not record it again. An id already used for a different
 * movement is a caller's bug, refused loudly (IDEMPOTENCY_CONFLICT).
 */
export async function moveMoney<W extends ErrorCode>(
  work: Work<W | "IDEMPOTENCY_CONFLICT">,
  transfer: Transfer,
  whenInsufficient: { readonly code: W; readonly params?: ErrorParams },
): Promise<boolean> {
  const outcome = await work.tx.ledger.transfer(transfer);
  if (outcome === "insufficient") work.refuse(whenInsufficient.code, whenInsufficient.params);
  if (outcome === "conflict") work.refuse("IDEMPOTENCY_CONFLICT");
  return outcome === "created";
}

/** The refusal of a movement that finds too little money: the conditional debit's, when the rules already checked it. */
export const INSUFFICIENT = { code: "INSUFFICIENT_FUNDS" } as const;

/** The wire's money of a player right now (available + frozen). */
export async function moneyNow(work: Work, userId: number): Promise<Minor> {
  return moneyOf(await work.tx.ledger.balancesOfUser(userId));
}

/**
 * Writes a fund-log line and announces the new balance. `over` is the player's
 * money after the movement, unless the caller states it (one transfer that
 * stands for several lines, such as an order of several bets, gives each line
 * its own running balance). A caller that knows the balances after the movement
 * for certain (it holds the player's account row and moved a known amount) may
 * pass them instead of having them read again.
 */
export async function recordFund(
  work: Work,
  entry: { userId: number; type: FundType; quantityMinor: Minor; mark: string; status: ReviewStatus; ref: string; atMs: number; overMinor?: Minor; balancesAfter?: UserBalances },
): Promise<FundLogEntry> {
  const { atMs, overMinor, balancesAfter, ...fields } = entry;
  const balances = balancesAfter ?? (await work.tx.ledger.balancesOfUser(entry.userId));
  invariant(balances.availableMinor >= 0 && balances.lockedMinor >= 0, `negative balance for user ${entry.userId}`);
  const written = await work.tx.fundLog.insert({ ...fields, createdAtMs: atMs, overMinor: overMinor ?? moneyOf(balances) });
  work.emit({ type: "balance.changed", userId: entry.userId, moneyMinor: moneyOf(balances), lockedMinor: balances.lockedMinor });
  return written;
}
