/** 콘솔의 위험 관리 설정과 경보 (issue 41). */
export const risk = {
  nav: "위험 관리 설정",
  title: "위험 관리 설정",
  auditSettings: "위험 관리 설정을 변경함",
  autoVoid: "추첨이 이만큼 늦으면 회차를 무효 처리 (분)",
  autoVoidHint: "해당 회차의 베팅은 환불됩니다. 1~1440분.",
  stall: "추첨이 이만큼 늦으면 추첨 정지 경보 (초)",
  stallHint: "5~3600초, 자동 무효보다 먼저.",
  save: "저장",
  saved: "저장됨",
  notNumber: "정수를 입력하세요.",
  bannerStalled: "추첨 정지: {{game}} {{issue}} 회차가 {{late}} 늦어졌습니다.",
  bannerAction: "추첨 보기",
  late: "{{minutes}}분 {{seconds}}초",
};
