import type { onboarding as en } from "./en";

/** 登録とログイン：利用規約、初回入金の案内、前回のログイン、今回のプレイ時間（日本語）。 */
export const onboarding: typeof en = {
  consent: "18歳以上であり、<terms>利用規約</terms>に同意します",
  termsTitle: "利用規約",
  termsMissing: "利用規約はまだ公開されていません。カスタマーサービスにお問い合わせください。",
  welcomeTitle: "ようこそ、{{name}}さん",
  welcomeText: "アカウントの準備ができました。初回入金をしてプレイを始めましょう。入金は確認後に反映されます。",
  welcomeBalance: "残高",
  welcomeDeposit: "初回入金をする",
  welcomeLater: "今はしない（ホームへ）",
  lastSignIn: "前回のログイン：{{at}}（{{address}}）",
  lastSignInNoAddress: "前回のログイン：{{at}}",
  firstSignIn: "今回が初めてのログインです",
  played: "プレイ {{time}}",
  playedLabel: "今回のセッションのプレイ時間",
};
