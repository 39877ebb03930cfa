import type { Result } from "../../domain/errors";
import { GROUP, type User } from "../../domain/accounts/user";
import type { CommissionStatementSummary } from "../../domain/growth/commission-statement";
import type { CommissionSettings } from "../../domain/growth/settings";
import type { StoreTx } from "../../ports/store";
import type { AppDeps } from "../deps";
import { pageOf, readPage, type PageRequest, type Paged } from "../query-input";
import { inRead, type Refuse } from "../unit-of-work";
import { liveCommissionStatement, namedStatement, type NamedCommissionStatement } from "./commission-live";
import { growthSettingsIn } from "./growth-settings";

export type ConsoleAgentRefusal = "USER_NOT_FOUND" | "COMMISSION_NOT_AN_AGENT";

/** The agent, for the operator: whether they have a rate of their own, and the settings their statement follows. */
export interface ConsoleAgentCommission {
  readonly agent: { readonly id: number; readonly username: string; readonly nickname: string };
  /** The agent's own rate, or null when the default applies. */
  readonly ownRateBp: number | null;
  readonly settings: CommissionSettings;
  readonly statement: NamedCommissionStatement & { readonly live: boolean };
  readonly history: Paged<CommissionStatementSummary>;
}

/** The user, who must be an agent (group 3 player): the console's commission pages are about agents only. */
export async function requireAgentForConsole(tx: StoreTx, refuse: Refuse<ConsoleAgentRefusal>, agentId: number): Promise<User> {
  const user = (await tx.users.byId(agentId)) ?? refuse("USER_NOT_FOUND");
  if (user.groupId !== GROUP.agent || user.role !== "player") refuse("COMMISSION_NOT_AN_AGENT");
  return user;
}

/**
 * The console's view of one agent's commissions (issue 40): the statement of the period running now (periodKey
 * null) or of a finished period (NOT_FOUND when none was written), players named in full, and a page of the
 * agent's history (newest first).
 */
export async function consoleAgentCommission(
  deps: AppDeps,
  input: { readonly agentId: number; readonly periodKey: string | null; readonly page?: PageRequest },
): Promise<Result<ConsoleAgentCommission, ConsoleAgentRefusal | "NOT_FOUND" | "INVALID_INPUT">> {
  const page = pageOf(input.page ?? { page: 1 });
  if (!page.ok) return page;
  return inRead(deps, async (tx, refuse: Refuse<ConsoleAgentRefusal | "NOT_FOUND">) => {
    const agent = await requireAgentForConsole(tx, refuse, input.agentId);
    const settings = (await growthSettingsIn(tx)).commission;
    const ownRateBp = (await tx.commissions.ratesOf([agent.id])).get(agent.id) ?? null;
    const raw =
      input.periodKey === null
        ? await liveCommissionStatement(tx, deps.schedule, settings, agent.id, deps.clock.nowMs())
        : ((await tx.commissions.statementOf(agent.id, input.periodKey)) ?? refuse("NOT_FOUND"));
    const statement = { ...(await namedStatement(tx, raw, false)), live: input.periodKey === null };
    const history = await readPage(page.value, (rows) => tx.commissions.statementsOf(agent.id, rows));
    return { agent: { id: agent.id, username: agent.username, nickname: agent.nickname }, ownRateBp, settings, statement, history };
  });
}
