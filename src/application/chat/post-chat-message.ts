import { chatWindowStartMs, checkChatMessage, type ChatMessage, type ChatRefusal } from "../../domain/chat/chat";
import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { refuseIfOnBreak } from "../protection/guards";
import type { ExclusionRefusal } from "../../domain/protection/exclusion";

/** The chat rules' refusals, or a speaker or room that is not there. */
export type PostChatRefusal = ChatRefusal | ExclusionRefusal | "USER_NOT_FOUND" | "ROOM_NOT_FOUND";

export interface PostChatMessageInput {
  readonly userId: number;
  readonly roomId: number;
  /** As typed; trimmed and checked here. */
  readonly text: string;
}

/**
 * A player says something in a room's chat. The speaker (role, ban), the room
 * and the rules (text, pace) are checked in the same transaction that stores
 * the line; the room hears of it (`chat.posted`) once it has committed.
 *
 * The pace is counted from the stored messages, so it holds across requests,
 * tabs and servers. SQLite runs one writer at a time, so it is exact there; on
 * PostgreSQL two messages of one player sent at the very same moment may both
 * pass (READ COMMITTED): a flood guard, not an accounting rule.
 */
export async function postChatMessage(deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule">, input: PostChatMessageInput): Promise<Result<ChatMessage, PostChatRefusal>> {
  return inTransaction(deps, async (work: Work<PostChatRefusal>) => {
    const { tx } = work;
    const nowMs = deps.clock.nowMs();
    const user = (await tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    await refuseIfOnBreak(work, user.id, nowMs, deps.schedule.timeZone);
    const room = (await tx.games.roomById(input.roomId)) ?? work.refuse("ROOM_NOT_FOUND");
    const history = { inWindow: await tx.chat.countSince(user.id, chatWindowStartMs(nowMs)), lastAtMs: await tx.chat.lastAt(user.id) };
    const checked = checkChatMessage({ user, text: input.text, history, nowMs });
    if (!checked.ok) work.refuse(checked.error.code, checked.error.params);
    const message = await tx.chat.post({ roomId: room.id, userId: user.id, text: checked.value, createdAtMs: nowMs });
    work.emit({
      type: "chat.posted",
      roomId: room.id,
      gameId: room.gameId,
      messageId: message.id,
      userId: user.id,
      username: user.username,
      text: message.text,
      atMs: message.createdAtMs,
    });
    return message;
  });
}
