import { z } from "zod";
import { roundExposureView } from "../../../../src/application/risk/round-exposure-view";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id, issue } from "../inputs";

/** Running it safely (issue 41): the operator's risk views and controls. */
export const adminRiskRouter = router({
  /**
   * A round's live exposure: per room and for the game, stakes and payout per sum, the worst case, the cap and what
   * is left, the top players. issue null: the round on sale. The console reads it again when the game's live stream
   * reports bets of the round or a round phase.
   */
  exposure: operatorProcedure
    .input(z.object({ gameId: id, issue: issue.nullable().default(null) }))
    .query(async ({ ctx, input }) => unwrap(await roundExposureView(ctx.services.deps, { gameId: input.gameId, issue: input.issue }))),
});
