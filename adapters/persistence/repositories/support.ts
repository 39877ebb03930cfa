import { sql, type Selectable } from "kysely";
import { SUPPORT_AUTHORS, type Conversation, type ConversationStatus, type SupportAuthor, type SupportMessage, type SupportOwner } from "../../../src/domain/support/conversation";
import { sideOf } from "../../../src/domain/support/conversation";
import { isContentLanguage } from "../../../src/domain/content/content-rules";
import { muteKeyOf, type SupportMute } from "../../../src/domain/support/mute-rules";
import type { SupportRepository } from "../../../src/ports/store/support/support";
import type { Executor } from "../dialect";
import type { SupportConversationsTable, SupportMessagesTable } from "../schema";
import { checkLimit, checkPage, flag } from "./sql-helpers";

function toConversation(row: Selectable<SupportConversationsTable>): Conversation {
  const owner: SupportOwner = row.owner_user_id !== null ? { kind: "player", userId: Number(row.owner_user_id) } : { kind: "guest", guestId: row.owner_guest_id ?? "" };
  return {
    id: Number(row.id),
    owner,
    status: row.status as ConversationStatus,
    assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
    lastSeq: Number(row.last_seq),
    customerReadSeq: Number(row.customer_read_seq),
    staffReadSeq: Number(row.staff_read_seq),
    waitingSinceMs: row.waiting_since_ms === null ? null : Number(row.waiting_since_ms),
    leftWhileClosed: Number(row.left_while_closed) === 1,
    customerLang: isContentLanguage(row.customer_lang) ? row.customer_lang : null,
    createdAtMs: Number(row.created_at_ms),
    updatedAtMs: Number(row.updated_at_ms),
    closedAtMs: row.closed_at_ms === null ? null : Number(row.closed_at_ms),
  };
}

const isAuthor = (value: string): value is SupportAuthor => (SUPPORT_AUTHORS as readonly string[]).includes(value);

function toMessage(row: Selectable<SupportMessagesTable>): SupportMessage {
  if (!isAuthor(row.author)) throw new Error(`support message ${row.id}: unknown author ${row.author}`);
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    seq: Number(row.seq),
    author: row.author,
    authorId: row.author_id === null ? null : Number(row.author_id),
    text: row.text,
    imageId: row.image_id,
    leftWhileClosed: Number(row.left_while_closed) === 1,
    createdAtMs: Number(row.created_at_ms),
  };
}

