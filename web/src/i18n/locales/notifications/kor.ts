import type { notifications as en } from "./en";

/** 알림 설정 (issue 39, 웹 푸시). */
export const notifications: typeof en = {
  entry: "알림 설정",
  title: "알림 설정",
  intro: "이 휴대폰으로 받을 알림을 고르세요. 처음 켤 때 브라우저가 한 번 권한을 묻습니다. 광고는 절대 보내지 않습니다.",
  deposit: "입금 승인",
  withdrawal: "출금 완료 또는 거절",
  win: "당첨 알림",
  winHint: "“N 회차에서 X 획득”",
  closingTitle: "30초 후 마감",
  closingHint: "선택한 방:",
  breakNote: "타임아웃 또는 자기 배제 기간에는 입금과 출금 알림만 받습니다.",
  deniedTitle: "알림이 차단되었습니다",
  deniedBody: "브라우저가 이 앱의 알림을 거부하여 알림을 받을 수 없습니다. 허용하려면 브라우저의 사이트 설정에서 '알림'을 '허용'으로 바꾼 뒤 스위치를 다시 켜 주세요.",
  unsupported: "이 브라우저는 알림을 받을 수 없습니다. iPhone에서는 먼저 앱을 홈 화면에 추가한 뒤 그곳에서 여세요.",
  unavailable: "이 서버는 알림을 보내지 않습니다.",
  failed: "알림을 켤 수 없습니다. 다시 시도해 주세요.",
  saved: "저장됨",
};
