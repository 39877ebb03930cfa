import { recordCalendar, recordDays } from "../../../src/application/record-days";
import { betProof } from "../../../src/application/fairness/bet-proof";
import { z } from "zod";
import { betDetail, betRecords } from "../../../src/application/betting/bet-records";
import { fundRecords } from "../../../src/application/wallet/fund-records";
import { bonusPromotionIds, promotionTitleOf, promotionTitles } from "../../../src/application/growth/promotion-titles";
import { FUND_TYPE, type FundType } from "../../../src/domain/wallet/fund-log";
import { protectedProcedure, router, unwrap } from "../trpc";
import { day, id, pageRequest, pager } from "./inputs";

const fundType = z.union(Object.values(FUND_TYPE).map((value) => z.literal(value)) as [z.ZodLiteral<FundType>, ...z.ZodLiteral<FundType>[]]);

/** The caller's history. Whose records are read always comes from the session, never from the input. */
export const recordsRouter = router({
  /**
   * The date pickers' bounds (SPEC section 5: 2018-01-01 to today): "today" in the operator's zone, which the
   * browser cannot know, so a player abroad is neither refused for "tomorrow" nor shown yesterday's list.
   */
  days: protectedProcedure.query(({ ctx }) => recordCalendar(ctx.services.deps)),

  /** Bets of the local days from..to, newest first; "subordinates" (an agent's team) is refused to non-agents. */
  bets: protectedProcedure
    .input(z.object({ scope: z.enum(["self", "subordinates"]).default("self"), from: day, to: day, ...pager }))
    .query(async ({ ctx, input }) => {
      const { deps } = ctx.services;
      const range = unwrap(recordDays(deps, input));
      return unwrap(await betRecords(deps, { userId: ctx.user.id, scope: input.scope, range, page: pageRequest(input) }));
    }),

  /** One bet: the caller's own, or a subordinate's for their agent; anyone else's does not exist. */
  betDetail: protectedProcedure.input(z.object({ betId: id })).query(async ({ ctx, input }) => unwrap(await betDetail(ctx.services.deps, ctx.user.id, input.betId))),

  /** The caller's bet with its path to the round's bets root and the round's draw facts, checked in the browser. */
  betProof: protectedProcedure.input(z.object({ betId: id })).query(async ({ ctx, input }) => unwrap(await betProof(ctx.services.deps, ctx.user.id, input.betId))),

  /**
   * The fund log of the local days from..to, newest first; type null for every type. A promotion's bonus line
   * carries the promotion's title in the caller's language (null on every other line), for its remark.
   */
  funds: protectedProcedure
    .input(z.object({ from: day, to: day, type: fundType.nullable().default(null), ...pager }))
    .query(async ({ ctx, input }) => {
      const { deps } = ctx.services;
      const range = unwrap(recordDays(deps, input));
      const lines = unwrap(await fundRecords(deps, { userId: ctx.user.id, range, type: input.type, page: pageRequest(input) }));
      const titles = await promotionTitles(deps, bonusPromotionIds(lines.items), ctx.lang);
      return { ...lines, items: lines.items.map((line) => ({ ...line, promotionTitle: promotionTitleOf(line, titles) })) };
    }),
});
