import type { TFunction } from "i18next";
import { levelOf } from "./settings-draft";

/** The levels' names, as the console says them. */
export function levelName(t: TFunction, level: string): string {
  if (level === "junior") return t("admin.growth.settings.junior");
  if (level === "intermediate") return t("admin.growth.settings.intermediate");
  if (level === "premium") return t("admin.growth.settings.premium");
  return t("admin.growth.settings.supreme");
}

/** A level's column headings. */
export const levelColumns = (t: TFunction) => ({
  turnoverMinor: t("admin.growth.settings.turnover"),
  depositMinor: t("admin.growth.settings.deposits"),
  baseRebateBp: t("admin.growth.settings.baseRebate"),
  numberRebateBp: t("admin.growth.settings.numberRebate"),
  levelUpBonusMinor: t("admin.growth.settings.levelUpBonus"),
});

/** A settings field path ("vip.levels.2.turnoverMinor") as the operator reads it ("Premium: Turnover to reach"). */
export function settingLabel(t: TFunction, path: string): string {
  const level = levelOf(path);
  const field = path.split(".").pop() ?? path;
  if (level !== null) {
    const columns: Readonly<Record<string, string>> = levelColumns(t);
    return t("admin.growth.settings.levelField", { level: levelName(t, level), field: Object.hasOwn(columns, field) ? columns[field]! : field });
  }
  const plain: Readonly<Record<string, string>> = {
    "commission.basis": t("admin.growth.settings.basis"),
    "commission.defaultRateBp": t("admin.growth.settings.defaultRate"),
    "commission.secondLevelRateBp": t("admin.growth.settings.secondLevelRate"),
    "commission.period": t("admin.growth.settings.period"),
    "commission.carryNegative": t("admin.growth.settings.carryNegative"),
    "rebate.mode": t("admin.growth.settings.rebateMode"),
    "rebate.minimumClaimMinor": t("admin.growth.settings.minimumClaim"),
    "vip.windowDays": t("admin.growth.settings.windowDays"),
    "vip.levels": t("admin.growth.settings.vipTitle"),
  };
  return Object.hasOwn(plain, path) ? plain[path]! : path;
}

/** What the rule of a refused field is, in a sentence. */
export function settingRule(t: TFunction, path: string): string {
  if (path.endsWith("Bp")) return t("admin.growth.settings.ruleRate");
  if (/^vip\.levels\.\d\.(turnoverMinor|depositMinor)$/.test(path)) return t("admin.growth.settings.ruleClimb");
  if (path.endsWith("Minor")) return t("admin.growth.settings.ruleAmount");
  if (path === "vip.windowDays") return t("admin.growth.settings.ruleDays");
  return t("admin.growth.settings.ruleChoice");
}
