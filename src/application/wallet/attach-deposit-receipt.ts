import type { Result } from "../../domain/errors";
import { REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { checkReceipt } from "../../domain/wallet/receipt-rules";
import type { DepositReceiptInfo } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

export interface AttachDepositReceiptInput {
  readonly userId: number;
  readonly depositId: number;
  readonly fileName: unknown;
  readonly bytes: Uint8Array;
}

/**
 * Attaches the player's payment receipt to their own deposit request while it
 * waits for review (a second one replaces the first). Another player's request
 * is NOT_FOUND, as if it did not exist. The file is checked before anything is
 * stored; it is kept in the database with the type its bytes showed.
 */
export async function attachDepositReceipt(deps: AppDeps, input: AttachDepositReceiptInput): Promise<Result<DepositReceiptInfo, "NOT_FOUND" | "RECEIPT_NAME_INVALID" | "RECEIPT_TOO_LARGE" | "RECEIPT_TYPE" | "REQUEST_NOT_PENDING">> {
  const checked = checkReceipt({ fileName: input.fileName, bytes: input.bytes });
  if (!checked.ok) return checked;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"NOT_FOUND" | "REQUEST_NOT_PENDING">) => {
    const deposit = await work.tx.deposits.byId(input.depositId);
    if (deposit === null || deposit.userId !== input.userId) work.refuse("NOT_FOUND");
    if (deposit.status !== REVIEW_STATUS.pending) work.refuse("REQUEST_NOT_PENDING", { status: deposit.status });
    const receipt = { depositId: deposit.id, ...checked.value, sizeBytes: input.bytes.byteLength, bytes: input.bytes, uploadedAtMs: nowMs };
    await work.tx.deposits.saveReceipt(receipt);
    const { bytes: _bytes, ...info } = receipt;
    return info;
  });
}
