import type { PayoutMethodRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";

export function payoutMethodRepository(db: Executor): PayoutMethodRepository {
  return {
    async get(userId, type) {
      const row = await db
        .selectFrom("payout_methods")
        .selectAll()
        .where("user_id", "=", userId)
        .where("type", "=", type)
        .executeTakeFirst();
      if (!row) return null;
      return { userId: row.user_id, type, acc: row.acc, accName: row.acc_name, accBank: row.acc_bank, mark: row.mark, changedAtMs: row.changed_at_ms };
    },

    async set(method) {
      const details = { acc: method.acc, acc_name: method.accName, acc_bank: method.accBank, mark: method.mark, changed_at_ms: method.changedAtMs };
      await db
        .insertInto("payout_methods")
        .values({ user_id: method.userId, type: method.type, ...details })
        .onConflict((oc) => oc.columns(["user_id", "type"]).doUpdateSet(details))
        .execute();
    },
  };
}
