import { SUPPORT_MAX_CHARS } from "../../../../src/domain/support/conversation";

/**
 * The chat screen's rules that need no browser: how the thread is merged from
 * what was read and what arrived live, which message carries the read
 * receipt, what the composer counts, when staff answer next. Pure.
 */

/** A message as the player's side of the desk sends it (support.thread, support.post, GET /live/support). */
export interface ThreadMessage {
  readonly id: number;
  readonly conversationId: number;
  readonly seq: number;
  readonly author: "player" | "guest" | "staff" | "system";
  readonly text: string;
  readonly imageId: number | string | null;
  readonly leftWhileClosed: boolean;
  readonly createdAtMs: number;
}

/** Whether the customer (the one reading this screen) wrote it. */
export const isMine = (message: Pick<ThreadMessage, "author">): boolean => message.author === "player" || message.author === "guest";

/** Every message once (by its number in the conversation), oldest first, whatever order and overlap the sources came in. */
export function mergeMessages(...sources: readonly (readonly ThreadMessage[])[]): ThreadMessage[] {
  const bySeq = new Map<number, ThreadMessage>();
  for (const source of sources) for (const message of source) if (!bySeq.has(message.seq)) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The number after which messages are missing from a thread (a live message
 * came in with a number past the next one), or null when nothing is missing
 * between the first and the last known. Older messages than the first are
 * history not loaded, not a gap.
 */
export function gapAfter(messages: readonly Pick<ThreadMessage, "seq">[]): number | null {
  for (let i = 1; i < messages.length; i++) if (messages[i]!.seq > messages[i - 1]!.seq + 1) return messages[i - 1]!.seq;
  return null;
}

/** The latest message of the staff's side (an operator's or the automatic reply): what marking the thread read moves to. */
export function latestFromStaff(messages: readonly ThreadMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (!isMine(messages[i]!)) return messages[i]!.seq;
  return 0;
}

/** The read receipt: the player's latest message and whether the staff have read it; null before they wrote anything. */
export function receiptOf(messages: readonly ThreadMessage[], staffReadSeq: number): { readonly seq: number; readonly read: boolean } | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (isMine(message)) return { seq: message.seq, read: staffReadSeq >= message.seq };
  }
  return null;
}

/** Characters as the server counts them (code points: an emoji is one), after the trim the server makes. */
export const charCount = (text: string): number => Array.from(text.replace(/\r\n?/g, "\n").trim()).length;

/** The composer shows its counter from 90 % of the limit on; past the limit it is an error. */
export function counterOf(text: string, max: number = SUPPORT_MAX_CHARS): { readonly count: number; readonly max: number; readonly shown: boolean; readonly over: boolean } {
  const count = charCount(text);
  return { count, max, shown: count >= Math.floor(max * 0.9), over: count > max };
}

/** Whether there is anything to send (the server refuses blank text, and says so; the button simply waits). */
export const canSend = (text: string): boolean => charCount(text) > 0;

/** Images the desk takes (magic bytes are checked by the server; this spares a pointless upload). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be sent, before it is uploaded, or null when it may be. */
export function imageProblem(file: { readonly type: string; readonly size: number }): "type" | "size" | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > MAX_IMAGE_BYTES) return "size";
  return null;
}

/** Local calendar parts of an instant in a time zone. */
function zoneParts(atMs: number, timeZone: string): { readonly day: string; readonly time: string; readonly monthDay: string } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(atMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}`, monthDay: `${part("month")}-${part("day")}` };
}

/**
 * When staff answer next, on the operator's clock: today or tomorrow at a
 * time, or a date and a time further out; the schedule's zone, since the
 * hours are set in it.
 */
export function openingWhen(nextOpeningMs: number, nowMs: number, timeZone: string): { readonly day: "today" | "tomorrow" | "date"; readonly time: string; readonly date: string } {
  const opening = zoneParts(nextOpeningMs, timeZone);
  const now = zoneParts(nowMs, timeZone);
  const tomorrow = zoneParts(nowMs + 86_400_000, timeZone);
  const day = opening.day === now.day ? "today" : opening.day === tomorrow.day ? "tomorrow" : "date";
  return { day, time: opening.time, date: opening.monthDay };
}

const clock = (minute: number): string => `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The daily hours as the banner writes them ("12:00-23:30"); a window of a whole day is round the clock (null). */
export function hoursText(startMinute: number, endMinute: number): string | null {
  if (endMinute - startMinute >= 1440) return null;
  return `${clock(startMinute)}-${clock(endMinute)}`;
}

/** A message's time on the device's clock: "14:03" today, "11-22 14:03" another day, with the year when it is not this one. */
export function messageTime(atMs: number, nowMs: number): string {
  const at = new Date(atMs);
  const now = new Date(nowMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (at.toDateString() === now.toDateString()) return time;
  const date = `${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
  return at.getFullYear() === now.getFullYear() ? date : `${at.getFullYear()}-${date}`;
}

/** Topics a link may open the chat with (`/chat?topic=password`): the composer starts with a prepared request. Anything else is ignored. */
const CHAT_TOPICS = ["password"] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export const chatTopicOf = (value: string | null): ChatTopic | null => ((CHAT_TOPICS as readonly (string | null)[]).includes(value) ? (value as ChatTopic) : null);
