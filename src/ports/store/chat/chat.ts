import type { ChatMessage, NewChatMessage } from "../../../domain/chat/chat";

/** Room chat. Times are the server's clock at posting. */
export interface ChatRepository {
  post(message: NewChatMessage): Promise<ChatMessage>;
  /** The room's latest messages, at most `limit`, newest last. */
  recent(roomId: number, limit: number): Promise<ChatMessage[]>;
  /** How many messages the user posted (any room) at or after sinceMs. */
  countSince(userId: number, sinceMs: number): Promise<number>;
  /** When the user's latest message (any room) was posted, or null. */
  lastAt(userId: number): Promise<number | null>;
}
