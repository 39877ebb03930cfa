import type { growth as en } from "./en";

/** The console's growth engine texts (zh). */
export const growth: typeof en = {
  auditSettings: "推广设置已变更",
  auditAgentRate: "代理佣金比例已变更",
  auditPromotionSave: "活动已保存",
  auditPromotionStatus: "活动已暂停、恢复或结束",
};
