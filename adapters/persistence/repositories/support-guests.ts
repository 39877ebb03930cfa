import type { Selectable } from "kysely";
import type { SupportGuest } from "../../../src/domain/support/guest-rules";
import type { SupportGuestRepository } from "../../../src/ports/store/support/support-guests";
import type { Executor } from "../dialect";
import type { Database } from "../schema";

const toGuest = (row: Selectable<Database["support_guests"]>): SupportGuest => ({
  id: row.id,
  displayName: row.display_name,
  address: row.address,
  createdAtMs: Number(row.created_at_ms),
  expiresAtMs: Number(row.expires_at_ms),
  claimedByUserId: row.claimed_by_user_id === null ? null : Number(row.claimed_by_user_id),
});

export function supportGuestRepository(db: Executor): SupportGuestRepository {
  return {
    async createGuest(guest) {
      await db
        .insertInto("support_guests")
        .values({ id: guest.id, display_name: guest.displayName, token_hash: guest.tokenHash, address: guest.address, created_at_ms: guest.createdAtMs, expires_at_ms: guest.expiresAtMs, claimed_by_user_id: null, claimed_at_ms: null })
        .execute();
    },

    async guestByTokenHash(tokenHash) {
      const row = await db.selectFrom("support_guests").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
      return row ? toGuest(row) : null;
    },

    async guestById(id) {
      const row = await db.selectFrom("support_guests").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toGuest(row) : null;
    },

    async lockGuest(id) {
      // An update that changes nothing takes the row lock (PostgreSQL; SQLite runs one writer at a time anyway).
      const row = await db.updateTable("support_guests").set((eb) => ({ id: eb.ref("id") })).where("id", "=", id).returningAll().executeTakeFirst();
      return row ? toGuest(row) : null;
    },

    async countStartedSince(address, sinceMs) {
      const row = await db
        .selectFrom("support_guests")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("address", "=", address)
        .where("created_at_ms", ">=", sinceMs)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countMessagesSince(guestId, sinceMs) {
      const row = await db
        .selectFrom("support_messages as m")
        .innerJoin("support_conversations as c", "c.id", "m.conversation_id")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("c.owner_guest_id", "=", guestId)
        .where("m.side", "=", "customer")
        .where("m.created_at_ms", ">=", sinceMs)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async claimGuest(guestId, userId, atMs) {
      // The row lock of this update makes a second claim wait, then find it taken.
      const claimed = await db
        .updateTable("support_guests")
        .set({ claimed_by_user_id: userId, claimed_at_ms: atMs })
        .where("id", "=", guestId)
        .where("claimed_by_user_id", "is", null)
        .returning("id")
        .executeTakeFirst();
      return claimed !== undefined;
    },

    async handOver(conversationId, userId) {
      await db.updateTable("support_conversations").set({ owner_user_id: userId, owner_guest_id: null }).where("id", "=", conversationId).execute();
    },

    async moveInto(fromId, intoId) {
      // Both rows locked, the source first (a message appended to it meanwhile waits, then finds it gone).
      const from = await db.updateTable("support_conversations").set((eb) => ({ last_seq: eb.ref("last_seq") })).where("id", "=", fromId).returning("last_seq").executeTakeFirstOrThrow();
      const moved = Number(from.last_seq);
      const into = await db
        .updateTable("support_conversations")
        .set((eb) => ({ last_seq: eb("last_seq", "+", moved) }))
        .where("id", "=", intoId)
        .returning("last_seq")
        .executeTakeFirstOrThrow();
      const offset = Number(into.last_seq) - moved;
      // New numbers follow the target's last: no (conversation, seq) pair can collide while rows move.
      await db
        .updateTable("support_messages")
        .set((eb) => ({ conversation_id: intoId, seq: eb("seq", "+", offset) }))
        .where("conversation_id", "=", fromId)
        .execute();
      await db.updateTable("support_images").set({ conversation_id: intoId }).where("conversation_id", "=", fromId).execute();
      await db.deleteFrom("support_status_changes").where("conversation_id", "=", fromId).execute();
      await db.deleteFrom("support_conversations").where("id", "=", fromId).execute();
      return offset;
    },
  };
}
