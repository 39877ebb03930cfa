import type { Conversation, ConversationStatus, NewSupportMessage, SupportMessage, SupportOwner, SupportSide } from "../../../domain/support/conversation";
import type { MuteTarget, SupportMute } from "../../../domain/support/mute-rules";
import type { ContentLanguage } from "../../../domain/content/content-rules";
import type { Page } from "../common";

/** The staff inbox's views: waiting for an answer (oldest first), assigned to one operator, every open one, closed. */
export type InboxView = "waiting" | "mine" | "all" | "closed";

interface InboxFilter {
  readonly view: InboxView;
  /** The operator whose conversations "mine" lists. */
  readonly operatorId: number;
  /** Part of the player's username (or a guest's display name), or of any message's text (case-insensitive for Latin letters); null for none. */
  readonly search: string | null;
}

/** A conversation as the inbox lists it: with its owner's name and its latest message. */
interface InboxRow {
  readonly conversation: Conversation;
  /** The player's username, or the display name a guest chose. */
  readonly ownerName: string | null;
  readonly lastMessage: SupportMessage | null;
}

/** What changes about a conversation besides its messages; fields left out stay as they are. */
interface ConversationChange {
  readonly status?: ConversationStatus;
  readonly assigneeId?: number | null;
  readonly waitingSinceMs?: number | null;
  readonly leftWhileClosed?: boolean;
  readonly closedAtMs?: number | null;
  readonly customerLang?: ContentLanguage;
  /** The operator who closed or reopened it (the status history keeps it for the figures); left out for the customer or a staff message reopening it. */
  readonly byOperatorId?: number | null;
  readonly updatedAtMs: number;
}

/**
 * The support desk's conversations, messages and mutes. Each conversation's
 * messages are numbered 1, 2, 3... in the order they are stored: appending
 * takes the next number under the conversation's row lock, so two messages
 * at once never share one and none is skipped.
 */
export interface SupportRepository {
  conversationById(id: number): Promise<Conversation | null>;
  /** The owner's conversation (one per player or guest), or null before their first message. */
  conversationOf(owner: SupportOwner): Promise<Conversation | null>;
  /** The owner's conversation, started (open, no message; its status history begins) if there is none; two starting it at once get the same one. */
  conversationFor(owner: SupportOwner, atMs: number): Promise<Conversation>;
  /** Stores a message as the conversation's next one and answers it with its id and number. */
  appendMessage(conversationId: number, message: NewSupportMessage, address: string | null): Promise<SupportMessage>;
  /**
   * Changes a conversation. A change of status (to one it does not have) is also kept in its status history, at
   * `updatedAtMs`, after its latest message, with `byOperatorId` (support-figures.ts reads it back).
   */
  updateConversation(id: number, change: ConversationChange): Promise<void>;
  /** Moves a side's read mark forward to seq (never back; the caller keeps it within the thread). */
  markRead(id: number, side: SupportSide, seq: number): Promise<void>;
  /** The conversation's messages after a number, oldest first, at most limit. */
  messagesAfter(conversationId: number, afterSeq: number, limit: number): Promise<SupportMessage[]>;
  /** The conversation's latest messages, at most limit, oldest first. */
  latestMessages(conversationId: number, limit: number): Promise<SupportMessage[]>;
  /** Messages of every conversation with an id past afterId, oldest first, at most limit (the staff stream's resume). */
  messagesAfterId(afterId: number, limit: number): Promise<SupportMessage[]>;
  /** How many of the other side's messages follow a side's read mark. */
  unreadCount(conversationId: number, reader: SupportSide): Promise<number>;
  /** The inbox, in the view's order: waiting oldest first; closed most recently closed first; the others most recently changed first. */
  inbox(filter: InboxFilter, page: Page): Promise<InboxRow[]>;
  /** Open conversations whose customer waits for an answer (the console's navigation counts them). */
  waitingCount(): Promise<number>;
  /** The client address of the conversation's latest customer message that has one, or null (the console mutes an address by it). */
  lastCustomerAddress(conversationId: number): Promise<string | null>;
  /** Messages the customer side of a player (by author id) sent at or after sinceMs. */
  countByPlayerSince(userId: number, sinceMs: number): Promise<number>;
  /** Customer messages sent from an address at or after sinceMs. */
  countByAddressSince(address: string, sinceMs: number): Promise<number>;
  /** Sets (or replaces) the mute of a target. */
  setMute(mute: SupportMute): Promise<void>;
  /** The target's mute, if any, whether or not it still holds. */
  muteOf(target: MuteTarget): Promise<SupportMute | null>;
}
