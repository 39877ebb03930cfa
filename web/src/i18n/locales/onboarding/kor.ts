import type { onboarding as en } from "./en";

/** 가입과 로그인: 이용 약관, 첫 입금 안내, 이전 로그인, 이번 플레이 시간 (한국어). */
export const onboarding: typeof en = {
  consent: "만 18세 이상이며 <terms>이용 약관</terms>에 동의합니다",
  termsTitle: "이용 약관",
  termsMissing: "이용 약관이 아직 게시되지 않았습니다. 고객센터에 문의하세요.",
  welcomeTitle: "{{name}}님, 환영합니다",
  welcomeText: "계정이 준비되었습니다. 첫 입금을 하고 게임을 시작하세요. 입금은 확인 후 반영됩니다.",
  welcomeBalance: "잔액",
  welcomeDeposit: "첫 입금하기",
  welcomeLater: "나중에 할게요 (홈으로)",
  lastSignIn: "마지막 로그인: {{at}} ({{address}})",
  lastSignInNoAddress: "마지막 로그인: {{at}}",
  firstSignIn: "첫 로그인입니다",
  played: "플레이 {{time}}",
  playedLabel: "이번 세션 플레이 시간",
};
