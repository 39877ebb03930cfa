import type { Selectable } from "kysely";
import type { PayoutMethod, PayoutType } from "../../../src/domain/wallet/payout-method";
import type { PayoutMethodRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { PayoutMethodsTable } from "../schema";

/** The table's type column holds only PayoutType values: set() writes nothing else. */
const toMethod = (row: Selectable<PayoutMethodsTable>): PayoutMethod => ({
  userId: row.user_id,
  type: row.type as PayoutType,
  acc: row.acc,
  accName: row.acc_name,
  accBank: row.acc_bank,
  mark: row.mark,
  changedAtMs: row.changed_at_ms,
});

export function payoutMethodRepository(db: Executor): PayoutMethodRepository {
  return {
    async get(userId, type) {
      const row = await db
        .selectFrom("payout_methods")
        .selectAll()
        .where("user_id", "=", userId)
        .where("type", "=", type)
        .executeTakeFirst();
      return row ? toMethod(row) : null;
    },

    async ofUser(userId) {
      const rows = await db.selectFrom("payout_methods").selectAll().where("user_id", "=", userId).orderBy("type").execute();
      return rows.map(toMethod);
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
