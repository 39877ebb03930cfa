import { useEffect, useRef, useState } from "react";

/** What `GET /live/support/inbox` sends (adapters/http/support-stream.ts). */
export type InboxEvent =
  | { readonly type: "message"; readonly conversationId: number; readonly author: string; readonly seq: number }
  | { readonly type: "conversation"; readonly conversationId: number; readonly status: string; readonly assigneeId: number | null }
  | { readonly type: "read"; readonly conversationId: number; readonly seq: number };

/** After the browser gives up on a stream (a refusal, a server gone for good), a new one is tried this much later. */
const REOPEN_MS = 3_000;

const parsed = (data: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

function eventOf(type: string, data: Record<string, unknown>): InboxEvent | null {
  if (type === "message") {
    const message = data.message as Record<string, unknown> | undefined;
    if (typeof message?.conversationId !== "number") return null;
    return { type, conversationId: message.conversationId, author: String(message.author), seq: Number(message.seq) };
  }
  if (typeof data.conversationId !== "number") return null;
  if (type === "conversation") return { type, conversationId: data.conversationId, status: String(data.status), assigneeId: typeof data.assigneeId === "number" ? data.assigneeId : null };
  if (type === "read") return { type, conversationId: data.conversationId, seq: Number(data.seq) };
  return null;
}

/**
 * Follows the staff inbox's live stream while mounted: every conversation's
 * messages, assignments, closes and the players' read marks. The browser's
 * EventSource reconnects by itself and names the last message id it saw
 * (Last-Event-ID), so the server replays the messages missed; if it gives up,
 * a new stream resumes from that id. Assignments and closes are not replayed,
 * so `onOpen` runs on every (re)connection and the screen re-reads the inbox.
 */
export function useInboxStream(onEvent: (event: InboxEvent) => void, onOpen: () => void): "connecting" | "live" | "reconnecting" {
  const handlers = useRef({ onEvent, onOpen });
  useEffect(() => {
    handlers.current = { onEvent, onOpen };
  }, [onEvent, onOpen]);
  const [state, setState] = useState<"connecting" | "live" | "reconnecting">("connecting");

  useEffect(() => {
    let lastId: string | null = null;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      source = new EventSource(lastId === null ? "/live/support/inbox" : `/live/support/inbox?lastEventId=${encodeURIComponent(lastId)}`);
      const listen = (type: InboxEvent["type"]) =>
        source?.addEventListener(type, (message: MessageEvent<string>) => {
          if (message.lastEventId) lastId = message.lastEventId;
          const data = parsed(message.data);
          const event = data && eventOf(type, data);
          if (event) handlers.current.onEvent(event);
        });
      listen("message");
      listen("conversation");
      listen("read");
      source.onopen = () => {
        setState("live");
        handlers.current.onOpen();
      };
      source.onerror = () => {
        if (stopped) return;
        setState("reconnecting");
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, []);

  return state;
}
