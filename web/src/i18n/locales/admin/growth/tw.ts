import type { growth as en } from "./en";

/** The console's growth engine texts (tw). */
export const growth: typeof en = {
  auditSettings: "推廣設定已變更",
  auditAgentRate: "代理佣金比例已變更",
  auditPromotionSave: "活動已儲存",
  auditPromotionStatus: "活動已暫停、恢復或結束",
};
