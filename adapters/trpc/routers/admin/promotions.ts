import { z } from "zod";
import { listPromotions } from "../../../../src/application/growth/list-promotions";
import { savePromotion } from "../../../../src/application/growth/save-promotion";
import { setPromotionStatus } from "../../../../src/application/growth/set-promotion-status";
import { PROMOTION_KINDS, PROMOTION_LANGS, PROMOTION_STATUSES } from "../../../../src/domain/growth/promotion";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { amount, id } from "../inputs";

// Generous bounds against huge bodies; the domain checks the real limits (80 and 2,000 characters) and names the field.
const text = z.object({ title: z.string().max(400), body: z.string().max(10_000) });
const terms = z.object(Object.fromEntries(PROMOTION_LANGS.map((lang) => [lang, text])) as Record<(typeof PROMOTION_LANGS)[number], typeof text>);
const instant = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Promotions of the activity centre (issue 40): the domain checks every value and names the field at fault. */
export const adminPromotionsRouter = router({
  /** The newest promotions first, with what their claims paid and a red packet's pool left. */
  list: operatorProcedure.query(async ({ ctx }) => unwrap(await listPromotions(ctx.services.deps))),

  /** Creates (id null) or edits a promotion; its kind never changes. */
  save: operatorProcedure
    .input(
      z.object({
        id: id.nullable().default(null),
        kind: z.enum(PROMOTION_KINDS),
        terms,
        startMs: instant,
        endMs: instant,
        percentBp: z.int().min(0).max(1_000_000).optional(),
        cap: amount.optional(),
        amount: amount.optional(),
        pool: amount.optional(),
        packets: z.int().min(0).max(1_000_000).optional(),
        turnover: amount.optional(),
        minLevel: z.int().min(0).max(100),
        newPlayersOnly: z.boolean(),
        minDeposit: amount.optional(),
        onePerAddress: z.boolean(),
        wageringMultiple: z.int().min(0).max(10_000),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { id: promotionId, ...form } = input;
      return unwrap(await savePromotion(ctx.services.deps, { operatorId: ctx.user.id, id: promotionId, form }));
    }),

  /** Pauses, resumes (running) or ends a promotion; ended is final. */
  setStatus: operatorProcedure
    .input(z.object({ id, status: z.enum(PROMOTION_STATUSES) }))
    .mutation(async ({ ctx, input }) => unwrap(await setPromotionStatus(ctx.services.deps, { operatorId: ctx.user.id, id: input.id, status: input.status }))),
});
