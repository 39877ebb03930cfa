import { z } from "zod";
import { withdrawalQueue } from "../../../../src/application/wallet/review-queues";
import { approveWithdrawal, rejectWithdrawal } from "../../../../src/application/wallet/review-withdrawal";
import type { WithdrawalRequest } from "../../../../src/domain/wallet/wallet-requests";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id, pageRequest, pager } from "../inputs";
import { queueFilters, reason, reviewStatus } from "./inputs";

const decided = (request: WithdrawalRequest) => ({
  id: request.id,
  userId: request.userId,
  amountMinor: request.amountMinor,
  status: request.status,
  remark: request.remark,
  reviewedAtMs: request.reviewedAtMs,
  /** An approval that answers a request still under review was the first of two (four-eyes): it awaits another operator. */
  awaitingSecondApproval: request.status === 0,
});

/** Withdrawal requests: the money is held from the request on; approval pays it out, rejection gives it back. */
export const adminWithdrawalsRouter = router({
  /** Pending ones oldest first by default, with payout details and the player's turnover; `status: null` is the history. */
  list: operatorProcedure
    .input(z.object({ status: reviewStatus, userId: id.nullable().default(null), ...queueFilters, ...pager }).prefault({}))
    .query(async ({ ctx, input }) =>
      unwrap(await withdrawalQueue(ctx.services.deps, { ...input, ...pageRequest(input) })),
    ),

  /** Pays the held money out, once; above the operator's threshold, only at a second, different operator's approval. */
  approve: operatorProcedure
    .input(z.object({ id, remark: reason.optional() }))
    .mutation(async ({ ctx, input }) =>
      decided(unwrap(await approveWithdrawal(ctx.services.deps, { withdrawalId: input.id, operatorId: ctx.user.id, remark: input.remark ?? null }))),
    ),

  /** Gives the held money back to the player, once, with the reason they will read. */
  reject: operatorProcedure
    .input(z.object({ id, remark: reason }))
    .mutation(async ({ ctx, input }) => {
      return decided(unwrap(await rejectWithdrawal(ctx.services.deps, { withdrawalId: input.id, operatorId: ctx.user.id, remark: input.remark })));
    }),
});
