import { z } from "zod";
import { growthReport } from "../../../../src/application/growth/growth-report";
import { growthSettings } from "../../../../src/application/growth/growth-settings";
import { payoutHistory } from "../../../../src/application/growth/payout-history";
import { saveGrowthSettings } from "../../../../src/application/growth/save-growth-settings";
import { PAYOUT_KINDS } from "../../../../src/domain/growth/payout";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { day, id, pager } from "../inputs";

/** Shapes only: checkGrowthSettings says what each value may be, and names the field it refuses. */
const level = z.object({ turnoverMinor: z.number(), depositMinor: z.number(), baseRebateBp: z.number(), numberRebateBp: z.number(), levelUpBonusMinor: z.number() });
const settings = z.object({
  commission: z.object({ basis: z.string().max(20), defaultRateBp: z.number(), secondLevelRateBp: z.number(), period: z.string().max(20), carryNegative: z.boolean() }),
  rebate: z.object({ mode: z.string().max(20), minimumClaimMinor: z.number() }),
  vip: z.object({ windowDays: z.number(), levels: z.tuple([level, level, level, level]).readonly() }),
});

/** The growth engine as the operator runs it (issue 40): its settings, what it paid, and the house's result after it. */
export const adminGrowthRouter = router({
  /** Every setting as it stands (defaults for what was never set). */
  settings: operatorProcedure.query(({ ctx }) => growthSettings(ctx.services.deps)),

  /** Replaces the settings as a whole; refused with GROWTH_SETTINGS_INVALID {field} and nothing saved when one is wrong. Audited. */
  saveSettings: operatorProcedure.input(settings).mutation(async ({ ctx, input }) =>
    unwrap(
      await saveGrowthSettings(ctx.services.deps, {
        operatorId: ctx.user.id,
        // The domain checks the words: a basis, a period or a mode it does not know is refused by field.
        settings: input as Parameters<typeof saveGrowthSettings>[1]["settings"],
      }),
    ),
  ),

  /** Every commission, rebate and bonus paid in the days asked, newest first, with the beneficiary's names. */
  payouts: operatorProcedure
    .input(z.object({ kind: z.enum(PAYOUT_KINDS).nullable().default(null), from: day, to: day, userId: id.nullable().default(null), ...pager }))
    .query(async ({ ctx, input }) =>
      unwrap(await payoutHistory(ctx.services.deps, { kind: input.kind, fromDay: input.from, toDay: input.to, userId: input.userId, page: input.page, pageSize: input.pageSize ?? 20 })),
    ),

  /** Per day, per game and per agent's team: turnover, wins paid, rebates, commissions, bonuses, the house's gross and net result. */
  report: operatorProcedure.input(z.object({ from: day, to: day })).query(async ({ ctx, input }) => unwrap(await growthReport(ctx.services.deps, { fromDay: input.from, toDay: input.to }))),
});
