import { fail, type Result } from "../../domain/errors";
import { MAX_RATE_BP } from "../../domain/growth/settings";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";
import { requireAgentForConsole, type ConsoleAgentRefusal } from "./console-agent-commission";

/**
 * An operator gives an agent a commission rate of their own (basis points, 0..MAX_RATE_BP), or clears it (null: the
 * default applies again). One audit line `growth.agentRate` (target "agent") with before and after. It applies to
 * periods paid from now on: a period already paid stays as its statement says.
 */
export async function setAgentCommissionRate(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly agentId: number; readonly rateBp: number | null },
): Promise<Result<{ readonly ownRateBp: number | null }, ConsoleAgentRefusal | "GROWTH_SETTINGS_INVALID">> {
  const { rateBp } = input;
  if (rateBp !== null && (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > MAX_RATE_BP)) return fail("GROWTH_SETTINGS_INVALID", { field: "rateBp" });
  return inTransaction(deps, async (work: Work<ConsoleAgentRefusal>) => {
    const agent = await requireAgentForConsole(work.tx, work.refuse, input.agentId);
    const before = (await work.tx.commissions.ratesOf([agent.id])).get(agent.id) ?? null;
    const atMs = deps.clock.nowMs();
    await work.tx.commissions.setRate(agent.id, rateBp, atMs);
    await recordAudit(work, { operatorId: input.operatorId, action: "growth.agentRate", target: { type: "agent", id: String(agent.id) }, before: { rateBp: before }, after: { rateBp }, atMs });
    return { ownRateBp: rateBp };
  });
}
