import type { pwa as en } from "./en";

export const pwa: typeof en = {
  updateReady: "새 버전이 있습니다",
  reload: "새로고침",
  installTitle: "합계 로또 설치",
  installText: "홈 화면에 추가하면 전체 화면으로 열리고 더 빨리 시작됩니다.",
  install: "설치",
  notNow: "나중에",
  iosTitle: "합계 로또를 홈 화면에 추가",
  iosShare: "Safari 도구 막대의 공유 버튼을 누르세요",
  iosAdd: "\"홈 화면에 추가\"를 선택하세요",
  offlineTitle: "오프라인 상태입니다",
  offlineText: "네트워크에 연결되어 있지 않습니다. 다시 연결되면 베팅, 지갑, 계정을 사용할 수 있습니다.",
  offlineRetry: "다시 시도",
  lastResults: "마지막으로 본 추첨 결과",
  savedAt: "{{time}} 기준",
  noResults: "이 기기에서 아직 본 추첨 결과가 없습니다.",
};
