import { sql, type Selectable } from "kysely";
import { REVIEW_STATUS, type ReviewStatus } from "../../../src/domain/wallet/fund-log";
import type { PayoutType } from "../../../src/domain/wallet/payout-method";
import type { WithdrawalRequest } from "../../../src/domain/wallet/wallet-requests";
import type { Page, RequestFilter, WithdrawalRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { Database } from "../schema";
import type { WithdrawalRequestsTable } from "../schema";
import { toReviewStatus } from "./fund-log";
import { checkPage } from "./sql-helpers";

/** Reviewing means deciding: moving a request back to pending is a bug, not a "no". */
function checkDecision(status: ReviewStatus): void {
  if (status === REVIEW_STATUS.pending) throw new RangeError("a review must approve or reject");
}

export function withdrawalRepository(db: Executor): WithdrawalRepository {
  return {
    async create(request) {
      // The partial unique index (user_id WHERE status = 0) is the arbiter: a
      // second pending request is silently not inserted, race-free on both
      // dialects and without aborting the caller's PostgreSQL transaction. The
      // predicate is literal SQL because PostgreSQL can only match a partial
      // index against constants, not bound parameters.
      const row = await db
        .insertInto("withdrawal_requests")
        .values({
          user_id: request.userId,
          amount_minor: request.amountMinor,
          payout_type: request.payoutType,
          payout_acc: request.payoutAcc,
          payout_acc_name: request.payoutAccName,
          payout_acc_bank: request.payoutAccBank,
          status: request.status,
          remark: request.remark,
          created_at_ms: request.createdAtMs,
          reviewed_at_ms: request.reviewedAtMs,
          fund_log_id: request.fundLogId,
        })
        .onConflict((oc) => oc.column("user_id").where(sql<boolean>`status = 0`).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? toWithdrawal(row) : null;
    },

    async byId(id) {
      const row = await db.selectFrom("withdrawal_requests").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toWithdrawal(row) : null;
    },

    async pendingOfUser(userId) {
      const row = await db
        .selectFrom("withdrawal_requests")
        .selectAll()
        .where("user_id", "=", userId)
        .where("status", "=", REVIEW_STATUS.pending)
        .executeTakeFirst();
      return row ? toWithdrawal(row) : null;
    },

    review: (id, status, remark, atMs) => reviewRequest(db, "withdrawal_requests", id, status, remark, atMs),
    pending: async (page) => (await listRequests(db, "withdrawal_requests", PENDING, page)).map(toWithdrawal),
    list: async (filter, page) => (await listRequests(db, "withdrawal_requests", filter, page)).map(toWithdrawal),
    setFundLogId: (id, fundLogId) => setRequestFundLogId(db, "withdrawal_requests", id, fundLogId),
  };
}

type RequestTable = "deposit_requests" | "withdrawal_requests";

/** The review queue's filter: pending ones of everybody, first come first served. */
export const PENDING: RequestFilter = { status: REVIEW_STATUS.pending, userId: null };

/** Compare-and-set from pending to a decision, for either kind of request: false when it was no longer pending. */
export async function reviewRequest(db: Executor, table: RequestTable, id: number, status: ReviewStatus, remark: string, atMs: number): Promise<boolean> {
  checkDecision(status);
  const result = await (db as Executor)
    .updateTable(table as "deposit_requests")
    .set({ status, remark, reviewed_at_ms: atMs })
    .where("id", "=", id)
    .where("status", "=", REVIEW_STATUS.pending)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setRequestFundLogId(db: Executor, table: RequestTable, id: number, fundLogId: number): Promise<void> {
  await (db as Executor).updateTable(table as "deposit_requests").set({ fund_log_id: fundLogId }).where("id", "=", id).execute();
}

/** The operator's view of either queue: pending ones oldest first (the queue), anything else newest first (history). */
export function listRequests<T extends "deposit_requests" | "withdrawal_requests">(db: Executor, table: T, filter: RequestFilter, page: Page) {
  // Both tables share the columns filtered and ordered on; kysely cannot see that through the union, hence the narrowing cast.
  let query = (db as Executor).selectFrom(table as "deposit_requests").selectAll();
  if (filter.status !== null) query = query.where("status", "=", filter.status);
  if (filter.userId !== null) query = query.where("user_id", "=", filter.userId);
  const player = filter.player?.trim() ?? "";
  if (player !== "") query = query.where("user_id", "in", playersMatching(db, player));
  if (filter.minAmountMinor != null) query = query.where("amount_minor", ">=", filter.minAmountMinor);
  if (filter.maxAmountMinor != null) query = query.where("amount_minor", "<=", filter.maxAmountMinor);
  if (filter.channelId != null) query = query.where("channel_id", "=", filter.channelId);
  if (filter.created != null) query = query.where("created_at_ms", ">=", filter.created.fromMs).where("created_at_ms", "<", filter.created.toMs);
  const oldestFirst = filter.status === REVIEW_STATUS.pending;
  if (filter.afterId != null) query = query.where("id", oldestFirst ? ">" : "<", filter.afterId);
  return query
    .orderBy("id", oldestFirst ? "asc" : "desc")
    .limit(checkPage(page).limit)
    .offset(page.offset)
    .execute() as Promise<Selectable<Database[T]>[]>;
}

/** The ids of the users a console's player filter names: part of the username, or the exact id or mobile (as users.search). */
function playersMatching(db: Executor, text: string) {
  // LIKE with an escape character, so "%" and "_" typed by the operator match themselves.
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const asId = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return db
    .selectFrom("users")
    .select("id")
    .where((eb) =>
      eb.or([sql<boolean>`username_key like ${pattern} escape '\\'`, eb("mobile", "=", text), ...(asId === null ? [] : [eb("id", "=", asId)])]),
    );
}

function toWithdrawal(row: Selectable<WithdrawalRequestsTable>): WithdrawalRequest {
  if (row.payout_type !== 0 && row.payout_type !== 1) throw new Error(`withdrawal ${row.id}: bad payout type ${row.payout_type}`);
  return {
    id: row.id,
    userId: row.user_id,
    amountMinor: row.amount_minor,
    payoutType: row.payout_type satisfies PayoutType,
    payoutAcc: row.payout_acc,
    payoutAccName: row.payout_acc_name,
    payoutAccBank: row.payout_acc_bank,
    status: toReviewStatus(row.status, `withdrawal ${row.id}`),
    remark: row.remark,
    createdAtMs: row.created_at_ms,
    reviewedAtMs: row.reviewed_at_ms,
    fundLogId: row.fund_log_id,
  };
}
