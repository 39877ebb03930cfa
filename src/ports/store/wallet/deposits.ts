import type { ReviewStatus } from "../../../domain/wallet/fund-log";
import type { ReceiptMime } from "../../../domain/wallet/receipt-rules";
import type { DepositRequest } from "../../../domain/wallet/wallet-requests";
import type { Page, RequestFilter } from "../common";

/** A receipt image as stored: its type is the one its bytes showed, never the one its name claimed. */
export interface DepositReceipt {
  readonly depositId: number;
  readonly mime: ReceiptMime;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly bytes: Uint8Array;
  readonly uploadedAtMs: number;
}

export type DepositReceiptInfo = Omit<DepositReceipt, "bytes">;

/** Deposit requests, their receipts, and the USDT transaction hashes already credited. */
export interface DepositRepository {
  create(request: Omit<DepositRequest, "id">): Promise<DepositRequest>;
  byId(id: number): Promise<DepositRequest | null>;
  /** Compare-and-set from pending; false when it was no longer pending. */
  review(id: number, status: ReviewStatus, remark: string, atMs: number): Promise<boolean>;
  pending(page: Page): Promise<DepositRequest[]>;
  /** The operator's queue and history: pending ones oldest first (first come, first served), any other filter newest first. */
  list(filter: RequestFilter, page: Page): Promise<DepositRequest[]>;
  setFundLogId(id: number, fundLogId: number): Promise<void>;
  /** Another approved deposit with this reference (the oldest), or null: the queue warns about a reference used twice. */
  approvedWithReference(reference: string, exceptId: number): Promise<number | null>;
  /**
   * Records a transaction hash as credited to a deposit; false when it already
   * was. The hash is the key: of two transactions crediting the same hash at
   * once, the second waits for the first and then gets false.
   */
  creditTxHash(txHash: string, depositId: number, atMs: number): Promise<boolean>;
  /** The deposit a hash was credited to, or null. */
  creditedTo(txHash: string): Promise<number | null>;
  /** Stores (or replaces) a deposit's receipt. */
  saveReceipt(receipt: DepositReceipt): Promise<void>;
  receipt(depositId: number): Promise<DepositReceipt | null>;
  receiptInfo(depositId: number): Promise<DepositReceiptInfo | null>;
}
