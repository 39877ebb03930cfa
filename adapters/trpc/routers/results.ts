import { z } from "zod";
import { markWinSeen, unseenWins } from "../../../src/application/betting/win-notices";
import { protectedProcedure, router, unwrap } from "../trpc";
import { id } from "./inputs";

/** The "congratulations" popups of the caller's wins (getGameResult / closeGameResult). */
export const resultsRouter = router({
  /** The caller's win notices not yet dismissed, oldest first; of one game when gameId is given. */
  unseen: protectedProcedure
    .input(z.object({ gameId: id.optional() }).prefault({}))
    .query(({ ctx, input }) => unseenWins(ctx.services.deps, ctx.user.id, input.gameId ?? null)),

  /** Dismisses one of the caller's win notices; another player's is NOT_FOUND. */
  markSeen: protectedProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => {
    unwrap(await markWinSeen(ctx.services.deps, ctx.user.id, input.id));
    return { ok: true as const };
  }),
});
