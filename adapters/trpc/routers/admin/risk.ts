import { z } from "zod";
import { roundExposureView } from "../../../../src/application/risk/round-exposure-view";
import { riskSettings } from "../../../../src/application/risk/risk-settings";
import { saveRiskSettings } from "../../../../src/application/risk/save-risk-settings";
import { setExposureCap } from "../../../../src/application/risk/set-exposure-cap";
import { stalledDraws } from "../../../../src/application/risk/stalled-draws";
import { returnMonitor } from "../../../../src/application/risk/return-monitor";
import { voidRound } from "../../../../src/application/risk/void-round";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { amount, id, issue, requestId } from "../inputs";

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

  /**
   * Voids a round not yet settled, with the operator's reason in five languages ({zh,tw,en,jp,kor}; the use case
   * checks it: VOID_REASON_INVALID), and refunds its bets once each. Audited (round.void); a repeated requestId
   * answers the first void.
   */
  voidRound: operatorProcedure
    .input(z.object({ gameId: id, issue, reason: z.unknown(), requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) =>
      unwrap(await voidRound(ctx.services.deps, { gameId: input.gameId, issue: input.issue, reason: input.reason, operatorId: ctx.user.id, requestId: input.requestId })),
    ),

  /**
   * Sets a room's or a game's exposure cap in wire money (null: no cap): the most one round may cost the house at
   * its worst sum. Refused with EXPOSURE_CAP_INVALID when it is not a whole amount of 0 or more. Audited.
   */
  setExposureCap: operatorProcedure
    .input(z.object({ kind: z.enum(["game", "room"]), id, cap: amount.nullable() }))
    .mutation(async ({ ctx, input }) =>
      unwrap(await setExposureCap(ctx.services.deps, { operatorId: ctx.user.id, target: { kind: input.kind, id: input.id }, cap: input.cap })),
    ),

  /** The risk settings as they stand (defaults for what was never set). */
  settings: operatorProcedure.query(({ ctx }) => riskSettings(ctx.services.deps)),

  /** Replaces the risk settings as a whole; refused with RISK_SETTINGS_INVALID {field} and nothing saved when one is wrong. Audited. */
  saveSettings: operatorProcedure
    .input(z.object({ autoVoidAfterMs: z.number(), stallAlarmAfterMs: z.number() }))
    .mutation(async ({ ctx, input }) => unwrap(await saveRiskSettings(ctx.services.deps, { operatorId: ctx.user.id, settings: input }))),

  /** The alarms raised now, for the banner on every console page: each game whose draw has stalled, each game whose return is outside 3 sigma. */
  alarms: operatorProcedure.query(async ({ ctx }) => ({
    stalledDraws: await stalledDraws(ctx.services.deps),
    returnsFlagged: (await returnMonitor(ctx.services.deps)).filter((game) => game.anyFlagged).map((game) => ({ gameId: game.gameId, gameName: game.gameName })),
  })),

  /** The realised-return monitor: per game and play type, realised return against the published one, its spread and z. */
  returns: operatorProcedure.query(({ ctx }) => returnMonitor(ctx.services.deps)),
});
