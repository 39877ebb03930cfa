/**
 * The support desk: one conversation thread between a customer (a signed-in
 * player, or a guest known by a cookie) and the operator's staff, made of
 * messages numbered 1, 2, 3... within it.
 */

import type { ContentLanguage } from "../content/content-rules";

/** Who the conversation belongs to: a player by id, or a guest by the random id their cookie keeps. */
export type SupportOwner = { readonly kind: "player"; readonly userId: number } | { readonly kind: "guest"; readonly guestId: string };

export const CONVERSATION_STATUSES = ["open", "closed"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The two sides of a thread: the customer (player or guest) and the staff (operators and the desk's automatic replies). */
export type SupportSide = "customer" | "staff";

/** Longest message, in characters (code points: an emoji counts once). */
export const SUPPORT_MAX_CHARS = 2_000;
/** Most messages one read answers. */
export const SUPPORT_MAX_PAGE = 200;
/** Longest desk mute, in minutes (a leap year); 0 lifts a mute. */
export const MUTE_MAX_MINUTES = 366 * 24 * 60;

export interface Conversation {
  readonly id: number;
  readonly owner: SupportOwner;
  readonly status: ConversationStatus;
  /** The operator looking after it, or null while nobody took it. */
  readonly assigneeId: number | null;
  /** The sequence number of its latest message; 0 before the first. */
  readonly lastSeq: number;
  /** The last message the customer has read (sequence number; 0 for none). */
  readonly customerReadSeq: number;
  /** The last message the staff have read. */
  readonly staffReadSeq: number;
  /** Since when the customer waits for an answer (their first message after the staff's last), or null when nobody waits. */
  readonly waitingSinceMs: number | null;
  /** Whether a message of the customer came in outside support hours and is not yet answered. */
  readonly leftWhileClosed: boolean;
  /**
   * The language the customer last wrote in (their app's), or null before they wrote: staff see it, and quick
   * replies are offered in it first, so an answer comes in the language the question came in.
   */
  readonly customerLang: ContentLanguage | null;
  readonly createdAtMs: number;
  /** When the latest message was posted or the conversation last changed. */
  readonly updatedAtMs: number;
  readonly closedAtMs: number | null;
}

export const SUPPORT_AUTHORS = ["player", "guest", "staff", "system"] as const;
/** Who wrote a message: the customer (player or guest), an operator, or the desk itself (the automatic reply). */
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

export interface SupportMessage {
  /** Unique over all conversations, increasing: the staff inbox's stream resumes after it. */
  readonly id: number;
  readonly conversationId: number;
  /** 1, 2, 3... within the conversation, in the order they were stored: the thread's stream resumes after it. */
  readonly seq: number;
  readonly author: SupportAuthor;
  /** The player or operator who wrote it; null for a guest and for the desk's own replies. */
  readonly authorId: number | null;
  /** Plain text, already checked (checkSupportText, or checkImageCaption beside an image); never rendered as HTML. Empty only for an image alone. */
  readonly text: string;
  /** The image sent with it (`image-rules.ts`: 32 hex characters, served at /support/images/:imageId), or null. */
  readonly imageId: string | null;
  /** Posted by the customer outside support hours. */
  readonly leftWhileClosed: boolean;
  readonly createdAtMs: number;
}

export type NewSupportMessage = Omit<SupportMessage, "id" | "seq" | "conversationId">;

/** The side a message's author speaks for. */
export const sideOf = (author: SupportAuthor): SupportSide => (author === "player" || author === "guest" ? "customer" : "staff");
