import { z } from "zod";
import { depositQueue } from "../../../../src/application/wallet/review-queues";
import { approveDeposit, rejectDeposit } from "../../../../src/application/wallet/review-deposit";
import type { DepositRequest } from "../../../../src/domain/wallet/wallet-requests";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id, pageRequest, pager } from "../inputs";
import { queueFilters, reason, reviewStatus } from "./inputs";

const decided = (deposit: DepositRequest) => ({
  id: deposit.id,
  userId: deposit.userId,
  amountMinor: deposit.amountMinor,
  currency: deposit.currency,
  status: deposit.status,
  remark: deposit.remark,
  reviewedAtMs: deposit.reviewedAtMs,
  /** An approval that answers a request still under review was the first of two (four-eyes): it awaits another operator. */
  awaitingSecondApproval: deposit.status === 0,
});

/** Deposit requests: the queue, the history, and the decisions (each idempotent: a double click approves once). */
export const adminDepositsRouter = router({
  /** Pending ones oldest first by default; `status: null` lists every request newest first; `userId` one player's history. */
  list: operatorProcedure
    .input(z.object({ status: reviewStatus, userId: id.nullable().default(null), channelId: id.nullable().default(null), ...queueFilters, ...pager }).prefault({}))
    .query(async ({ ctx, input }) =>
      unwrap(await depositQueue(ctx.services.deps, { ...input, ...pageRequest(input) })),
    ),

  /** Credits the player once, however many times it is sent; above the operator's threshold, only at a second, different operator's approval. */
  approve: operatorProcedure
    .input(z.object({ id, remark: reason.optional() }))
    .mutation(async ({ ctx, input }) =>
      decided(unwrap(await approveDeposit(ctx.services.deps, { depositId: input.id, operatorId: ctx.user.id, remark: input.remark ?? null }))),
    ),

  /** Refuses with the reason the player will read; nothing moves. */
  reject: operatorProcedure
    .input(z.object({ id, remark: reason }))
    .mutation(async ({ ctx, input }) => {
      return decided(unwrap(await rejectDeposit(ctx.services.deps, { depositId: input.id, operatorId: ctx.user.id, remark: input.remark })));
    }),
});
