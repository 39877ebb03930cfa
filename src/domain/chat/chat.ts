import { fail, ok, type Result } from "../errors";
import type { User } from "../accounts/user";

/** One line of a room's chat. */
export interface ChatMessage {
  readonly id: number;
  readonly roomId: number;
  readonly userId: number;
  /** Already checked and trimmed (see checkChatText). */
  readonly text: string;
  readonly createdAtMs: number;
}

export type NewChatMessage = Omit<ChatMessage, "id">;

/** Longest message, in characters (code points, so an emoji counts once). */
export const CHAT_MAX_CHARS = 200;
/** The rate limit of one player, all rooms together. */
export const CHAT_WINDOW_MS = 60_000;
export const CHAT_MAX_IN_WINDOW = 5;
export const CHAT_MIN_GAP_MS = 2_000;

/** C0 and C1 control characters (newlines and tabs included: a chat line is one line). */
const CONTROL = /\p{Cc}/u;

/** The text as it will be stored: trimmed, 1..200 characters, no control character. INVALID_INPUT (field "text") otherwise. */
export function checkChatText(raw: string): Result<string, "INVALID_INPUT"> {
  const text = raw.trim();
  const length = Array.from(text).length;
  if (length === 0 || length > CHAT_MAX_CHARS || CONTROL.test(text)) return fail("INVALID_INPUT", { field: "text", max: CHAT_MAX_CHARS });
  return ok(text);
}

/** Who may speak: players only (operators have their announcements), and not a player the system silenced. */
export function checkMayChat(user: Pick<User, "role" | "chatBanned">): Result<void, "FORBIDDEN" | "CHAT_BANNED"> {
  if (user.role !== "player") return fail("FORBIDDEN");
  if (user.chatBanned) return fail("CHAT_BANNED");
  return ok(undefined);
}

/** What the rate limit needs to know of the player's earlier messages. */
export interface ChatHistory {
  /** Messages of the player at or after `chatWindowStartMs(nowMs)`. */
  readonly inWindow: number;
  /** When the player's latest message was posted, or null for a first message. */
  readonly lastAtMs: number | null;
}

/** The first instant of the window that ends now: a message counts while it is less than 60 s old. */
export const chatWindowStartMs = (nowMs: number): number => nowMs - CHAT_WINDOW_MS + 1;

/** At most 5 messages in any 60 s, and at least 2 s between two messages of one player: CHAT_TOO_FAST otherwise. */
export function checkChatRate(history: ChatHistory, nowMs: number): Result<void, "CHAT_TOO_FAST"> {
  if (history.inWindow >= CHAT_MAX_IN_WINDOW) return fail("CHAT_TOO_FAST");
  if (history.lastAtMs !== null && nowMs - history.lastAtMs < CHAT_MIN_GAP_MS) return fail("CHAT_TOO_FAST");
  return ok(undefined);
}

/** What the chat rules answer a message that may not be posted. */
export type ChatRefusal = "INVALID_INPUT" | "FORBIDDEN" | "CHAT_BANNED" | "CHAT_TOO_FAST";

/**
 * Every rule of a chat message, in the order a player would want to hear
 * about them: may they speak at all, is the text acceptable, then the pace.
 * Answers the text to store.
 */
export function checkChatMessage(input: { readonly user: Pick<User, "role" | "chatBanned">; readonly text: string; readonly history: ChatHistory; readonly nowMs: number }): Result<string, ChatRefusal> {
  const allowed = checkMayChat(input.user);
  if (!allowed.ok) return allowed;
  const text = checkChatText(input.text);
  if (!text.ok) return text;
  const rate = checkChatRate(input.history, input.nowMs);
  if (!rate.ok) return rate;
  return text;
}
