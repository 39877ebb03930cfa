import type { TFunction } from "i18next";
import { VIP_LEVELS, type VipLevelName } from "../../../src/domain/growth/settings";

/**
 * A VIP level's name (SPEC: junior, intermediate, premium, supreme) in the reader's language, by its stable name or
 * its number: the one place the player's screens (VIP card, activity centre, fund records) say it. Literal keys, so
 * the dictionary test sees each.
 */
export function vipLevelText(t: TFunction, level: VipLevelName | number): string {
  const name = typeof level === "number" ? VIP_LEVELS[level] : level;
  switch (name) {
    case "junior":
      return t("rewards.level_junior");
    case "intermediate":
      return t("rewards.level_intermediate");
    case "premium":
      return t("rewards.level_premium");
    case "supreme":
      return t("rewards.level_supreme");
    default:
      return String(level);
  }
}
