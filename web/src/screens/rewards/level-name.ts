import type { TFunction } from "i18next";

type LevelName = "junior" | "intermediate" | "premium" | "supreme";

/** A VIP level's name in the player's language (literal keys, so the dictionary test sees each). */
export function levelText(t: TFunction, name: LevelName): string {
  switch (name) {
    case "junior":
      return t("rewards.level_junior");
    case "intermediate":
      return t("rewards.level_intermediate");
    case "premium":
      return t("rewards.level_premium");
    case "supreme":
      return t("rewards.level_supreme");
  }
}

/** A rate in basis points as a percentage with two decimals: 40 -> "0.40%". */
export const percentOfBp = (rateBp: number): string => `${(rateBp / 100).toFixed(2)}%`;
