import { z } from "zod";
import { consoleAgentCommission } from "../../../../src/application/growth/console-agent-commission";
import { setAgentCommissionRate } from "../../../../src/application/growth/set-agent-commission-rate";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id, pageRequest, pager, periodKey } from "../inputs";

/** Agents' commissions in the console (issue 40): one agent's statement and history, and the agent's own rate. */
export const adminCommissionsRouter = router({
  /** The agent's statement of the period running now (periodKey null) or of a finished one, with a page of their history. */
  agent: operatorProcedure
    .input(z.object({ agentId: id, periodKey: periodKey.nullable().default(null), ...pager }))
    .query(async ({ ctx, input }) => unwrap(await consoleAgentCommission(ctx.services.deps, { agentId: input.agentId, periodKey: input.periodKey, page: pageRequest(input) }))),

  /** Gives the agent a rate of their own in basis points (checked by the use case: 0..1000), or clears it (null). */
  setRate: operatorProcedure
    .input(z.object({ agentId: id, rateBp: z.number().nullable() }))
    .mutation(async ({ ctx, input }) => unwrap(await setAgentCommissionRate(ctx.services.deps, { operatorId: ctx.user.id, agentId: input.agentId, rateBp: input.rateBp }))),
});
