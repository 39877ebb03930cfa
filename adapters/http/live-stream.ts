import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Hono } from "hono";
import { scheduleOf } from "../../src/application/rounds/schedule-book";
import { RoomBroadcast, type StreamSink } from "../live/room-broadcast";
import { viewerKey } from "../live/room-viewers";
import { roomPresenceOf } from "../live/room-presence";
import { parseEventId } from "../live/snapshot-event";
import { translate } from "../i18n";
import { requestLang, requestToken } from "./request-info";
import type { Services } from "./services";
import type { StreamQuota } from "./stream-quota";

/** The path the web client's EventSource opens (one stream per game: the room's phases, bets, chat, own balance). */
const LIVE_GAME_PATH = "/live/game/:gameId";

const STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  // nginx: do not buffer this response (README: the proxy must not buffer server-sent events).
  "x-accel-buffering": "no",
  "x-content-type-options": "nosniff",
};

/** Writes straight to the Node response: no web-stream machinery between the shared frame and the socket. */
function nodeSink(outgoing: ServerResponse): StreamSink {
  return {
    write: (chunk) => void outgoing.write(chunk),
    backlog: () => outgoing.writableLength,
    close: () => outgoing.destroy(),
  };
}

/**
 * GET /live/game/:gameId: the bet room's live events as plain server-sent
 * events, fanned out by one RoomBroadcast (see there). Signed in by the
 * session cookie (or a bearer token) like every call; guests watch without
 * balance events. Resumes after the Last-Event-ID header (what EventSource
 * sends when it reconnects) or the lastEventId query parameter. The events
 * carry no translated text (chat lines are the players' own words).
 */
export function mountLiveStream(app: Hono, services: Services, quota: StreamQuota, addressOf: (env: unknown) => string | null): RoomBroadcast {
  const broadcast = new RoomBroadcast(services.live, () => scheduleOf(services.deps));
  app.get(LIVE_GAME_PATH, async (c) => {
    const gameId = Number(c.req.param("gameId"));
    if (!Number.isSafeInteger(gameId) || gameId <= 0) return c.json({ error: "INVALID_INPUT" }, 400);
    if (!services.live.snapshot(gameId)) return c.json({ error: "GAME_NOT_FOUND" }, 404);
    const { token } = requestToken(c.req.raw.headers);
    const auth = token ? await services.sessions.authenticate(token) : null;
    const userId = auth?.ok ? auth.value.id : null;
    const lastEventId = parseEventId(c.req.header("last-event-id") ?? c.req.query("lastEventId"));
    const address = addressOf(c.env);
    const streamRelease = quota.acquire(address);
    if (streamRelease === null) return c.json({ error: "TOO_MANY_REQUESTS", message: translate("TOO_MANY_REQUESTS", requestLang(c.req.raw.headers)) }, 429);
    // ?room=<id>: the viewer counts as watching that room while the stream is open (the legacy robot_num).
    const roomId = Number(c.req.query("room"));
    const namesRoom = Number.isSafeInteger(roomId) && roomId > 0;
    const unwatch = namesRoom ? services.viewers.watching(roomId, viewerKey(userId, address)) : () => {};
    // A signed-in player's stream naming the room is their entry (or stay); held open, it keeps them in the room.
    // A refused entry still streams (anyone may watch) but keeps nobody in: the room's entry call says why.
    let entered: boolean;
    try {
      entered = namesRoom && userId !== null && (await roomPresenceOf(services.deps).enter(userId, roomId)).ok;
    } catch (error) {
      unwatch();
      streamRelease();
      throw error;
    }
    const unhold = entered && userId !== null ? roomPresenceOf(services.deps).hold(userId, roomId) : () => {};
    const release = () => {
      unhold();
      unwatch();
      streamRelease();
    };

    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      outgoing.writeHead(200, STREAM_HEADERS);
      outgoing.flushHeaders();
      const attached = await broadcast.attach(gameId, userId, lastEventId, nodeSink(outgoing));
      const detach = () => {
        attached();
        release();
      };
      if (outgoing.destroyed) detach();
      else outgoing.once("close", detach);
      return RESPONSE_ALREADY_SENT;
    }
    // Outside Node (app.request in tests, other runtimes): the same frames through a web stream.
    let detach: (() => void) | null = null;
    const body = new ReadableStream<Uint8Array>(
      {
        start: async (controller) => {
          const sink: StreamSink = {
            write: (chunk) => controller.enqueue(chunk),
            backlog: () => Math.max(0, -(controller.desiredSize ?? 0)),
            close: () => controller.error(new Error("live stream: reader too slow")),
          };
          const attached = await broadcast.attach(gameId, userId, lastEventId, sink);
          detach = () => {
            attached();
            release();
          };
        },
        cancel: () => detach?.(),
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    );
    return new Response(body, { headers: STREAM_HEADERS });
  });
  return broadcast;
}
