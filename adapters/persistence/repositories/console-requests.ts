import type { ConsoleRequestRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";

/** The console's idempotency keys: one row per operator and request id. */
export function consoleRequestRepository(db: Executor): ConsoleRequestRepository {
  return {
    async claim(request) {
      // ON CONFLICT DO NOTHING rather than catching the violation: on PostgreSQL a failed statement aborts the transaction.
      const row = await db
        .insertInto("console_requests")
        .values({ operator_id: request.operatorId, request_id: request.requestId, action: request.action, result_json: null, created_at_ms: request.atMs })
        .onConflict((oc) => oc.columns(["operator_id", "request_id"]).doNothing())
        .returning("request_id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async get(operatorId, requestId) {
      const row = await db.selectFrom("console_requests").selectAll().where("operator_id", "=", operatorId).where("request_id", "=", requestId).executeTakeFirst();
      return row ? { operatorId: row.operator_id, requestId: row.request_id, action: row.action, resultJson: row.result_json } : null;
    },

    async complete(operatorId, requestId, resultJson) {
      await db.updateTable("console_requests").set({ result_json: resultJson }).where("operator_id", "=", operatorId).where("request_id", "=", requestId).execute();
    },
  };
}
