import type { fundMarks as en } from "./en";

export const fundMarks: typeof en = {
  commission: "コミッション {{day}}",
  weeklyCommission: "コミッション {{day}} の週",
  rebate: "リベート {{day}}",
  promotionBonus: "キャンペーンボーナス",
  titledPromotionBonus: "キャンペーンボーナス：{{title}}",
  levelBonus: "レベルアップボーナス：{{level}}",
};
