import { z } from "zod";
import { adjustBalance, giftFunds, type OperatorMoneyResult } from "../../../../src/application/wallet/adjust-balance";
import { freezeFunds, unfreezeFunds } from "../../../../src/application/wallet/freeze-funds";
import { moneyOf } from "../../../../src/domain/accounts/user";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { amount, id, requestId } from "../inputs";
import { reason } from "./inputs";

/**
 * Money an operator moves by hand. Every call carries the console's own
 * request id: the same id twice (a double click, a retry) moves the money once
 * and answers `applied: false` the second time.
 */
const movement = z.object({ userId: id, amount, requestId, reason });

const answer = (result: OperatorMoneyResult) => ({
  applied: result.applied,
  moneyMinor: moneyOf(result.balances),
  availableMinor: result.balances.availableMinor,
  lockedMinor: result.balances.lockedMinor,
  withdrawingMinor: result.balances.withdrawingMinor,
});

export const adminFundsRouter = router({
  /** The house gives the player money (fund type 4, gift); the reason is mandatory and shown on the fund line. */
  gift: operatorProcedure.input(movement).mutation(async ({ ctx, input }) =>
    answer(unwrap(await giftFunds(ctx.services.deps, { userId: input.userId, amount: input.amount, requestId: input.requestId, operatorId: ctx.user.id, note: input.reason }))),
  ),

  /** A signed correction (fund type 5): "-50.00" takes money back, never below the available balance. Reason mandatory. */
  adjust: operatorProcedure.input(movement).mutation(async ({ ctx, input }) =>
    answer(unwrap(await adjustBalance(ctx.services.deps, { userId: input.userId, amount: input.amount, requestId: input.requestId, operatorId: ctx.user.id, reason: input.reason }))),
  ),

  /** Moves part of the available balance into lock_money: still the player's, but neither spendable nor withdrawable. */
  freeze: operatorProcedure.input(movement.extend({ reason: reason.optional() })).mutation(async ({ ctx, input }) =>
    answer(unwrap(await freezeFunds(ctx.services.deps, { userId: input.userId, amount: input.amount, requestId: input.requestId, operatorId: ctx.user.id, note: input.reason ?? null }))),
  ),

  /** Gives frozen money back to the available balance. */
  unfreeze: operatorProcedure.input(movement.extend({ reason: reason.optional() })).mutation(async ({ ctx, input }) =>
    answer(unwrap(await unfreezeFunds(ctx.services.deps, { userId: input.userId, amount: input.amount, requestId: input.requestId, operatorId: ctx.user.id, note: input.reason ?? null }))),
  ),
});
