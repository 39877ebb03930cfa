import type { Messages } from "../messages";
import { room } from "./room/jp";
import { assist } from "./assist/jp";
import { wallet } from "./wallet/jp";
import { deposit } from "./deposit/jp";
import { records } from "./records/jp";
import { results } from "./results/jp";
import { account } from "./account/jp";
import { protection } from "./protection/jp";
import { notifications } from "./notifications/jp";
import { onboarding } from "./onboarding/jp";
import { schedule } from "./schedule/jp";
import { moneyInput } from "./money/jp";
import { support } from "./support/jp";
import { resetPassword } from "./resetPassword/jp";
import { pwa } from "./pwa/jp";
import { fundMarks } from "./fundMarks/jp";
import { agentTeam } from "./agentTeam/jp";
import { rewards } from "./rewards/jp";
import { promotions } from "./promotions/jp";

/** 日本語 */
export const jp: Messages = {
  app: {
    name: "サムロト",
  },
  common: {
    loading: "読み込み中...",
    retry: "再試行",
    cancel: "キャンセル",
    setSuccess: "設定しました",
    networkError: "ネットワークエラーです。もう一度お試しください",
    unknownError: "エラーが発生しました。もう一度お試しください",
    loadFailed: "読み込みに失敗しました",
  },
  tabs: {
    home: "ホーム",
    wallet: "ウォレット",
    customer: "サポート",
    personal: "マイページ",
  },
  home: {
    guest: "ゲスト",
    loginOrRegister: "ログイン / 登録",
    balance: "残高",
    language: "言語",
    recommended: "公式おすすめ",
    rooms: "{{count}} ルーム",
    onSale: "販売中",
    discontinued: "販売終了",
    play: "遊ぶ",
    noGames: "ゲームはまだありません",
    activityTitle: "最新の当選",
    activityEmpty: "まだ当選はありません。最初の当選者になろう！",
    won: "当選",
    noticeLabel: "お知らせ",
    shortcutsLabel: "ショートカット",
    shortcutResults: "抽選結果",
    shortcutTrend: "トレンド",
    shortcutCandles: "ローソク足",
    shortcutNews: "ニュース",
    shortcutActivities: "イベント",
    shortcutRules: "ルール",
  },
  line: {
    button: "回線{{n}}",
    title: "回線を選択",
    hint: "最も速い回線を選んでください",
    line1: "回線1",
    line2: "回線2",
    best: "最適",
    current: "現在",
    switched: "{{line}}に切り替えました",
  },
  play: {
    big: "大",
    small: "小",
    single: "奇数",
    double: "偶数",
    big_single: "大・奇数",
    big_double: "大・偶数",
    small_single: "小・奇数",
    small_double: "小・偶数",
    extreme_small: "極小",
    extreme_big: "極大",
    number: "合計 {{n}}",
  },
  games: {
    Singapore: "シンガポール",
    "New Zealand": "ニュージーランド",
    "Kuala Lumpur": "クアラルンプール",
    Australia: "オーストラリア",
  },
  auth: {
    loginTitle: "ログイン",
    registerTitle: "新規登録",
    welcome: "おかえりなさい",
    createAccount: "アカウントを作成",
    username: "ユーザー名を入力してください",
    password: "パスワードを入力",
    captcha: "認証コードを入力してください",
    /** The captcha field's placeholder: short, the field sits beside the 80 px picture. */
    captchaPlaceholder: "認証コード",
    inviteCode: "招待コードを入力してください",
    inviteCodeOptional: "招待コード（任意）",
    showPassword: "パスワードを表示",
    hidePassword: "パスワードを隠す",
    captchaRefresh: "認証コード（タップで更新）",
    captchaLoading: "認証コードを読み込み中",
    forgot: "パスワードをお忘れですか？",
    login: "ログイン",
    register: "登録",
    noAccount: "アカウントをお持ちでないですか？",
    registerNow: "今すぐ登録",
    haveAccount: "すでにアカウントをお持ちですか？",
    loginNow: "ログインする",
    adultRequired: "18歳以上であることを確認してください",
    loginSuccess: "ログインしました",
    registerSuccess: "登録しました",
    languageMenu: "言語を切り替え",
  },
  language: {
    title: "言語",
    followSystem: "システムに従う",
    followSystemHint: "現在：{{name}}",
  },
  personal: {
    title: "マイページ",
    settings: "設定",
    inviteCode: "招待コード",
    totalAssets: "総資産",
    frozen: "凍結額",
    showAssets: "金額を表示",
    hideAssets: "金額を隠す",
    deposit: "入金",
    withdraw: "出金",
    fundDetails: "資金明細",
    betHistory: "ベット履歴",
    messages: "メッセージとお知らせ",
    myTeam: "マイチーム",
    changePassword: "ログインパスワード変更",
    securityCode: "セキュリティコード",
    about: "私たちについて",
    logout: "ログアウト",
  },
  about: {
    title: "私たちについて",
    version: "バージョン {{version}}",
    copyright: "Copyright © {{year}} Sum Lottery. All rights reserved.",
  },
  system: {
    title: "システム設定",
    profitVibration: "当選バイブレーション",
    profitVibrationHint: "当選時に振動します（この端末にのみ保存）",
  },
  changeLine: {
    title: "回線切り替え",
    current: "現在の回線：{{line}}",
    confirm: "確認",
  },
  setting: {
    title: "設定",
    changeLine: "回線切り替え",
    about: "私たちについて",
    system: "システム設定",
    language: "言語",
    logout: "ログアウト",
  },
  notFound: {
    title: "ページが見つかりません",
    description: "お探しのページは存在しません。",
    backHome: "ホームに戻る",
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
