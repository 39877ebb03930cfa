import type { TFunction } from "i18next";

/** A rate in basis points as a percentage: 50 -> "0.50 %". */
export const ratePercent = (rateBp: number): string => `${(rateBp / 100).toFixed(2)} %`;

/** A commission period's name: the day ("2026-11-22") or the week by its Monday ("week:2026-11-23"). */
export function periodLabel(t: TFunction, periodKey: string): string {
  return periodKey.startsWith("week:") ? t("agentTeam.periodWeek", { day: periodKey.slice(5) }) : t("agentTeam.periodDay", { day: periodKey });
}
