import { tracked } from "@trpc/server";
import { z } from "zod";
import type { GameSnapshot, LiveEvent, LiveRooms } from "../../live/live-rooms";
import { scheduleOf } from "../../../src/application/schedule-book";
import { parseEventId, snapshotEvent } from "../../live/snapshot-event";
import { publicProcedure, refuseWith, router } from "../trpc";

/** Events waiting for a slow client; past this they are dropped and the client gets the present state again. */
const MAX_QUEUED_EVENTS = 1_000;
const MAX_FEED = 100;

const gameId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function snapshotOf(live: LiveRooms, id: number): GameSnapshot {
  return live.snapshot(id) ?? refuseWith({ code: "GAME_NOT_FOUND" });
}

/** The id events of a process have reached; a fresh stream's first event carries it. */
function latestEventIdOf(live: LiveRooms): number {
  const latest = (live as { latestEventId?: unknown }).latestEventId;
  return typeof latest === "number" ? latest : 0;
}

/**
 * The bet room, live: a snapshot to draw the screen (with the server's time,
 * so the countdown runs on server time), the room's feed, and a subscription
 * (SSE) to round phases, bets and the viewer's own balance. Guests may watch.
 */
export const liveRouter = router({
  snapshot: publicProcedure.input(z.object({ gameId })).query(({ ctx, input }) => {
    const snapshot = snapshotOf(ctx.services.live, input.gameId);
    return { ...snapshot, serverNowMs: snapshot.nowMs };
  }),

  roomFeed: publicProcedure
    .input(z.object({ roomId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), limit: z.number().int().min(1).max(MAX_FEED).default(50) }))
    .query(({ ctx, input }) => ctx.services.live.roomFeed(input.roomId, input.limit)),

  room: publicProcedure.input(z.object({ gameId, lastEventId: z.string().max(32).nullish() })).subscription(async function* ({ ctx, input, signal }) {
    const { live, deps } = ctx.services;
    const afterEventId = parseEventId(input.lastEventId);
    const initial = snapshotOf(live, input.gameId);

    const queue: LiveEvent[] = [];
    let wake: (() => void) | null = null;
    let overflow = false;
    const firstId = afterEventId ?? latestEventIdOf(live);
    const userId = ctx.user?.id ?? null;
    const unsubscribe = live.subscribe(input.gameId, userId, afterEventId, (event) => {
      if (queue.length >= MAX_QUEUED_EVENTS) overflow = true;
      else queue.push(event);
      wake?.();
    });
    const onAbort = () => wake?.();
    signal?.addEventListener("abort", onAbort);
    try {
      const opening = snapshotEvent(live.snapshot(input.gameId) ?? initial, firstId, scheduleOf(deps));
      if (opening) yield tracked(String(opening.id), opening);
      while (!signal?.aborted) {
        if (overflow) {
          // Too slow to keep up: skip what is queued and start again from the present state.
          overflow = false;
          queue.length = 0;
          const resyncId = latestEventIdOf(live);
          const current = live.snapshot(input.gameId);
          const resync = current ? snapshotEvent(current, resyncId, scheduleOf(deps)) : null;
          if (resync) yield tracked(String(resync.id), resync);
          if (userId !== null) {
            const balance = await live.balance(userId);
            yield tracked(String(resyncId), { id: resyncId, kind: "balance", userId, ...balance } satisfies LiveEvent);
          }
          continue;
        }
        const event = queue.shift();
        if (event) {
          yield tracked(String(event.id), event);
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    } finally {
      signal?.removeEventListener("abort", onAbort);
      unsubscribe();
    }
  }),
});
