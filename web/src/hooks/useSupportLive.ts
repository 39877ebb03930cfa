import { useEffect, useRef } from "react";
import { trpc, type RouterOutputs } from "../trpc";

type SupportLiveMessage = NonNullable<RouterOutputs["support"]["post"]["message"]>;

/** What GET /live/support tells: a new message of the thread, how far the staff have read, or that the stream (re)connected. */
export type SupportLiveEvent =
  | { readonly kind: "message"; readonly message: SupportLiveMessage }
  | { readonly kind: "read"; readonly conversationId: number; readonly seq: number }
  | { readonly kind: "open" };

type Listener = (event: SupportLiveEvent) => void;

/** Whose thread a page follows: a signed-in player's id, or "guest" for the guest its cookie names (one per browser). */
export type SupportOwnerKey = number | "guest";

/** After the server refused or dropped the stream for good, wait this long before trying again (doubling up to the cap). */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * One connection to the player's support stream for the whole page, shared by
 * everything that listens (the tab bar's badge, the chat screen): opened with
 * the first listener, closed with the last. It resumes after the last message
 * number it saw (or the chat screen read), so a reconnect misses nothing; the
 * browser's own reconnects send Last-Event-ID, and a stream the server closed
 * for good (EventSource gives up) is reopened here with ?lastEventId=.
 */
class SupportLive {
  private readonly listeners = new Set<Listener>();
  private source: EventSource | null = null;
  /** Whose thread: a different player signed in on this page starts afresh. */
  private owner: SupportOwnerKey | null = null;
  private lastSeq: number | null = null;
  private retryTimer: number | null = null;
  private retryMs = RETRY_FIRST_MS;

  subscribe(owner: SupportOwnerKey, listener: Listener): () => void {
    if (this.owner !== owner) {
      this.close();
      this.owner = owner;
      this.lastSeq = null;
    }
    this.listeners.add(listener);
    if (this.source === null && this.retryTimer === null) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  /** The chat screen read the thread up to here: a stream opened later resumes after it. */
  noteSeq(owner: SupportOwnerKey, seq: number): void {
    if (owner === this.owner) this.lastSeq = Math.max(this.lastSeq ?? 0, seq);
  }

  private emit(event: SupportLiveEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private open(): void {
    const url = this.lastSeq === null ? "/live/support" : `/live/support?lastEventId=${this.lastSeq}`;
    const source = new EventSource(url);
    this.source = source;
    source.addEventListener("open", () => {
      this.retryMs = RETRY_FIRST_MS;
      this.emit({ kind: "open" });
    });
    source.addEventListener("message", (event: MessageEvent<string>) => {
      const message = parse<SupportLiveMessage>(event.data);
      if (message === null || typeof message.seq !== "number") return;
      this.lastSeq = Math.max(this.lastSeq ?? 0, message.seq);
      this.emit({ kind: "message", message });
    });
    source.addEventListener("read", (event: MessageEvent<string>) => {
      const read = parse<{ conversationId: number; seq: number }>(event.data);
      if (read === null || typeof read.seq !== "number") return;
      this.emit({ kind: "read", conversationId: read.conversationId, seq: read.seq });
    });
    source.addEventListener("error", () => {
      // A dropped connection is retried by the browser itself (readyState CONNECTING); a refusal closes it for good.
      if (source.readyState !== EventSource.CLOSED || this.source !== source) return;
      this.source = null;
      if (this.listeners.size === 0) return;
      this.retryTimer = window.setTimeout(() => {
        this.retryTimer = null;
        if (this.listeners.size > 0 && this.source === null) this.open();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    });
  }

  private close(): void {
    if (this.retryTimer !== null) window.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.retryMs = RETRY_FIRST_MS;
  }
}

function parse<T>(data: string): T | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

const live = new SupportLive();

/**
 * Follows the customer's support thread live (`owner`: a player's id, or "guest"; null
 * listens to nothing). Every hook shares the page's one connection.
 */
export function useSupportLive(owner: SupportOwnerKey | null, onEvent: Listener): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    if (owner === null) return;
    return live.subscribe(owner, (event) => handler.current(event));
  }, [owner]);
}

/** Tells the shared stream what the chat screen has read, so a stream opened after it resumes there. */
export const noteSupportSeq = (owner: SupportOwnerKey, seq: number): void => live.noteSeq(owner, seq);

/**
 * The service tab's badge: staff (and automatic) messages the player has not
 * read (support.unread), asked again when one arrives on the shared stream and
 * when the stream (re)connects; 0 for a guest.
 */
export function useSupportUnread(owner: number | null): number {
  const utils = trpc.useUtils();
  // Asked afresh whenever the tab bar shows again: the thread may have been read in the chat frame meanwhile.
  const unread = trpc.support.unread.useQuery(undefined, { enabled: owner !== null, staleTime: 0 });
  useSupportLive(owner, (event) => {
    if (event.kind === "open" || (event.kind === "message" && event.message.author !== "player" && event.message.author !== "guest")) void utils.support.unread.invalidate();
  });
  return owner === null ? 0 : (unread.data?.unread ?? 0);
}
