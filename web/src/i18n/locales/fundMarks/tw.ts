import type { fundMarks as en } from "./en";

export const fundMarks: typeof en = {
  commission: "佣金 {{day}}",
  weeklyCommission: "佣金 {{day}} 當週",
  rebate: "返水 {{day}}",
  promotionBonus: "活動獎金",
  titledPromotionBonus: "活動獎金：{{title}}",
  levelBonus: "晉級獎金：{{level}}",
};
