/** The growth engine's fund lines (issue 40): commission, rebate and bonus remarks (the VIP levels they name: rewards.level_*). */
export const fundMarks = {
  commission: "Commission {{day}}",
  weeklyCommission: "Commission, week of {{day}}",
  rebate: "Rebate {{day}}",
  promotionBonus: "Promotion bonus",
  titledPromotionBonus: "Promotion bonus: {{title}}",
  levelBonus: "Level-up bonus: {{level}}",
};
