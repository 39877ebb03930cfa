import { recordDay, recordDays } from "../../../src/application/record-days";
import { z } from "zod";
import { drawProof } from "../../../src/application/fairness/draw-proof";
import { drawHistory, MAX_RECENT_DRAWS, recentDraws } from "../../../src/application/rounds/draws";
import { roomOdds } from "../../../src/application/games/game-catalogue";
import { roomPresenceOf } from "../../live/room-presence";
import { currentRoundState } from "../../../src/application/rounds/round-state";
import { candles, MAX_CANDLES, trendTable } from "../../../src/application/rounds/trend";
import { protectedProcedure, publicProcedure, router, unwrap } from "../trpc";
import { day, id, issue, pageRequest, pager } from "./inputs";

const game = { gameId: id };

/**
 * Rounds, draws and odds: for signed-in players (SPEC section 6 gives guests the
 * home page only), except the proof of a draw, which anyone may check.
 */
export const roundRouter = router({
  /** The round running now, the next opening and the last draw (the room's countdown and header). */
  current: protectedProcedure.input(z.object(game)).query(async ({ ctx, input }) => unwrap(await currentRoundState(ctx.services.deps, input.gameId))),

  /** The newest draws, newest first (the room shows four). */
  recent: protectedProcedure
    .input(z.object({ ...game, limit: z.int().min(1).max(MAX_RECENT_DRAWS).default(4) }))
    .query(async ({ ctx, input }) => unwrap(await recentDraws(ctx.services.deps, input.gameId, input.limit))),

  /** Past draws of the local days from..to (2018-01-01 to today, in the operator's zone), a page at a time. */
  history: protectedProcedure.input(z.object({ ...game, from: day, to: day, ...pager })).query(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    const range = unwrap(recordDays(deps, input));
    return unwrap(await drawHistory(deps, input.gameId, range, pageRequest(input)));
  }),

  /** One sales day's trend table. */
  trend: protectedProcedure.input(z.object({ ...game, day })).query(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    const salesDay = unwrap(recordDay(input.day, "day"));
    return unwrap(await trendTable(deps, input.gameId, salesDay));
  }),

  /** The candlestick chart: one candle per drawn round, oldest first. */
  candles: protectedProcedure
    .input(z.object({ ...game, limit: z.int().min(1).max(MAX_CANDLES).default(100) }))
    .query(async ({ ctx, input }) => unwrap(await candles(ctx.services.deps, input.gameId, input.limit))),

  /** A room's play types with their odds and theoretical RTP. */
  odds: protectedProcedure.input(z.object({ roomId: id })).query(async ({ ctx, input }) => unwrap(await roomOdds(ctx.services.deps, input.roomId))),

  /**
   * The bet room's entry (SPEC section 5): refused with ROOM_JOIN_LIMIT when the player comes from elsewhere (or was
   * away longer than the absence window) with less than the room's join_limit; a player still in the room is let
   * back in whatever they lost meanwhile. The room's live stream then keeps them in while it is open.
   */
  enter: protectedProcedure.input(z.object({ roomId: id })).mutation(async ({ ctx, input }) => {
    const entry = unwrap(await roomPresenceOf(ctx.services.deps).enter(ctx.user.id, input.roomId));
    return { entered: entry.entered };
  }),

  /** The provably-fair data of one draw, for the client to recompute. */
  proof: publicProcedure.input(z.object({ ...game, issue })).query(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    return unwrap(await deps.store.read((tx) => drawProof(tx, deps.seedVault, input.gameId, input.issue)));
  }),
});
