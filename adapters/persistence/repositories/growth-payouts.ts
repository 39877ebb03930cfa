import { sql, type Selectable } from "kysely";
import type { PaidPayout, PayoutKind } from "../../../src/domain/growth/payout";
import type { GrowthPayoutRepository } from "../../../src/ports/store/growth/payouts";
import type { Executor } from "../dialect";
import type { Database } from "../schema";

const payoutOf = (row: Selectable<Database["growth_payouts"]>): PaidPayout => ({
  id: row.id,
  key: row.payout_key,
  kind: row.kind as PayoutKind,
  userId: row.user_id,
  amountMinor: row.amount_minor,
  periodKey: row.period_key,
  source: row.source,
  detail: row.detail,
  atMs: row.created_at_ms,
});

/** The growth engine's payments: the unique key is the database's, so two runs at once record one of them. */
export function growthPayoutRepository(db: Executor): GrowthPayoutRepository {
  return {
    async insert(payout) {
      // ON CONFLICT DO NOTHING rather than catching the violation: on PostgreSQL a failed statement aborts the
      // transaction, and a second server's insert of the same key waits for the first to commit, then does nothing.
      const row = await db
        .insertInto("growth_payouts")
        .values({
          payout_key: payout.key,
          kind: payout.kind,
          user_id: payout.userId,
          amount_minor: payout.amountMinor,
          period_key: payout.periodKey,
          source: payout.source,
          detail: payout.detail,
          created_at_ms: payout.atMs,
        })
        .onConflict((oc) => oc.column("payout_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async byKey(key) {
      const row = await db.selectFrom("growth_payouts").selectAll().where("payout_key", "=", key).executeTakeFirst();
      return row ? payoutOf(row) : null;
    },

    async ofUser(userId, kinds, page) {
      let query = db.selectFrom("growth_payouts").selectAll().where("user_id", "=", userId);
      if (kinds.length > 0) query = query.where("kind", "in", [...kinds]);
      const rows = await query.orderBy("created_at_ms", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute();
      return rows.map(payoutOf);
    },

    async sumOfPeriod(userId, kind, periodKey) {
      const row = await db
        .selectFrom("growth_payouts")
        .select(sql<number>`cast(coalesce(sum(amount_minor), 0) as bigint)`.as("total"))
        .where("user_id", "=", userId)
        .where("kind", "=", kind)
        .where("period_key", "=", periodKey)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async inRange(kind, range, afterId, limit) {
      let query = db.selectFrom("growth_payouts").selectAll().where("created_at_ms", ">=", range.fromMs).where("created_at_ms", "<", range.toMs).where("id", ">", afterId);
      if (kind !== null) query = query.where("kind", "=", kind);
      const rows = await query.orderBy("id", "asc").limit(limit).execute();
      return rows.map(payoutOf);
    },

    async runFinished(runKey) {
      return (await db.selectFrom("growth_runs").select("run_key").where("run_key", "=", runKey).executeTakeFirst()) !== undefined;
    },

    async markRunFinished(runKey, atMs) {
      await db.insertInto("growth_runs").values({ run_key: runKey, finished_at_ms: atMs }).onConflict((oc) => oc.column("run_key").doNothing()).execute();
    },
  };
}
