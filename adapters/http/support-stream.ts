import type { Hono } from "hono";
import { customerMessage } from "../../src/application/support/support-views";
import type { SupportMessage } from "../../src/domain/support/conversation";
import type { DomainEvent } from "../../src/ports/events";
import { parseEventId } from "../live/snapshot-event";
import { translate } from "../i18n";
import { requestLang, requestToken } from "./request-info";
import type { Services } from "./services";
import type { StreamQuota } from "./stream-quota";
import { supportRequester } from "./support-customer";
import { currentLogger } from "../logging/request-context";

/** The customer's thread (a player's, or a guest's by their cookie): its messages and the staff's read marks. */
const PLAYER_PATH = "/live/support";
/** The staff inbox: every conversation's messages, assignments, closes and the players' read marks. */
const INBOX_PATH = "/live/support/inbox";

/** Messages one resume sends at most (a page of the store at a time); a client further behind re-reads the thread. */
const MAX_REPLAY = 1_000;
const REPLAY_PAGE = 200;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

const STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
  "x-content-type-options": "nosniff",
};

const encoder = new TextEncoder();

/** One server-sent event; `id` is what the client's Last-Event-ID names on reconnect (left out: it keeps the last). */
const frame = (event: string, data: unknown, id?: number): Uint8Array => encoder.encode(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

interface Session {
  /** Writes the frames of one event already in order; false once the stream is gone. */
  readonly send: (chunk: Uint8Array) => boolean;
}

/**
 * Opens a stream that first replays what the client missed, then follows the
 * bus. Events arriving during the replay wait; those the replay already sent
 * (a key up to the last it sent) are dropped, so nothing is sent twice.
 */
function openStream(
  services: Services,
  release: () => void,
  relevant: (event: DomainEvent) => { readonly key: number | null; readonly chunk: Uint8Array } | null,
  replay: (session: Session) => Promise<number>,
): Response {
  let closed = false;
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      const send = (chunk: Uint8Array): boolean => {
        if (closed) return false;
        try {
          controller.enqueue(chunk);
          return true;
        } catch {
          return false;
        }
      };
      let waiting: DomainEvent[] | null = [];
      // What the replay sent: a live event of a key up to it is a repeat. Live events are not ordered by key
      // among themselves (two conversations' messages may commit in either order), so nothing later is dropped.
      let replayedUpTo = 0;
      const deliver = (event: DomainEvent) => {
        const out = relevant(event);
        if (out === null) return;
        if (out.key !== null && out.key <= replayedUpTo) return;
        send(out.chunk);
      };
      const unsubscribe = services.feed.subscribe((event) => (waiting === null ? deliver(event) : waiting.push(event)));
      const keepalive = setInterval(() => send(encoder.encode(": keepalive\n\n")), KEEPALIVE_MS);
      keepalive.unref?.();
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepalive);
        unsubscribe();
        release();
      };
      send(encoder.encode(": connected\n\n"));
      replay({ send })
        .then((upTo) => {
          replayedUpTo = upTo;
          const held = waiting ?? [];
          waiting = null;
          for (const event of held) deliver(event);
        })
        .catch((error: unknown) => {
          currentLogger().error({ err: error, component: "support-stream" }, "replay failed");
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed
          }
        });
    },
    cancel: () => cleanup(),
  });
  return new Response(body, { headers: STREAM_HEADERS });
}

/**
 * The support desk's live streams (issue 38), plain server-sent events signed
 * in by the session cookie (or a bearer token) like every call.
 *
 * GET /live/support: the customer's thread (the signed-in player's, or with
 * nobody signed in the guest's whose cookie it carries, `supportRequester`).
 * `message` events carry a message as the customer sees it, with the conversation's sequence number as
 * the event id; `read` events, how far the staff have read (read receipts).
 * Resumes after Last-Event-ID (or ?lastEventId=): a screen opening the thread
 * passes the last number support.thread gave it, so nothing falls between.
 *
 * GET /live/support/inbox: for operators: `message` events of every
 * conversation (id: the message's id, unique over all conversations, which
 * a resume names), `conversation` events (assigned, closed, reopened) and
 * `read` events (a player read the staff's answers, or an operator the player's messages).
 */