/** LIKE with an escape character, so "%" and "_" typed by the operator match themselves. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function supportRepository(db: Executor): SupportRepository {
  return {
    async conversationById(id) {
      const row = await db.selectFrom("support_conversations").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toConversation(row) : null;
    },

    async conversationOf(owner) {
      const select = db.selectFrom("support_conversations").selectAll();
      const row = await (owner.kind === "player" ? select.where("owner_user_id", "=", owner.userId) : select.where("owner_guest_id", "=", owner.guestId)).executeTakeFirst();
      return row ? toConversation(row) : null;
    },

    async conversationFor(owner, atMs) {
      const started = await db
        .insertInto("support_conversations")
        .values({
          owner_user_id: owner.kind === "player" ? owner.userId : null,
          owner_guest_id: owner.kind === "guest" ? owner.guestId : null,
          status: "open",
          assignee_id: null,
          waiting_since_ms: null,
          created_at_ms: atMs,
          updated_at_ms: atMs,
          closed_at_ms: null,
        })
        // Another transaction starting it at the same moment: theirs stands (PostgreSQL waits for it to commit).
        .onConflict((oc) => oc.column(owner.kind === "player" ? "owner_user_id" : "owner_guest_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      // Its status history begins: opened, before any message.
      if (started) await db.insertInto("support_status_changes").values({ conversation_id: Number(started.id), status: "open", operator_id: null, after_seq: 0, at_ms: atMs }).execute();
      const select = db.selectFrom("support_conversations").selectAll();
      const row = await (owner.kind === "player" ? select.where("owner_user_id", "=", owner.userId) : select.where("owner_guest_id", "=", owner.guestId)).executeTakeFirstOrThrow();
      return toConversation(row);
    },

    async appendMessage(conversationId, message, address) {
      // The next number, under the conversation's row lock until the transaction ends.
      const counter = await db
        .updateTable("support_conversations")
        .set((eb) => ({ last_seq: eb("last_seq", "+", 1) }))
        .where("id", "=", conversationId)
        .returning("last_seq")
        .executeTakeFirstOrThrow();
      const row = await db
        .insertInto("support_messages")
        .values({
          conversation_id: conversationId,
          seq: Number(counter.last_seq),
          author: message.author,
          side: sideOf(message.author),
          author_id: message.authorId,
          text: message.text,
          image_id: message.imageId,
          left_while_closed: flag(message.leftWhileClosed),
          address,
          created_at_ms: message.createdAtMs,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMessage(row);
    },

    async updateConversation(id, change) {
      if (change.status !== undefined) {
        // Only a real change is history; the row lock taken here makes two closes at once record one.
        const changed = await db.updateTable("support_conversations").set({ status: change.status }).where("id", "=", id).where("status", "<>", change.status).returning("last_seq").executeTakeFirst();
        if (changed) {
          await db
            .insertInto("support_status_changes")
            .values({ conversation_id: id, status: change.status, operator_id: change.byOperatorId ?? null, after_seq: Number(changed.last_seq), at_ms: change.updatedAtMs })
            .execute();
        }
      }
      await db
        .updateTable("support_conversations")
        .set({
          updated_at_ms: change.updatedAtMs,
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.assigneeId === undefined ? {} : { assignee_id: change.assigneeId }),
          ...(change.waitingSinceMs === undefined ? {} : { waiting_since_ms: change.waitingSinceMs }),
          ...(change.leftWhileClosed === undefined ? {} : { left_while_closed: flag(change.leftWhileClosed) }),
          ...(change.closedAtMs === undefined ? {} : { closed_at_ms: change.closedAtMs }),
          ...(change.customerLang === undefined ? {} : { customer_lang: change.customerLang }),
        })
        .where("id", "=", id)
        .execute();
    },

    async markRead(id, side, seq) {
      const column = side === "customer" ? "customer_read_seq" : "staff_read_seq";
      await db.updateTable("support_conversations").set({ [column]: seq }).where("id", "=", id).where(column, "<", seq).execute();
    },

    async messagesAfter(conversationId, afterSeq, limit) {
      const rows = await db.selectFrom("support_messages").selectAll().where("conversation_id", "=", conversationId).where("seq", ">", afterSeq).orderBy("seq").limit(checkLimit(limit)).execute();
      return rows.map(toMessage);
    },

    async latestMessages(conversationId, limit) {
      const rows = await db.selectFrom("support_messages").selectAll().where("conversation_id", "=", conversationId).orderBy("seq", "desc").limit(checkLimit(limit)).execute();
      return rows.reverse().map(toMessage);
    },

    async messagesAfterId(afterId, limit) {
      const rows = await db.selectFrom("support_messages").selectAll().where("id", ">", afterId).orderBy("id").limit(checkLimit(limit)).execute();
      return rows.map(toMessage);
    },

    async unreadCount(conversationId, reader) {
      const readColumn = reader === "customer" ? "c.customer_read_seq" : "c.staff_read_seq";
      const row = await db
        .selectFrom("support_messages as m")
        .innerJoin("support_conversations as c", "c.id", "m.conversation_id")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("m.conversation_id", "=", conversationId)
        .where("m.side", "<>", reader)
        .whereRef("m.seq", ">", readColumn)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async inbox(filter, page) {
      // The owner's name: a player's username, or the display name a guest chose.
      let select = db
        .selectFrom("support_conversations as c")
        .leftJoin("users as u", "u.id", "c.owner_user_id")
        .leftJoin("support_guests as g", "g.id", "c.owner_guest_id")
        .selectAll("c")
        .select(["u.username as owner_name", "g.display_name as guest_name"]);
      switch (filter.view) {
        case "waiting":
          select = select.where("c.status", "=", "open").where("c.waiting_since_ms", "is not", null).orderBy("c.waiting_since_ms").orderBy("c.id");
          break;
        case "mine":
          select = select.where("c.status", "=", "open").where("c.assignee_id", "=", filter.operatorId).orderBy("c.updated_at_ms", "desc").orderBy("c.id", "desc");
          break;
        case "all":
          select = select.orderBy("c.updated_at_ms", "desc").orderBy("c.id", "desc");
          break;
        case "closed":
          select = select.where("c.status", "=", "closed").orderBy("c.closed_at_ms", "desc").orderBy("c.id", "desc");
          break;
      }
      const text = filter.search?.trim() ?? "";
      if (text !== "") {
        const pattern = containing(text);
        select = select.where((eb) =>
          eb.or([
            sql<boolean>`u.username_key like ${pattern} escape '\\'`,
            sql<boolean>`lower(g.display_name) like ${pattern} escape '\\'`,
            eb.exists(eb.selectFrom("support_messages as m").select("m.id").whereRef("m.conversation_id", "=", "c.id").where(sql<boolean>`lower(m.text) like ${pattern} escape '\\'`)),
          ]),
        );
      }
      const rows = await select.limit(checkPage(page).limit).offset(page.offset).execute();
      if (rows.length === 0) return [];
      const lastRows = await db
        .selectFrom("support_messages as m")
        .innerJoin("support_conversations as c", (join) => join.onRef("c.id", "=", "m.conversation_id").onRef("c.last_seq", "=", "m.seq"))
        .selectAll("m")
        .where(
          "c.id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
      const last = new Map(lastRows.map((row) => [Number(row.conversation_id), toMessage(row)]));
      return rows.map((row) => ({ conversation: toConversation(row), ownerName: row.owner_name ?? row.guest_name ?? null, lastMessage: last.get(Number(row.id)) ?? null }));
    },

    async waitingCount() {
      const row = await db
        .selectFrom("support_conversations")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "open")
        .where("waiting_since_ms", "is not", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async lastCustomerAddress(conversationId) {
      const row = await db
        .selectFrom("support_messages")
        .select("address")
        .where("conversation_id", "=", conversationId)
        .where("side", "=", "customer")
        .where("address", "is not", null)
        .orderBy("seq", "desc")
        .limit(1)
        .executeTakeFirst();
      return row?.address ?? null;
    },

    async countByPlayerSince(userId, sinceMs) {
      const row = await db
        .selectFrom("support_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("author_id", "=", userId)
        .where("side", "=", "customer")
        .where("created_at_ms", ">=", sinceMs)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countByAddressSince(address, sinceMs) {
      const row = await db
        .selectFrom("support_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("address", "=", address)
        .where("side", "=", "customer")
        .where("created_at_ms", ">=", sinceMs)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async setMute(mute) {
      const values = { target_kind: mute.target.kind, target_key: muteKeyOf(mute.target), until_ms: mute.untilMs, reason: mute.reason, operator_id: mute.operatorId, at_ms: mute.atMs };
      await db
        .insertInto("support_mutes")
        .values(values)
        .onConflict((oc) => oc.columns(["target_kind", "target_key"]).doUpdateSet({ until_ms: values.until_ms, reason: values.reason, operator_id: values.operator_id, at_ms: values.at_ms }))
        .execute();
    },

    async muteOf(target) {
      const row = await db.selectFrom("support_mutes").selectAll().where("target_kind", "=", target.kind).where("target_key", "=", muteKeyOf(target)).executeTakeFirst();
      if (!row) return null;
      const mute: SupportMute = { target, untilMs: Number(row.until_ms), reason: row.reason, operatorId: Number(row.operator_id), atMs: Number(row.at_ms) };
      return mute;
    },
  };
}
