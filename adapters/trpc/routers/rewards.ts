import { z } from "zod";
import { claimRebate } from "../../../src/application/growth/claim-rebate";
import { rebateStatus } from "../../../src/application/growth/rebate-status";
import { vipStatus } from "../../../src/application/growth/vip-status";
import { protectedProcedure, router, unwrap } from "../trpc";

/** The player's rewards (issue 40): the rolling rebate (live, and the one-tap claim) and the VIP level. */
export const rewardsRouter = router({
  /** Today's rebate as it accrues, earlier days not credited yet, what a claim would take and whether it may. */
  rebate: protectedProcedure.query(({ ctx }) => rebateStatus(ctx.services.deps, ctx.user.id)),

  /** Takes everything owed now with one tap. No input ({} or null; the web sends {}): any field is refused, so a stray call with fields claims nothing. */
  claimRebate: protectedProcedure.input(z.object({}).strict().nullish()).mutation(async ({ ctx }) => unwrap(await claimRebate(ctx.services.deps, ctx.user.id))),

  /** The level held, the progress to the next on both thresholds, and what each level gives. */
  vip: protectedProcedure.query(({ ctx }) => vipStatus(ctx.services.deps, ctx.user.id)),
});
