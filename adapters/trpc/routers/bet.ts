import { z } from "zod";
import { followBetAsSent } from "../../../src/application/betting/follow-bet";
import type { PlacedBets } from "../../../src/application/betting/order";
import { placeBetAsSent } from "../../../src/application/betting/place-bet";
import { protectedProcedure, router, unwrap } from "../trpc";
import { amount, id, issue, requestId } from "./inputs";

/** More selections than any order can have (38 play types), yet few enough that nothing large is parsed. */
const MAX_PLAY_TYPES_SENT = 64;

/** What the bet panel shows after an order: the player's own bets, the total, money after (the wire's after_quantity). */
function placedView(placed: PlacedBets) {
  return {
    bets: placed.bets.map((bet) => ({
      id: bet.id,
      orderNo: bet.orderNo,
      gameId: bet.gameId,
      roomId: bet.roomId,
      issue: bet.issue,
      playType: bet.playType,
      stakeMinor: bet.stakeMinor,
      oddsHundredths: bet.oddsHundredths,
      placedAtMs: bet.placedAtMs,
      followOfBetId: bet.followOfBetId,
    })),
    totalMinor: placed.totalMinor,
    moneyAfterMinor: placed.moneyAfterMinor,
  };
}

export const betRouter = router({
  /**
   * One order: the same stake on each selected play type of the current round.
   * expectedTotal is what the confirm dialog showed; a client that computed it
   * differently is refused before any money moves.
   */
  place: protectedProcedure
    .input(
      z.object({
        roomId: id,
        issue,
        // Bounded here; the domain answers the empty and the too-long order with their own codes.
        playTypes: z.array(z.int().min(0).max(999)).max(MAX_PLAY_TYPES_SENT),
        stake: amount,
        expectedTotal: amount,
        requestId: requestId.optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const placed = await placeBetAsSent(ctx.services.deps, {
        userId: ctx.user.id,
        roomId: input.roomId,
        issue: input.issue,
        playTypes: input.playTypes,
        stake: input.stake,
        expectedTotal: input.expectedTotal,
        ...(input.requestId !== undefined ? { requestId: input.requestId } : {}),
      });
      ctx.services.metrics?.betOrder("trpc", placed);
      return placedView(unwrap(placed));
    }),

  /** Copies another player's bet of the current round (from the room feed), optionally with another stake. */
  follow: protectedProcedure
    .input(z.object({ betId: id, stake: amount.optional(), requestId: requestId.optional() }))
    .mutation(async ({ ctx, input }) => {
      const placed = await followBetAsSent(ctx.services.deps, {
        userId: ctx.user.id,
        betId: input.betId,
        ...(input.stake !== undefined ? { stake: input.stake } : {}),
        ...(input.requestId !== undefined ? { requestId: input.requestId } : {}),
      });
      ctx.services.metrics?.betOrder("trpc", placed);
      return placedView(unwrap(placed));
    }),
});
