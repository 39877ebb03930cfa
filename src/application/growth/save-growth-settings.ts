import type { Result } from "../../domain/errors";
import { checkGrowthSettings, type GrowthSettings, type GrowthSettingsRefusal } from "../../domain/growth/settings";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction } from "../unit-of-work";
import { GROWTH_SETTINGS_KEY, growthSettingsIn } from "./growth-settings";

/**
 * An operator replaces the growth engine's settings as a whole (the console sends the whole document): checked
 * before anything is written, one audit line `growth.settings` with before and after. Rates apply to what is
 * computed from now on; a period already paid stays paid as it was.
 */
export async function saveGrowthSettings(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly settings: GrowthSettings },
): Promise<Result<GrowthSettings, GrowthSettingsRefusal>> {
  const checked = checkGrowthSettings(input.settings);
  if (!checked.ok) return checked;
  return inTransaction(deps, async (work) => {
    const before = await growthSettingsIn(work.tx);
    await work.tx.content.setSetting(GROWTH_SETTINGS_KEY, JSON.stringify(checked.value));
    await recordAudit(work, { operatorId: input.operatorId, action: "growth.settings", target: { type: "setting", id: GROWTH_SETTINGS_KEY }, before: { ...before }, after: { ...checked.value }, atMs: deps.clock.nowMs() });
    return checked.value;
  });
}
