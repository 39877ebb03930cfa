import type { Result } from "../../domain/errors";
import type { CommissionStatementSummary } from "../../domain/growth/commission-statement";
import type { AppDeps } from "../deps";
import { pageOf, readPage, requireAgent, type AgentRefusal, type PageRequest, type Paged } from "../query-input";
import { inRead, type Refuse } from "../unit-of-work";

/** The agent's statements of finished periods, newest first, a page at a time (20 by default). */
export async function agentCommissionHistory(deps: AppDeps, agentId: number, page: PageRequest = { page: 1 }): Promise<Result<Paged<CommissionStatementSummary>, AgentRefusal | "INVALID_INPUT">> {
  const checked = pageOf(page);
  if (!checked.ok) return checked;
  return inRead(deps, async (tx, refuse: Refuse<AgentRefusal>) => {
    const agent = await requireAgent(tx, refuse, agentId);
    return readPage(checked.value, (rows) => tx.commissions.statementsOf(agent.id, rows));
  });
}
