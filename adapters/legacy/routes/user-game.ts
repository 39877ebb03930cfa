import { markWinSeen, unseenWins } from "../../../src/application/betting/win-notices";
import { formatMoney } from "../../../src/domain/money";
import { failure, success, successWith } from "../envelope";
import { withParams, type AuthenticatedCall, type LegacyRoutes } from "../route";
import { optionalId, requiredId } from "../schemas";
import { unixSeconds } from "../wire-time";
import { z } from "zod";

/** The room's "congratulations" popup: the caller's own win notices, one at a time. */
export const userGameRoutes: LegacyRoutes = {
  /**
   * Polled every 2 s in the room. The oldest win notice of the caller not yet
   * dismissed (of game_id, or of any game when none is sent): data { id,
   * profit, ... }; data null when there is none.
   */
  "user/getgameresult": {
    method: "POST",
    auth: "user",
    ...withParams(z.object({ game_id: optionalId }), async (call: AuthenticatedCall, input) => {
      const [oldest] = await unseenWins(call.services.deps, call.user.id, input.game_id ?? null);
      if (oldest === undefined) return success(null);
      return success({ id: oldest.id, profit: formatMoney(oldest.profitMinor), game_id: oldest.gameId, issue: oldest.issue, createtime: unixSeconds(oldest.createdAtMs) });
    }),
  },

  /** Dismisses the notice getGameResult gave (its id, sent as order_id); only the caller's own exist for them. */
  "user/closegameresult": {
    method: "POST",
    auth: "user",
    mutates: true,
    ...withParams(z.object({ order_id: requiredId }), async (call: AuthenticatedCall, input) => {
      const seen = await markWinSeen(call.services.deps, call.user.id, input.order_id);
      return seen.ok ? successWith(call.lang, "OPERATION_OK") : failure(seen.error, call.lang);
    }),
  },
};
