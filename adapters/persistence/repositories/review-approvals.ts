import type { FirstApproval } from "../../../src/domain/wallet/approval-rules";
import type { ReviewApprovalRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";

/** First approvals of requests held for a second operator: one row per request. */
export function reviewApprovalRepository(db: Executor): ReviewApprovalRepository {
  return {
    async recordFirst(kind, requestId, approval) {
      // ON CONFLICT DO NOTHING rather than catching the violation: on PostgreSQL a failed statement aborts the transaction.
      const row = await db
        .insertInto("review_first_approvals")
        .values({ kind, request_id: requestId, operator_id: approval.operatorId, approved_at_ms: approval.atMs })
        .onConflict((oc) => oc.columns(["kind", "request_id"]).doNothing())
        .returning("request_id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async firstOf(kind, requestId) {
      const row = await db.selectFrom("review_first_approvals").selectAll().where("kind", "=", kind).where("request_id", "=", requestId).executeTakeFirst();
      return row ? { operatorId: row.operator_id, atMs: row.approved_at_ms } : null;
    },

    async firstOfMany(kind, requestIds) {
      const found = new Map<number, FirstApproval>();
      if (requestIds.length === 0) return found;
      const rows = await db.selectFrom("review_first_approvals").selectAll().where("kind", "=", kind).where("request_id", "in", [...new Set(requestIds)]).execute();
      for (const row of rows) found.set(row.request_id, { operatorId: row.operator_id, atMs: row.approved_at_ms });
      return found;
    },
  };
}
