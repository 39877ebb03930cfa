import type { Selectable } from "kysely";
import { REVIEW_STATUS } from "../../../src/domain/wallet/fund-log";
import { RECEIPT_MIMES, type ReceiptMime } from "../../../src/domain/wallet/receipt-rules";
import type { DepositRequest } from "../../../src/domain/wallet/wallet-requests";
import type { DepositReceipt, DepositRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { DepositReceiptsTable, DepositRequestsTable } from "../schema";
import { toReviewStatus } from "./fund-log";
import { listRequests, PENDING, reviewRequest, setRequestFundLogId } from "./wallet-requests";

export function depositRepository(db: Executor): DepositRepository {
  return {
    async create(request) {
      const row = await db
        .insertInto("deposit_requests")
        .values({
          user_id: request.userId,
          amount_minor: request.amountMinor,
          currency: request.currency,
          status: request.status,
          remark: request.remark,
          created_at_ms: request.createdAtMs,
          reviewed_at_ms: request.reviewedAtMs,
          fund_log_id: request.fundLogId,
          channel_id: request.channelId,
          reference: request.reference,
          tx_hash: request.txHash,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDeposit(row);
    },

    async byId(id) {
      const row = await db.selectFrom("deposit_requests").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toDeposit(row) : null;
    },

    review: (id, status, remark, atMs) => reviewRequest(db, "deposit_requests", id, status, remark, atMs),
    // The review queues are first come, first served: oldest first.
    pending: async (page) => (await listRequests(db, "deposit_requests", PENDING, page)).map(toDeposit),
    list: async (filter, page) => (await listRequests(db, "deposit_requests", filter, page)).map(toDeposit),
    setFundLogId: (id, fundLogId) => setRequestFundLogId(db, "deposit_requests", id, fundLogId),

    async approvedWithReference(reference, exceptId) {
      if (reference === "") return null;
      const row = await db
        .selectFrom("deposit_requests")
        .select("id")
        .where("reference", "=", reference)
        .where("status", "=", REVIEW_STATUS.approved)
        .where("id", "!=", exceptId)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async creditTxHash(txHash, depositId, atMs) {
      // ON CONFLICT DO NOTHING waits for a concurrent insert of the same key to
      // commit or roll back, then answers no row (it did) or inserts (it did not).
      const row = await db
        .insertInto("credited_tx_hashes")
        .values({ tx_hash: txHash, deposit_id: depositId, credited_at_ms: atMs })
        .onConflict((oc) => oc.column("tx_hash").doNothing())
        .returning("tx_hash")
        .executeTakeFirst();
      return row !== undefined;
    },

    async creditedTo(txHash) {
      const row = await db.selectFrom("credited_tx_hashes").select("deposit_id").where("tx_hash", "=", txHash).executeTakeFirst();
      return row?.deposit_id ?? null;
    },

    async saveReceipt(receipt) {
      const values = {
        deposit_id: receipt.depositId,
        mime: receipt.mime,
        file_name: receipt.fileName,
        size_bytes: receipt.sizeBytes,
        bytes: receipt.bytes,
        uploaded_at_ms: receipt.uploadedAtMs,
      };
      await db
        .insertInto("deposit_receipts")
        .values(values)
        .onConflict((oc) =>
          oc.column("deposit_id").doUpdateSet({ mime: values.mime, file_name: values.file_name, size_bytes: values.size_bytes, bytes: values.bytes, uploaded_at_ms: values.uploaded_at_ms }),
        )
        .execute();
    },

    async receipt(depositId) {
      const row = await db.selectFrom("deposit_receipts").selectAll().where("deposit_id", "=", depositId).executeTakeFirst();
      return row ? { ...toReceiptInfo(row), bytes: new Uint8Array(row.bytes) } : null;
    },

    async receiptInfo(depositId) {
      const row = await db
        .selectFrom("deposit_receipts")
        .select(["deposit_id", "mime", "file_name", "size_bytes", "uploaded_at_ms"])
        .where("deposit_id", "=", depositId)
        .executeTakeFirst();
      return row ? toReceiptInfo(row) : null;
    },
  };
}

const toDeposit = (row: Selectable<DepositRequestsTable>): DepositRequest => ({
  id: row.id,
  userId: row.user_id,
  amountMinor: row.amount_minor,
  currency: row.currency,
  status: toReviewStatus(row.status, `deposit ${row.id}`),
  remark: row.remark,
  createdAtMs: row.created_at_ms,
  reviewedAtMs: row.reviewed_at_ms,
  fundLogId: row.fund_log_id,
  channelId: row.channel_id,
  reference: row.reference,
  txHash: row.tx_hash,
});

function toReceiptInfo(row: Omit<Selectable<DepositReceiptsTable>, "bytes">): Omit<DepositReceipt, "bytes"> {
  if (!(RECEIPT_MIMES as readonly string[]).includes(row.mime)) throw new Error(`receipt of deposit ${row.deposit_id}: bad type ${row.mime}`);
  return { depositId: row.deposit_id, mime: row.mime as ReceiptMime, fileName: row.file_name, sizeBytes: row.size_bytes, uploadedAtMs: row.uploaded_at_ms };
}
