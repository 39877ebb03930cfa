import type { fundMarks as en } from "./en";

export const fundMarks: typeof en = {
  commission: "커미션 {{day}}",
  weeklyCommission: "커미션 {{day}} 주간",
  rebate: "리베이트 {{day}}",
  promotionBonus: "프로모션 보너스",
  titledPromotionBonus: "프로모션 보너스: {{title}}",
  levelBonus: "레벨업 보너스: {{level}}",
};
