import { sql, type Selectable } from "kysely";
import type { VipState } from "../../../src/domain/growth/vip-level";
import type { VipStateRepository } from "../../../src/ports/store/growth/vip";
import type { Executor } from "../dialect";
import type { Database } from "../schema";

const stateOf = (row: Selectable<Database["vip_states"]>): VipState => ({
  userId: row.user_id,
  level: row.level,
  sinceMs: row.since_ms,
  highestLevel: row.highest_level,
  turnoverMinor: row.turnover_minor,
  depositMinor: row.deposit_minor,
  reviewedDay: row.reviewed_day,
});

/** Players' VIP levels (migration 036). */
export function vipStateRepository(db: Executor): VipStateRepository {
  return {
    async of(userId) {
      const row = await db.selectFrom("vip_states").selectAll().where("user_id", "=", userId).executeTakeFirst();
      return row ? stateOf(row) : null;
    },

    async ofUsers(userIds) {
      if (userIds.length === 0) return new Map();
      const rows = await db.selectFrom("vip_states").selectAll().where("user_id", "in", [...new Set(userIds)]).execute();
      return new Map(rows.map((row) => [row.user_id, stateOf(row)]));
    },

    async save(state) {
      const values = {
        level: state.level,
        since_ms: state.sinceMs,
        highest_level: state.highestLevel,
        turnover_minor: state.turnoverMinor,
        deposit_minor: state.depositMinor,
        reviewed_day: state.reviewedDay,
      };
      // The highest level ever reached never goes down, whatever a late writer computed from an older row.
      await db
        .insertInto("vip_states")
        .values({ user_id: state.userId, ...values })
        .onConflict((oc) =>
          oc.column("user_id").doUpdateSet({
            ...values,
            highest_level: sql<number>`case when vip_states.highest_level > excluded.highest_level then vip_states.highest_level else excluded.highest_level end`,
          }),
        )
        .execute();
    },
  };
}
