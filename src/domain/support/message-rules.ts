import { fail, ok, type Result } from "../errors";
import { SUPPORT_MAX_CHARS, sideOf, type Conversation, type SupportMessage, type SupportSide } from "./conversation";


/** Control characters other than line breaks and tabs (a support message may have several lines). */
const hasControl = (text: string): boolean => /\p{Cc}/u.test(text.replace(/[\n\t]/g, ""));

/**
 * The text as it will be stored: trimmed, with Windows line breaks made plain,
 * 1..SUPPORT_MAX_CHARS characters, no control character but line breaks and
 * tabs. Plain text: it is stored as typed and never rendered as HTML.
 */
export function checkSupportText(raw: string): Result<string, "SUPPORT_MESSAGE_EMPTY" | "SUPPORT_MESSAGE_TOO_LONG" | "INVALID_INPUT"> {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (text.length === 0) return fail("SUPPORT_MESSAGE_EMPTY");
  if (Array.from(text).length > SUPPORT_MAX_CHARS) return fail("SUPPORT_MESSAGE_TOO_LONG", { max: SUPPORT_MAX_CHARS });
  if (hasControl(text)) return fail("INVALID_INPUT", { field: "text" });
  return ok(text);
}

/** The side a reader is on reads the other side's messages: those after its read mark are unread. */
export const isUnreadBy = (message: Pick<SupportMessage, "author" | "seq">, reader: SupportSide, readSeq: number): boolean =>
  message.seq > readSeq && sideOf(message.author) !== reader;

/** How many of a thread's messages the reader has not read yet. */
export const unreadCount = (messages: readonly Pick<SupportMessage, "author" | "seq">[], reader: SupportSide, readSeq: number): number =>
  messages.filter((message) => isUnreadBy(message, reader, readSeq)).length;

/** A side's read mark in a conversation. */
export const readSeqOf = (conversation: Pick<Conversation, "customerReadSeq" | "staffReadSeq">, side: SupportSide): number =>
  side === "customer" ? conversation.customerReadSeq : conversation.staffReadSeq;

/** A new read mark: never back, never past the latest message, a whole number. */
export function nextReadSeq(current: number, requested: number, lastSeq: number): number {
  if (!Number.isSafeInteger(requested)) return current;
  return Math.max(current, Math.min(requested, lastSeq));
}
