import type { Selectable } from "kysely";
import type { NoticePreferences } from "../../../src/domain/notifications/notice";
import { NO_NOTICES } from "../../../src/domain/notifications/notice";
import type { PushSubscriptionRecord, PushSubscriptionRepository } from "../../../src/ports/store/notifications/push-subscriptions";
import type { Executor } from "../dialect";
import type { Database } from "../schema";

export function pushSubscriptionRepository(db: Executor): PushSubscriptionRepository {
  return {
    async save(userId, keys, lang, atMs, keep) {
      // One statement: two saves of one browser at once end as one row with the later keys.
      const row = await db
        .insertInto("push_subscriptions")
        .values({ user_id: userId, endpoint: keys.endpoint, p256dh: keys.p256dh, auth: keys.auth, lang, created_at_ms: atMs })
        .onConflict((oc) => oc.columns(["user_id", "endpoint"]).doUpdateSet({ p256dh: keys.p256dh, auth: keys.auth, lang, created_at_ms: atMs }))
        .returningAll()
        .executeTakeFirstOrThrow();
      const stale = await db
        .selectFrom("push_subscriptions")
        .select("id")
        .where("user_id", "=", userId)
        .orderBy("created_at_ms", "desc")
        .orderBy("id", "desc")
        .offset(keep)
        .limit(1_000)
        .execute();
      if (stale.length > 0) await db.deleteFrom("push_subscriptions").where("id", "in", stale.map((s) => s.id)).execute();
      return toRecord(row);
    },

    async remove(userId, endpoint) {
      const result = await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async removeEndpoint(endpoint) {
      const result = await db.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async ofUser(userId) {
      const rows = await db.selectFrom("push_subscriptions").selectAll().where("user_id", "=", userId).orderBy("id").execute();
      return rows.map(toRecord);
    },

    async preferences(userId) {
      const row = await db.selectFrom("push_preferences").selectAll().where("user_id", "=", userId).executeTakeFirst();
      const rooms = await db.selectFrom("push_closing_rooms").select("room_id").where("user_id", "=", userId).orderBy("room_id").execute();
      const closingRooms = rooms.map((r) => Number(r.room_id));
      return row ? { deposit: row.deposit === 1, withdrawal: row.withdrawal === 1, win: row.win === 1, closingRooms } : { ...NO_NOTICES, closingRooms };
    },

    async savePreferences(userId, preferences: NoticePreferences, atMs) {
      const flags = { deposit: preferences.deposit ? 1 : 0, withdrawal: preferences.withdrawal ? 1 : 0, win: preferences.win ? 1 : 0, updated_at_ms: atMs };
      await db
        .insertInto("push_preferences")
        .values({ user_id: userId, ...flags })
        .onConflict((oc) => oc.column("user_id").doUpdateSet(flags))
        .execute();
      await db.deleteFrom("push_closing_rooms").where("user_id", "=", userId).execute();
      if (preferences.closingRooms.length > 0) {
        await db.insertInto("push_closing_rooms").values(preferences.closingRooms.map((roomId) => ({ user_id: userId, room_id: roomId }))).execute();
      }
    },

    async closingAudience(gameId) {
      const rows = await db
        .selectFrom("push_closing_rooms as c")
        .innerJoin("rooms as r", "r.id", "c.room_id")
        .select(["c.user_id", (eb) => eb.fn.min("c.room_id").as("room_id")])
        .where("r.game_id", "=", gameId)
        .where((eb) => eb.exists(eb.selectFrom("push_subscriptions as s").select("s.id").whereRef("s.user_id", "=", "c.user_id")))
        .groupBy("c.user_id")
        .orderBy("c.user_id")
        .execute();
      return rows.map((r) => ({ userId: Number(r.user_id), roomId: Number(r.room_id) }));
    },

    async roundWinners(gameId, issue) {
      // Only winners who asked for wins and have a browser to tell: a round may have thousands of winners and few subscribers.
      const rows = await db
        .selectFrom("win_notices as w")
        .innerJoin("push_preferences as p", "p.user_id", "w.user_id")
        .select(["w.user_id", "w.profit_minor"])
        .where("w.game_id", "=", gameId)
        .where("w.issue", "=", issue)
        .where("p.win", "=", 1)
        .where((eb) => eb.exists(eb.selectFrom("push_subscriptions as s").select("s.id").whereRef("s.user_id", "=", "w.user_id")))
        .orderBy("w.user_id")
        .execute();
      return rows.map((r) => ({ userId: Number(r.user_id), profitMinor: Number(r.profit_minor) }));
    },

    async claim(key, atMs) {
      // The primary key decides between processes: the insert of the first wins, the others insert nothing.
      const row = await db.insertInto("push_claims").values({ notice_key: key, claimed_at_ms: atMs }).onConflict((oc) => oc.column("notice_key").doNothing()).returning("notice_key").executeTakeFirst();
      return row !== undefined;
    },

    async forgetClaims(beforeMs) {
      await db.deleteFrom("push_claims").where("claimed_at_ms", "<", beforeMs).execute();
    },
  };
}

const toRecord = (row: Selectable<Database["push_subscriptions"]>): PushSubscriptionRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  lang: row.lang,
  createdAtMs: Number(row.created_at_ms),
});
