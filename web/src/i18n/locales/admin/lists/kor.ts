import type { lists as en } from "./en";

/** The console's list filters and CSV export (kor). */
export const lists: typeof en = {
  filters: "필터",
  player: "회원",
  playerHint: "아이디, ID 또는 휴대폰 번호",
  minAmount: "최소 금액",
  maxAmount: "최대 금액",
  from: "시작일",
  to: "종료일",
  channel: "채널",
  anyChannel: "모든 채널",
  apply: "검색",
  clear: "지우기",
  exportCsv: "CSV 내보내기",
  exportHint: "필터에 맞는 모든 행을 CSV 파일로 내려받습니다",
  auditExport: "목록 내보내기",
  fieldError: "{{field}}: {{message}}",
};
