import { z } from "zod";
import { claimPromotion } from "../../../src/application/growth/claim-promotion";
import { playerPromotions } from "../../../src/application/growth/player-promotions";
import { protectedProcedure, router, unwrap } from "../trpc";
import { id } from "./inputs";

/** The activity centre (issue 40): running promotions with their terms in the player's language, and claims. */
export const promotionsRouter = router({
  /** Running promotions, what the player claimed, what is left, whether a claim would be taken; the bonus wagering left. */
  list: protectedProcedure.query(async ({ ctx }) => unwrap(await playerPromotions(ctx.services.deps, { userId: ctx.user.id, lang: ctx.lang }))),

  /** Claims a daily check-in or a red packet (the first-deposit bonus comes with the deposit's approval). */
  claim: protectedProcedure
    .input(z.object({ id }))
    .mutation(async ({ ctx, input }) => unwrap(await claimPromotion(ctx.services.deps, { userId: ctx.user.id, promotionId: input.id, address: ctx.address }))),
});
