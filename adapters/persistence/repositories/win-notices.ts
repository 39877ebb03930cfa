import type { WinNoticeRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";

export function winNoticeRepository(db: Executor): WinNoticeRepository {
  return {
    async add(userId, gameId, issue, profitMinor, atMs) {
      // One statement: concurrent settlements of the same round add up instead
      // of racing on a read-modify-write. The creation time stays the first one.
      await db
        .insertInto("win_notices")
        .values({ user_id: userId, game_id: gameId, issue, profit_minor: profitMinor, seen: 0, created_at_ms: atMs })
        .onConflict((oc) =>
          oc.columns(["user_id", "game_id", "issue"]).doUpdateSet((eb) => ({
            profit_minor: eb("win_notices.profit_minor", "+", eb.ref("excluded.profit_minor")),
          })),
        )
        .execute();
    },

    async unseen(userId, gameId) {
      let query = db.selectFrom("win_notices").selectAll().where("user_id", "=", userId).where("seen", "=", 0);
      if (gameId !== null) query = query.where("game_id", "=", gameId);
      const rows = await query.orderBy("id").execute();
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        gameId: r.game_id,
        issue: r.issue,
        profitMinor: r.profit_minor,
        seen: r.seen !== 0,
        createdAtMs: r.created_at_ms,
      }));
    },

    async markSeen(id, userId) {
      const result = await db
        .updateTable("win_notices")
        .set({ seen: 1 })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
