import type { growth as en } from "./en";

/** The console's growth engine texts (jp). */
export const growth: typeof en = {
  auditSettings: "成長設定を変更",
  auditAgentRate: "代理店のコミッション率を変更",
  auditPromotionSave: "キャンペーンを保存",
  auditPromotionStatus: "キャンペーンを一時停止・再開・終了",
};
