import type { growth as en } from "./en";

/** The console's growth engine texts (kor). */
export const growth: typeof en = {
  auditSettings: "성장 설정 변경",
  auditAgentRate: "에이전트 커미션율 변경",
  auditPromotionSave: "프로모션 저장",
  auditPromotionStatus: "프로모션 일시정지·재개·종료",
};
