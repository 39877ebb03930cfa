import { riskSettingsFromStored, type RiskSettings } from "../../domain/risk/settings";
import type { StoreTx } from "../../ports/store";
import type { AppDeps } from "../deps";

/** Where the settings document is kept (the content settings' key-value table). */
export const RISK_SETTINGS_KEY = "risk";

/** The risk settings, read in the caller's transaction (defaults for whatever was never set). */
export async function riskSettingsIn(tx: StoreTx): Promise<RiskSettings> {
  return riskSettingsFromStored(await tx.content.setting(RISK_SETTINGS_KEY));
}

/** The risk settings as they stand. */
export function riskSettings(deps: Pick<AppDeps, "store">): Promise<RiskSettings> {
  return deps.store.read(riskSettingsIn);
}
