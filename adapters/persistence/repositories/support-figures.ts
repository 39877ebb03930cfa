import type { ConversationTimeline, FigureEvent } from "../../../src/domain/support/figures";
import type { SupportFiguresRepository } from "../../../src/ports/store/support/support-figures";
import type { Executor } from "../dialect";

interface MessageRow {
  readonly seq: number;
  readonly event: FigureEvent | null;
}

interface ChangeRow {
  readonly afterSeq: number;
  readonly event: FigureEvent;
}

export function supportFiguresRepository(db: Executor): SupportFiguresRepository {
  return {
    async timelines({ fromMs, toMs }) {
      // Per conversation, its last close before the first day: nothing before it counts in the days (it ended every wait and resolution).
      const lastClose = db
        .selectFrom("support_status_changes")
        .select((eb) => ["conversation_id", eb.fn.max("id").as("change_id"), eb.fn.max("after_seq").as("after_seq")])
        .where("status", "=", "closed")
        .where("at_ms", "<", fromMs)
        .groupBy("conversation_id");
      const counted = db
        .selectFrom("support_conversations as c")
        .select("c.id")
        .where("c.created_at_ms", "<", toMs)
        .where((eb) => eb.or([eb("c.status", "=", "open"), eb("c.id", "in", eb.selectFrom("support_status_changes").select("conversation_id").where("at_ms", ">=", fromMs))]));

      const messageRows = await db
        .selectFrom("support_messages as m")
        .leftJoin(lastClose.as("a"), "a.conversation_id", "m.conversation_id")
        .select(["m.conversation_id", "m.seq", "m.author", "m.author_id", "m.created_at_ms"])
        .where("m.conversation_id", "in", counted)
        .where("m.created_at_ms", "<", toMs)
        .where("m.author", "<>", "system")
        .where((eb) => eb("m.seq", ">", eb.fn.coalesce("a.after_seq", eb.val(0))))
        .orderBy("m.conversation_id")
        .orderBy("m.seq")
        .execute();
      const changeRows = await db
        .selectFrom("support_status_changes as s")
        .leftJoin(lastClose.as("a"), "a.conversation_id", "s.conversation_id")
        .select(["s.conversation_id", "s.status", "s.operator_id", "s.after_seq", "s.at_ms"])
        .where("s.conversation_id", "in", counted)
        .where("s.at_ms", "<", toMs)
        .where((eb) => eb("s.id", ">", eb.fn.coalesce("a.change_id", eb.val(0))))
        .orderBy("s.conversation_id")
        .orderBy("s.id")
        .execute();

      const messages = new Map<number, MessageRow[]>();
      for (const row of messageRows) {
        const atMs = Number(row.created_at_ms);
        // A staff message always names its operator; one that did not could be credited to nobody, so it answers nothing.
        const event: FigureEvent | null =
          row.author === "staff" ? (row.author_id === null ? null : { kind: "staff", atMs, operatorId: Number(row.author_id) }) : { kind: "customer", atMs };
        listOf(messages, Number(row.conversation_id)).push({ seq: Number(row.seq), event });
      }
      const changes = new Map<number, ChangeRow[]>();
      for (const row of changeRows) {
        const atMs = Number(row.at_ms);
        const event: FigureEvent = row.status === "closed" ? { kind: "close", atMs, operatorId: row.operator_id === null ? null : Number(row.operator_id) } : { kind: "open", atMs };
        listOf(changes, Number(row.conversation_id)).push({ afterSeq: Number(row.after_seq), event });
      }

      const ids = [...new Set([...messages.keys(), ...changes.keys()])].sort((a, b) => a - b);
      return ids.map((conversationId): ConversationTimeline => ({ conversationId, events: merged(messages.get(conversationId) ?? [], changes.get(conversationId) ?? []) }));
    },
  };
}

function listOf<T>(map: Map<number, T[]>, key: number): T[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}

/** Messages by number and status changes by id, each change after the message it followed. */
function merged(messages: readonly MessageRow[], changes: readonly ChangeRow[]): FigureEvent[] {
  const events: FigureEvent[] = [];
  let next = 0;
  const takeUpTo = (seq: number) => {
    for (; next < messages.length && messages[next]!.seq <= seq; next += 1) {
      const event = messages[next]!.event;
      if (event !== null) events.push(event);
    }
  };
  for (const change of changes) {
    takeUpTo(change.afterSeq);
    events.push(change.event);
  }
  takeUpTo(Number.POSITIVE_INFINITY);
  return events;
}
