import type { Result } from "../../domain/errors";
import { checkRiskSettings, type RiskSettings, type RiskSettingsRefusal } from "../../domain/risk/settings";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction } from "../unit-of-work";
import { RISK_SETTINGS_KEY, riskSettingsIn } from "./risk-settings";

/**
 * An operator replaces the risk settings as a whole: checked before anything is written, one audit line
 * `risk.settings` with before and after. Every engine reads them again on its next tick.
 */
export async function saveRiskSettings(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly settings: RiskSettings },
): Promise<Result<RiskSettings, RiskSettingsRefusal>> {
  const checked = checkRiskSettings(input.settings);
  if (!checked.ok) return checked;
  return inTransaction(deps, async (work) => {
    const before = await riskSettingsIn(work.tx);
    await work.tx.content.setSetting(RISK_SETTINGS_KEY, JSON.stringify(checked.value));
    await recordAudit(work, { operatorId: input.operatorId, action: "risk.settings", target: { type: "setting", id: RISK_SETTINGS_KEY }, before: { ...before }, after: { ...checked.value }, atMs: deps.clock.nowMs() });
    return checked.value;
  });
}
