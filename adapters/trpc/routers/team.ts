import { z } from "zod";
import { teamMembers } from "../../../src/application/agents/team";
import { agentProcedure, router, unwrap } from "../trpc";
import { pageRequest, pager } from "./inputs";

/** An agent's team (/shareFriend). */
export const teamRouter = router({
  /** The agent's direct subordinates, newest first, 20 a page by default, with the total for "finished". */
  members: agentProcedure
    .input(z.object(pager).prefault({}))
    .query(async ({ ctx, input }) => unwrap(await teamMembers(ctx.services.deps, ctx.user.id, pageRequest(input)))),
});
