import type { onboarding as en } from "./en";

/** 注册与登录：用户协议、首充欢迎页、上次登录、本次游戏时长（简体中文）。 */
export const onboarding: typeof en = {
  consent: "我已年满18岁，并同意<terms>用户协议</terms>",
  termsTitle: "用户协议",
  termsMissing: "用户协议尚未发布，请联系客服。",
  welcomeTitle: "欢迎，{{name}}",
  welcomeText: "您的账户已开通。完成首次充值即可开始游戏，充值经审核后到账。",
  welcomeBalance: "余额",
  welcomeDeposit: "立即首充",
  welcomeLater: "暂不充值，前往首页",
  lastSignIn: "上次登录：{{at}}，IP {{address}}",
  lastSignInNoAddress: "上次登录：{{at}}",
  firstSignIn: "这是您的首次登录",
  played: "已玩 {{time}}",
  playedLabel: "本次登录游戏时长",
};
