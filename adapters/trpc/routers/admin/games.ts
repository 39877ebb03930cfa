import { z } from "zod";
import { gamesOverview } from "../../../../src/application/games/games-overview";
import { saveGame } from "../../../../src/application/games/save-game";
import { saveRoom } from "../../../../src/application/games/save-room";
import { scheduleOdds, scheduleOddsFromRtp } from "../../../../src/application/games/schedule-odds";
import { setSchedule } from "../../../../src/application/rounds/set-schedule";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { amount, id, requestId } from "../inputs";

const name = z.string().max(100);

/**
 * Games, rooms and odds. Odds changes apply from the next round; bets keep the odds they were placed at.
 * Every mutation takes an optional requestId: the same id twice (a double click) does it once and answers the same.
 */
export const adminGamesRouter = router({
  /** Every game with its rooms, the odds in force, the odds scheduled, and the schedule all games run on. */
  overview: operatorProcedure.query(({ ctx }) => gamesOverview(ctx.services.deps)),

  /** Creates (id omitted) or edits a game: name, on sale or discontinued, display order. */
  saveGame: operatorProcedure
    .input(z.object({ id: id.nullable().default(null), name, onSale: z.boolean(), sortOrder: z.int().min(0).max(10_000).default(0), requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await saveGame(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** Creates (id omitted; default odds for the house RTP) or edits a room: title, join_limit, stake per bet and per round. */
  saveRoom: operatorProcedure
    .input(z.object({ id: id.nullable().default(null), gameId: id, title: name, joinLimit: amount, minStake: amount, maxStake: amount, maxRoundStake: amount, tier: z.int().min(0).max(3).optional(), requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await saveRoom(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** New odds for some or all play types of a room ("1.94"), from the next round on. */
  setOdds: operatorProcedure
    .input(z.object({ roomId: id, odds: z.array(z.object({ playType: z.int(), odds: amount })).min(1).max(64), requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await scheduleOdds(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** Every play type of a room at the default odds for a return to player (in basis points: 9700 = 97%), from the next round on. */
  setOddsFromRtp: operatorProcedure
    .input(z.object({ roomId: id, rtpBp: z.int(), requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await scheduleOddsFromRtp(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /**
   * Sales window ("10:00-02:00"; an end at or before the start is the next day) and round and close lengths in
   * seconds, for every game from the next sales day on: rounds already opened or numbered keep theirs. Answers
   * when it takes effect (effectiveFromMs, firstSalesDay, firstIssue). The checks and their messages are the core's.
   */
  setSchedule: operatorProcedure
    .input(z.object({ salesWindow: z.string().max(20), roundSeconds: z.number(), closeSeconds: z.number(), requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await setSchedule(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),
});
