import { growthSettingsFromStored, type GrowthSettings } from "../../domain/growth/settings";
import type { StoreTx } from "../../ports/store";
import type { AppDeps } from "../deps";

/** Where the settings document is kept (the content settings' key-value table). */
export const GROWTH_SETTINGS_KEY = "growth";

/** The growth engine's settings, read in the caller's transaction (defaults for whatever was never set). */
export async function growthSettingsIn(tx: StoreTx): Promise<GrowthSettings> {
  return growthSettingsFromStored(await tx.content.setting(GROWTH_SETTINGS_KEY));
}

/** The growth engine's settings as they stand. */
export function growthSettings(deps: Pick<AppDeps, "store">): Promise<GrowthSettings> {
  return deps.store.read(growthSettingsIn);
}
