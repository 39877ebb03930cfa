import type { WageringRepository } from "../../../src/ports/store/growth/wagering";
import type { Executor } from "../dialect";

/** Bonus wagering requirements: one per bonus (its payout key), the latest being the fold's checkpoint. */
export function wageringRepository(db: Executor): WageringRepository {
  return {
    async add(r) {
      const row = await db
        .insertInto("wagering_requirements")
        .values({ user_id: r.userId, payout_key: r.payoutKey, bonus_minor: r.bonusMinor, multiple: r.multiple, required_minor: r.requiredMinor, outstanding_after_minor: r.outstandingAfterMinor, created_at_ms: r.atMs })
        .onConflict((oc) => oc.column("payout_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async latest(userId) {
      const row = await db.selectFrom("wagering_requirements").selectAll().where("user_id", "=", userId).orderBy("id", "desc").limit(1).executeTakeFirst();
      if (row === undefined) return null;
      return {
        id: Number(row.id),
        userId: Number(row.user_id),
        payoutKey: row.payout_key,
        bonusMinor: Number(row.bonus_minor),
        multiple: row.multiple,
        requiredMinor: Number(row.required_minor),
        outstandingAfterMinor: Number(row.outstanding_after_minor),
        atMs: Number(row.created_at_ms),
      };
    },
  };
}
