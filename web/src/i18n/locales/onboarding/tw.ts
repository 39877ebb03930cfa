import type { onboarding as en } from "./en";

/** 註冊與登入：使用者協議、首儲歡迎頁、上次登入、本次遊戲時長（繁體中文）。 */
export const onboarding: typeof en = {
  consent: "我已年滿18歲，並同意<terms>使用者協議</terms>",
  termsTitle: "使用者協議",
  termsMissing: "使用者協議尚未發布，請聯繫客服。",
  welcomeTitle: "歡迎，{{name}}",
  welcomeText: "您的帳戶已開通。完成首次儲值即可開始遊戲，儲值經審核後入帳。",
  welcomeBalance: "餘額",
  welcomeDeposit: "立即首儲",
  welcomeLater: "暫不儲值，前往首頁",
  lastSignIn: "上次登入：{{at}}，IP {{address}}",
  lastSignInNoAddress: "上次登入：{{at}}",
  firstSignIn: "這是您的首次登入",
  played: "已玩 {{time}}",
  playedLabel: "本次登入遊戲時長",
};
