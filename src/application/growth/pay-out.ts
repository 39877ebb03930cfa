import type { Payout, PayoutKind } from "../../domain/growth/payout";
import type { FundType } from "../../domain/wallet/fund-log";
import { FUND_TYPE, REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { playerAccount, type TransferKind } from "../../domain/wallet/ledger";
import { invariant } from "../../domain/errors";
import { INSUFFICIENT, moveMoney, recordFund } from "../wallet/money-movement";
import type { Work } from "../unit-of-work";

/** The ledger transfer kind and the fund line type of each payout kind: one mapping, read by every payment. */
const PAYOUT_BOOKING: Readonly<Record<PayoutKind, { readonly transfer: TransferKind; readonly fund: FundType }>> = {
  commission: { transfer: "commission", fund: FUND_TYPE.commission },
  rebate: { transfer: "rebate", fund: FUND_TYPE.rebate },
  bonus: { transfer: "bonus", fund: FUND_TYPE.bonus },
};

/**
 * Pays one commission, rebate or bonus inside the caller's transaction: the payouts row under its unique key, the
 * transfer from the promotions account (the same key as its id) and the fund line, or nothing at all when the key
 * was paid before (a run killed after its commit and run again, or a second server's run of the same period: the
 * database's unique key decides, so exactly one pays). Answers whether this call paid.
 * A zero amount is never paid (a statement may say 0.00; the ledger moves only positive amounts).
 */
export async function payOut(work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">, payout: Payout): Promise<boolean> {
  invariant(Number.isSafeInteger(payout.amountMinor) && payout.amountMinor > 0, `payout ${payout.key}: amount must be positive`);
  const { mark, ...row } = payout;
  if (!(await work.tx.growthPayouts.insert(row))) return false;
  const booking = PAYOUT_BOOKING[payout.kind];
  await moveMoney(
    work,
    { id: payout.key, fromAccount: "promotions", toAccount: playerAccount(payout.userId, "available"), amountMinor: payout.amountMinor, kind: booking.transfer, userId: payout.userId, ref: payout.key, atMs: payout.atMs },
    INSUFFICIENT,
  );
  await recordFund(work, { userId: payout.userId, type: booking.fund, quantityMinor: payout.amountMinor, mark, status: REVIEW_STATUS.approved, ref: payout.key, atMs: payout.atMs });
  return true;
}
