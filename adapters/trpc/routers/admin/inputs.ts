import { z } from "zod";
import { REVIEW_STATUS } from "../../../../src/domain/wallet/fund-log";
import { amount, day } from "../inputs";

/** The console's shared inputs: shapes only; the domain's rules say what a value must be. */

/** 0 under review, 1 approved, 2 rejected; null: all of them. Omitted: the queue (under review). */
export const reviewStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable().default(REVIEW_STATUS.pending);

/** An operator's remark or reason as typed: the domain trims it, requires it where it must, and checks its length. */
export const reason = z.string().max(400);

/** The queues' filters (review-queue-filter.ts reads them): transport bounds only; omitted or null, no filter. */
export const queueFilters = {
  player: z.string().max(64).nullable().default(null),
  minAmount: amount.nullable().default(null),
  maxAmount: amount.nullable().default(null),
  from: day.nullable().default(null),
  to: day.nullable().default(null),
};
