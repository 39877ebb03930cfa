import { z } from "zod";
import { getApprovalThreshold, setApprovalThreshold } from "../../../../src/application/wallet/approval-threshold";
import { operatorProcedure, router, unwrap } from "../../trpc";

/** Four-eyes approvals: above this amount a deposit or withdrawal needs a second, different operator. */
export const adminApprovalsRouter = router({
  settings: operatorProcedure.query(async ({ ctx }) => unwrap(await getApprovalThreshold(ctx.services.deps))),

  /** The threshold as typed ("50000.00"); the money rules check it. */
  setThreshold: operatorProcedure
    .input(z.object({ amount: z.string().max(40) }))
    .mutation(async ({ ctx, input }) => unwrap(await setApprovalThreshold(ctx.services.deps, { operatorId: ctx.user.id, amount: input.amount }))),
});
