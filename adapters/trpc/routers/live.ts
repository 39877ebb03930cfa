import { z } from "zod";
import type { GameSnapshot, LiveRooms } from "../../live/live-rooms";
import { publicProcedure, refuseWith, router } from "../trpc";

const MAX_FEED = 100;

const gameId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function snapshotOf(live: LiveRooms, id: number): GameSnapshot {
  return live.snapshot(id) ?? refuseWith({ code: "GAME_NOT_FOUND" });
}

/**
 * The bet room's state: a snapshot to draw the screen (with the server's
 * time, so the countdown runs on server time) and the room's feed. Guests may
 * watch. The room then follows its live events on the one live pipeline,
 * `GET /live/game/:id` (server-sent events, resumable after Last-Event-ID:
 * adapters/http/live-stream.ts), not on a tRPC subscription.
 */
export const liveRouter = router({
  snapshot: publicProcedure.input(z.object({ gameId })).query(({ ctx, input }) => {
    const snapshot = snapshotOf(ctx.services.live, input.gameId);
    return { ...snapshot, serverNowMs: snapshot.nowMs };
  }),

  roomFeed: publicProcedure
    .input(z.object({ roomId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), limit: z.number().int().min(1).max(MAX_FEED).default(50) }))
    .query(({ ctx, input }) => ctx.services.live.roomFeed(input.roomId, input.limit)),
});
