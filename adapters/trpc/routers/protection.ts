import { z } from "zod";
import { cancelPendingLimit, setLimit } from "../../../src/application/protection/set-limit";
import { protectionView } from "../../../src/application/protection/protection-view";
import { setRealityCheck } from "../../../src/application/protection/set-reality-check";
import { statement } from "../../../src/application/protection/statement";
import { selfExclude, takeTimeOut } from "../../../src/application/protection/take-break";
import { LIMIT_KINDS } from "../../../src/domain/protection/limits";
import { PERIODS } from "../../../src/domain/protection/periods";
import { protectedProcedure, router, unwrap } from "../trpc";
import { amount } from "./inputs";

const kind = z.enum(LIMIT_KINDS);
const period = z.enum(PERIODS);
/**
 * The login password; `confirm: false` says the player did not confirm the dialog (the web sends what its checkbox
 * says). Left out, the call itself is the confirmation: { days, password } is the whole request.
 */
const breakConfirmation = { password: z.string().max(128), confirm: z.boolean().optional() };

/** The player's own protection: limits, breaks, the reality check and the statement of play (SPEC: player protection). */
export const protectionRouter = router({
  /** Every limit with what is used and left this period and any change waiting, the break in force, the reality check of this session. */
  get: protectedProcedure.query(async ({ ctx }) => unwrap(await protectionView(ctx.services.deps, { userId: ctx.user.id, sessionToken: ctx.token }))),

  /** Sets, lowers (at once), raises or removes (after 24 hours) one limit; amount null removes it. */
  setLimit: protectedProcedure
    .input(z.object({ kind, period, amount: amount.nullable() }))
    .mutation(async ({ ctx, input }) => unwrap(await setLimit(ctx.services.deps, { userId: ctx.user.id, ...input }))),

  /** Takes back a raise or a removal that is still waiting. */
  cancelPending: protectedProcedure
    .input(z.object({ kind, period }))
    .mutation(async ({ ctx, input }) => unwrap(await cancelPendingLimit(ctx.services.deps, { userId: ctx.user.id, ...input }))),

  /** A time-out of 1, 7 or 30 days. */
  timeOut: protectedProcedure
    .input(z.object({ days: z.union([z.literal(1), z.literal(7), z.literal(30)]), ...breakConfirmation }))
    .mutation(async ({ ctx, input }) =>
      unwrap(await takeTimeOut(ctx.services.deps, { userId: ctx.user.id, days: input.days, password: input.password, confirmed: input.confirm !== false, address: ctx.address })),
    ),

  /** A self-exclusion of 6, 12 or 60 months. */
  selfExclude: protectedProcedure
    .input(z.object({ months: z.union([z.literal(6), z.literal(12), z.literal(60)]), ...breakConfirmation }))
    .mutation(async ({ ctx, input }) =>
      unwrap(await selfExclude(ctx.services.deps, { userId: ctx.user.id, months: input.months, password: input.password, confirmed: input.confirm !== false, address: ctx.address })),
    ),

  /** How often the bet room shows the reality check: 0 (off), 30, 60 or 120 minutes. */
  realityCheck: protectedProcedure
    .input(z.object({ minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(120)]) }))
    .mutation(async ({ ctx, input }) => unwrap(await setRealityCheck(ctx.services.deps, { userId: ctx.user.id, minutes: input.minutes }))),

  /** Deposits, withdrawals, stakes, payouts and the net result per day, week or month from..to ("YYYY-MM-DD"). */
  statement: protectedProcedure
    .input(z.object({ period, from: z.string().max(10), to: z.string().max(10) }))
    .query(async ({ ctx, input }) => unwrap(await statement(ctx.services.deps, { userId: ctx.user.id, ...input }))),
});
