import type { fundMarks as en } from "./en";

export const fundMarks: typeof en = {
  commission: "佣金 {{day}}",
  weeklyCommission: "佣金 {{day}} 当周",
  rebate: "返水 {{day}}",
  promotionBonus: "活动奖金",
  titledPromotionBonus: "活动奖金：{{title}}",
  levelBonus: "晋级奖金：{{level}}",
};
