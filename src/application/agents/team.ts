import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { moneyOf } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";
import { pageOf, requireAgent, type PageRequest, type AgentRefusal } from "../query-input";

export interface TeamMember {
  readonly id: number;
  readonly username: string;
  /** The member's money (available + frozen). */
  readonly moneyMinor: Minor;
  readonly createdAtMs: number;
}

/** /shareFriend (getMyTeam): an agent's direct subordinates, newest first, 20 a page by default. */
export async function teamMembers(deps: AppDeps, agentId: number, page: PageRequest = { page: 1 }): Promise<Result<{ readonly items: readonly TeamMember[]; readonly total: number }, "INVALID_INPUT" | AgentRefusal>> {
  const checked = pageOf(page);
  if (!checked.ok) return checked;
  return inRead(deps, async (tx, refuse: Refuse<AgentRefusal>) => {
    const agent = await requireAgent(tx, refuse, agentId);
    const { items, total } = await tx.users.listByInviter(agent.id, checked.value);
    const members: TeamMember[] = [];
    for (const user of items) {
      members.push({ id: user.id, username: user.username, moneyMinor: moneyOf(await tx.ledger.balancesOfUser(user.id)), createdAtMs: user.createdAtMs });
    }
    return { items: members, total };
  });
}
