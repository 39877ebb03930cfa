import type { Selectable } from "kysely";
import type { ChatMessage } from "../../../src/domain/chat/chat";
import type { ChatRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { ChatMessagesTable } from "../schema";
import { checkLimit } from "./sql-helpers";

const toMessage = (row: Selectable<ChatMessagesTable>): ChatMessage => ({ id: row.id, roomId: row.room_id, userId: row.user_id, text: row.text, createdAtMs: row.created_at_ms });

export function chatRepository(db: Executor): ChatRepository {
  return {
    async post(message) {
      const row = await db
        .insertInto("chat_messages")
        .values({ room_id: message.roomId, user_id: message.userId, text: message.text, created_at_ms: message.createdAtMs })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMessage(row);
    },

    async recent(roomId, limit) {
      const rows = await db.selectFrom("chat_messages").selectAll().where("room_id", "=", roomId).orderBy("id", "desc").limit(checkLimit(limit)).execute();
      return rows.reverse().map(toMessage);
    },

    async countSince(userId, sinceMs) {
      const row = await db
        .selectFrom("chat_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("created_at_ms", ">=", sinceMs)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async lastAt(userId) {
      const row = await db
        .selectFrom("chat_messages")
        .select((eb) => eb.fn.max("created_at_ms").as("last"))
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? null : Number(row.last);
    },
  };
}