export function mountSupportStream(app: Hono, services: Services, quota: StreamQuota, addressOf: (env: unknown) => string | null): void {
  const signedIn = async (headers: Headers) => {
    const { token } = requestToken(headers);
    return token ? services.sessions.authenticate(token) : null;
  };
  const refuse = (code: "NOT_LOGGED_IN" | "FORBIDDEN" | "TOO_MANY_REQUESTS", headers: Headers, status: 401 | 403 | 429) =>
    new Response(JSON.stringify({ error: code, message: translate(code, requestLang(headers)) }), { status, headers: { "content-type": "application/json; charset=utf-8" } });

  app.get(PLAYER_PATH, async (c) => {
    const headers = c.req.raw.headers;
    const requester = await supportRequester(services, headers);
    const customer = requester.customer;
    if (customer === null) return requester.operatorId === null ? refuse("NOT_LOGGED_IN", headers, 401) : refuse("FORBIDDEN", headers, 403);
    // The customer's own events: a player's by their id, a guest's by the id their cookie named.
    const isMine = (event: { readonly ownerUserId: number | null; readonly ownerGuestId: string | null }) =>
      customer.kind === "player" ? event.ownerUserId === customer.userId : event.ownerGuestId === customer.guestId;
    const lastSeq = parseEventId(c.req.header("last-event-id") ?? c.req.query("lastEventId"));
    const release = quota.acquire(addressOf(c.env));
    if (release === null) return refuse("TOO_MANY_REQUESTS", headers, 429);
    const messageFrame = (message: SupportMessage) => frame("message", customerMessage(message), message.seq);
    return openStream(
      services,
      release,
      (event) => {
        if (event.type === "support.message" && isMine(event)) return { key: event.message.seq, chunk: messageFrame(event.message) };
        if (event.type === "support.read" && isMine(event) && event.side === "staff") return { key: null, chunk: frame("read", { conversationId: event.conversationId, side: event.side, seq: event.seq }) };
        return null;
      },
      async (session) => {
        const conversation = await services.deps.store.read((tx) => tx.support.conversationOf(customer));
        if (conversation === null) return 0;
        // A fresh stream starts after the latest message (the screen has just read the thread); a resume sends what followed its id.
        let upTo = lastSeq === null ? conversation.lastSeq : Math.min(lastSeq, conversation.lastSeq);
        for (let sent = 0; sent < MAX_REPLAY; ) {
          const page = await services.deps.store.read((tx) => tx.support.messagesAfter(conversation.id, upTo, REPLAY_PAGE));
          for (const message of page) if (session.send(messageFrame(message))) upTo = message.seq;
          sent += page.length;
          if (page.length < REPLAY_PAGE) break;
        }
        return upTo;
      },
    );
  });

  app.get(INBOX_PATH, async (c) => {
    const headers = c.req.raw.headers;
    const auth = await signedIn(headers);
    if (!auth?.ok) return refuse("NOT_LOGGED_IN", headers, 401);
    if (auth.value.role !== "operator") return refuse("FORBIDDEN", headers, 403);
    const lastId = parseEventId(c.req.header("last-event-id") ?? c.req.query("lastEventId"));
    const release = quota.acquire(addressOf(c.env));
    if (release === null) return refuse("TOO_MANY_REQUESTS", headers, 429);
    const messageFrame = (message: SupportMessage, owner: { readonly ownerUserId: number | null; readonly ownerGuestId: string | null }) => frame("message", { ...owner, message }, message.id);
    return openStream(
      services,
      release,
      (event) => {
        switch (event.type) {
          case "support.message":
            return { key: event.message.id, chunk: messageFrame(event.message, event) };
          case "support.conversation":
            return { key: null, chunk: frame("conversation", { conversationId: event.conversationId, status: event.status, assigneeId: event.assigneeId, atMs: event.atMs }) };
          case "support.read":
            // Both sides: a player's read (the staff's receipts) and a colleague's (every operator's unread counts follow it).
            return { key: null, chunk: frame("read", { conversationId: event.conversationId, side: event.side, seq: event.seq }) };
          default:
            return null;
        }
      },
      async (session) => {
        // Live from now: the console has just read the inbox.
        if (lastId === null) return 0;
        let upTo = lastId;
        const owners = new Map<number, { ownerUserId: number | null; ownerGuestId: string | null }>();
        for (let sent = 0; sent < MAX_REPLAY; ) {
          const page = await services.deps.store.read((tx) => tx.support.messagesAfterId(upTo, REPLAY_PAGE));
          for (const message of page) {
            let owner = owners.get(message.conversationId);
            if (owner === undefined) {
              const conversation = await services.deps.store.read((tx) => tx.support.conversationById(message.conversationId));
              owner = conversation?.owner.kind === "player" ? { ownerUserId: conversation.owner.userId, ownerGuestId: null } : { ownerUserId: null, ownerGuestId: conversation?.owner.kind === "guest" ? conversation.owner.guestId : null };
              owners.set(message.conversationId, owner);
            }
            if (session.send(messageFrame(message, owner))) upTo = message.id;
          }
          sent += page.length;
          if (page.length < REPLAY_PAGE) break;
        }
        return upTo;
      },
    );
  });
}
