import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { requireAgent, type AgentRefusal } from "../query-input";
import { inRead, type Refuse } from "../unit-of-work";
import { liveCommissionStatement, namedStatement, type NamedCommissionStatement } from "./commission-live";
import { growthSettingsIn } from "./growth-settings";

/** A statement as the agent's team screen shows it: `live` while its period runs (not yet paid). */
export type AgentCommissionStatement = NamedCommissionStatement & { readonly live: boolean };

/**
 * The agent's own commission statement (issue 40): the period running now, computed live from what is settled so
 * far (periodKey null), or a finished period's stored statement (NOT_FOUND when there is none). Players' names are
 * masked. Only the agent reads it: the caller is the agent, so another user's statement cannot be asked for.
 */
export async function agentCommissionStatement(
  deps: AppDeps,
  agentId: number,
  periodKey: string | null,
): Promise<Result<AgentCommissionStatement, AgentRefusal | "NOT_FOUND">> {
  return inRead(deps, async (tx, refuse: Refuse<AgentRefusal | "NOT_FOUND">) => {
    const agent = await requireAgent(tx, refuse, agentId);
    if (periodKey === null) {
      const settings = (await growthSettingsIn(tx)).commission;
      const live = await liveCommissionStatement(tx, deps.schedule, settings, agent.id, deps.clock.nowMs());
      return { ...(await namedStatement(tx, live, true)), live: true };
    }
    const stored = (await tx.commissions.statementOf(agent.id, periodKey)) ?? refuse("NOT_FOUND");
    return { ...(await namedStatement(tx, stored, true)), live: false };
  });
}
