import type { ErrorCode } from "../domain/errors";
import type { Transfer } from "../domain/ledger";
import { moveMoney, refuse } from "./money-movement";
import type { Work } from "./unit-of-work";

/**
 * Applies a transfer keyed by the caller's request id. The same request twice
 * (a double click, a retried call) applies once and answers false the second
 * time; the same id reused for a different movement is a caller bug worth
 * refusing loudly rather than silently ignoring.
 */
export async function transferOnce(work: Work, transfer: Transfer, whenInsufficient: ErrorCode = "INSUFFICIENT_FUNDS"): Promise<boolean> {
  const seen = await work.tx.ledger.transferById(transfer.id);
  if (seen !== null) {
    const same =
      seen.fromAccount === transfer.fromAccount &&
      seen.toAccount === transfer.toAccount &&
      seen.amountMinor === transfer.amountMinor &&
      seen.userId === transfer.userId;
    if (!same) refuse("IDEMPOTENCY_CONFLICT");
    return false;
  }
  return moveMoney(work, transfer, whenInsufficient);
}
