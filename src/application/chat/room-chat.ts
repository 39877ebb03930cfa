import { fail, ok, type Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { checkLimit, maskUsername } from "../query-input";

export const MAX_ROOM_CHAT = 100;
export const DEFAULT_ROOM_CHAT = 50;

/** A chat line as other players see it: the speaker's name masked, as in the room feed. */
export interface RoomChatEntry {
  readonly id: number;
  readonly roomId: number;
  readonly maskedUsername: string;
  readonly text: string;
  readonly createdAtMs: number;
  /** Whether the viewer wrote it (false for guests). */
  readonly mine: boolean;
}

/** The room's latest chat lines, newest last (the order they scroll in). */
export async function roomChat(
  deps: Pick<AppDeps, "store">,
  input: { readonly roomId: number; readonly limit?: number; readonly viewerId?: number | null },
): Promise<Result<readonly RoomChatEntry[], "INVALID_INPUT" | "ROOM_NOT_FOUND">> {
  const checked = checkLimit(input.limit ?? DEFAULT_ROOM_CHAT, MAX_ROOM_CHAT);
  if (!checked.ok) return checked;
  return deps.store.read(async (tx) => {
    if (!(await tx.games.roomById(input.roomId))) return fail("ROOM_NOT_FOUND");
    const messages = await tx.chat.recent(input.roomId, checked.value);
    const names = new Map((await tx.users.byIds([...new Set(messages.map((m) => m.userId))])).map((u) => [u.id, u.username]));
    return ok(
      messages.map((message) => ({
        id: message.id,
        roomId: message.roomId,
        maskedUsername: maskUsername(names.get(message.userId) ?? ""),
        text: message.text,
        createdAtMs: message.createdAtMs,
        mine: input.viewerId !== undefined && input.viewerId !== null && message.userId === input.viewerId,
      })),
    );
  });
}
