import type { Messages } from "../messages";
import { room } from "./room/tw";
import { assist } from "./assist/tw";
import { wallet } from "./wallet/tw";
import { deposit } from "./deposit/tw";
import { records } from "./records/tw";
import { results } from "./results/tw";
import { account } from "./account/tw";
import { protection } from "./protection/tw";
import { notifications } from "./notifications/tw";
import { onboarding } from "./onboarding/tw";
import { schedule } from "./schedule/tw";
import { moneyInput } from "./money/tw";
import { support } from "./support/tw";
import { resetPassword } from "./resetPassword/tw";
import { pwa } from "./pwa/tw";
import { fundMarks } from "./fundMarks/tw";
import { agentTeam } from "./agentTeam/tw";
import { rewards } from "./rewards/tw";
import { promotions } from "./promotions/tw";

/** 繁體中文 (the default language) */
export const tw: Messages = {
  app: {
    name: "和值彩",
  },
  common: {
    loading: "載入中...",
    retry: "重試",
    cancel: "取消",
    setSuccess: "設定成功",
    networkError: "網路異常，請重試",
    unknownError: "發生錯誤，請重試",
    loadFailed: "載入失敗",
  },
  tabs: {
    home: "首頁",
    wallet: "錢包",
    customer: "客服",
    personal: "我的",
  },
  home: {
    guest: "訪客",
    loginOrRegister: "登入 / 註冊",
    balance: "餘額",
    language: "語言",
    recommended: "官方推薦",
    rooms: "{{count}} 個房間",
    onSale: "銷售中",
    discontinued: "已停售",
    play: "去玩",
    noGames: "暫無遊戲",
    activityTitle: "最新中獎",
    activityEmpty: "暫無中獎紀錄，快來成為第一位！",
    won: "喜中",
    noticeLabel: "公告",
    shortcutsLabel: "快捷入口",
    shortcutResults: "開獎結果",
    shortcutTrend: "走勢圖",
    shortcutCandles: "K線",
    shortcutNews: "新聞",
    shortcutActivities: "活動",
    shortcutRules: "規則",
  },
  line: {
    button: "線路{{n}}",
    title: "選擇線路",
    hint: "請選擇存取最快的線路",
    line1: "線路1",
    line2: "線路2",
    best: "最佳",
    current: "目前",
    switched: "已切換到{{line}}",
  },
  play: {
    big: "大",
    small: "小",
    single: "單",
    double: "雙",
    big_single: "大單",
    big_double: "大雙",
    small_single: "小單",
    small_double: "小雙",
    extreme_small: "極小",
    extreme_big: "極大",
    number: "和值 {{n}}",
  },
  games: {
    Singapore: "新加坡",
    "New Zealand": "紐西蘭",
    "Kuala Lumpur": "吉隆坡",
    Australia: "澳洲",
  },
  auth: {
    loginTitle: "登入",
    registerTitle: "註冊",
    welcome: "歡迎回來",
    createAccount: "建立您的帳號",
    username: "請輸入使用者名稱",
    password: "請輸入密碼",
    captcha: "請輸入驗證碼",
    /** The captcha field's placeholder: short, the field sits beside the 80 px picture. */
    captchaPlaceholder: "驗證碼",
    inviteCode: "請輸入邀請碼",
    inviteCodeOptional: "邀請碼（選填）",
    showPassword: "顯示密碼",
    hidePassword: "隱藏密碼",
    captchaRefresh: "驗證碼，點選重新整理",
    captchaLoading: "驗證碼載入中",
    forgot: "忘記密碼？",
    login: "登入",
    register: "註冊",
    noAccount: "還沒有帳號？",
    registerNow: "立即註冊",
    haveAccount: "已有帳號？",
    loginNow: "馬上登入",
    adultRequired: "請確認您已年滿18歲",
    loginSuccess: "登入成功",
    registerSuccess: "註冊成功",
    languageMenu: "切換語言",
  },
  language: {
    title: "語言",
    followSystem: "跟隨系統",
    followSystemHint: "目前為{{name}}",
  },
  personal: {
    title: "我的",
    settings: "設定",
    inviteCode: "邀請碼",
    totalAssets: "總資產",
    frozen: "凍結金額",
    showAssets: "顯示金額",
    hideAssets: "隱藏金額",
    deposit: "儲值",
    withdraw: "提領",
    fundDetails: "資金明細",
    betHistory: "投注紀錄",
    messages: "訊息公告",
    myTeam: "我的團隊",
    changePassword: "修改登入密碼",
    securityCode: "安全碼",
    about: "關於我們",
    logout: "登出",
  },
  about: {
    title: "關於我們",
    version: "版本 {{version}}",
    copyright: "Copyright © {{year}} 和值彩 版權所有",
  },
  system: {
    title: "系統設定",
    profitVibration: "中獎震動",
    profitVibrationHint: "中獎時震動提醒（僅儲存在本裝置）",
  },
  changeLine: {
    title: "切換線路",
    current: "目前線路：{{line}}",
    confirm: "確認",
  },
  setting: {
    title: "設定",
    changeLine: "切換線路",
    about: "關於我們",
    system: "系統設定",
    language: "語言設定",
    logout: "登出",
  },
  notFound: {
    title: "頁面不存在",
    description: "您造訪的頁面不存在。",
    backHome: "返回首頁",
  },
  room,
  wallet,
  deposit,
  records,
  results,
  account,
  protection,
  notifications,
  onboarding,
  schedule,
  moneyInput,
  assist,
  support,
  resetPassword,
  pwa,
  fundMarks,
  agentTeam,
  rewards,
  promotions,
};
