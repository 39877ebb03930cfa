import type { RoomPresenceRepository } from "../../../src/ports/store/games/room-presence";
import type { Executor } from "../dialect";

/** room_presence (migration 022): one row per player and room, its time only ever moving forward. */
export function roomPresenceRepository(db: Executor): RoomPresenceRepository {
  return {
    async seenAt(userId, roomId) {
      const row = await db.selectFrom("room_presence").select("seen_at_ms").where("user_id", "=", userId).where("room_id", "=", roomId).executeTakeFirst();
      return row ? Number(row.seen_at_ms) : null;
    },
    async see(userId, roomId, atMs) {
      await db
        .insertInto("room_presence")
        .values({ user_id: userId, room_id: roomId, seen_at_ms: atMs })
        .onConflict((oc) =>
          oc
            .columns(["user_id", "room_id"])
            .doUpdateSet((eb) => ({ seen_at_ms: eb.ref("excluded.seen_at_ms") }))
            .where((eb) => eb("room_presence.seen_at_ms", "<", eb.ref("excluded.seen_at_ms"))),
        )
        .execute();
    },
  };
}
