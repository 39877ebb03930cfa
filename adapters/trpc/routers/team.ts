import { z } from "zod";
import { teamMembers } from "../../../src/application/agents/team";
import { agentCommissionHistory } from "../../../src/application/growth/agent-commission-history";
import { agentCommissionStatement } from "../../../src/application/growth/agent-commission-statement";
import { inviteLinkOf } from "../../../src/application/agents/invite-link";
import { agentProcedure, router, unwrap } from "../trpc";
import { pageRequest, pager, periodKey } from "./inputs";

/** An agent's team (/shareFriend): the members, the invite link and the agent's commissions (issue 40). */
export const teamRouter = router({
  /** The agent's direct subordinates, newest first, 20 a page by default, with the total for "finished". */
  members: agentProcedure
    .input(z.object(pager).prefault({}))
    .query(async ({ ctx, input }) => unwrap(await teamMembers(ctx.services.deps, ctx.user.id, pageRequest(input)))),

  /**
   * The agent's commission statement: the period running now (periodKey null, computed live) or a finished one
   * (NOT_FOUND when none). Always the caller's own: there is no agent id to ask for.
   */
  commission: agentProcedure
    .input(z.object({ periodKey: periodKey.nullable().default(null) }).prefault({}))
    .query(async ({ ctx, input }) => unwrap(await agentCommissionStatement(ctx.services.deps, ctx.user.id, input.periodKey))),

  /** The agent's statements of finished periods, newest first. */
  commissionHistory: agentProcedure
    .input(z.object(pager).prefault({}))
    .query(async ({ ctx, input }) => unwrap(await agentCommissionHistory(ctx.services.deps, ctx.user.id, pageRequest(input)))),

  /** The invite code and the register page's path with it prefilled (SPEC: /register reads the query's inviter_id). */
  invite: agentProcedure.query(({ ctx }) => inviteLinkOf(ctx.user.id)),
});
