/** The console's growth engine texts (en): settings, agents' commissions, promotions, payouts, reports (issue 40); en.ts is the shape the others must match. */
export const growth = {
  auditSettings: "Growth settings changed",
  auditAgentRate: "Agent commission rate changed",
  auditPromotionSave: "Promotion saved",
  auditPromotionStatus: "Promotion paused, resumed or ended",
};
