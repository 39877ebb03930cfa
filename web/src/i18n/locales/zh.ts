import type { Messages } from "../messages";
import { room } from "./room/zh";
import { assist } from "./assist/zh";
import { wallet } from "./wallet/zh";
import { deposit } from "./deposit/zh";
import { records } from "./records/zh";
import { results } from "./results/zh";
import { account } from "./account/zh";
import { protection } from "./protection/zh";
import { notifications } from "./notifications/zh";
import { onboarding } from "./onboarding/zh";
import { schedule } from "./schedule/zh";
import { moneyInput } from "./money/zh";
import { support } from "./support/zh";
import { resetPassword } from "./resetPassword/zh";
import { pwa } from "./pwa/zh";
import { fundMarks } from "./fundMarks/zh";
import { agentTeam } from "./agentTeam/zh";
import { rewards } from "./rewards/zh";
import { promotions } from "./promotions/zh";

/** 简体中文 */
export const zh: Messages = {
  app: {
    name: "和值彩",
  },
  common: {
    loading: "加载中...",
    retry: "重试",
    cancel: "取消",
    setSuccess: "设置成功",
    networkError: "网络异常，请重试",
    unknownError: "出错了，请重试",
    loadFailed: "加载失败",
  },
  tabs: {
    home: "首页",
    wallet: "钱包",
    customer: "客服",
    personal: "我的",
  },
  home: {
    guest: "游客",
    loginOrRegister: "登录 / 注册",
    balance: "余额",
    language: "语言",
    recommended: "官方推荐",
    rooms: "{{count}} 个房间",
    onSale: "销售中",
    discontinued: "已停售",
    play: "去玩",
    noGames: "暂无游戏",
    activityTitle: "最新中奖",
    activityEmpty: "暂无中奖记录，快来成为第一位！",
    won: "喜中",
    noticeLabel: "公告",
    shortcutsLabel: "快捷入口",
    shortcutResults: "开奖结果",
    shortcutTrend: "走势图",
    shortcutCandles: "K线",
    shortcutNews: "新闻",
    shortcutActivities: "活动",
    shortcutRules: "规则",
  },
  line: {
    button: "线路{{n}}",
    title: "选择线路",
    hint: "请选择访问最快的线路",
    line1: "线路1",
    line2: "线路2",
    best: "最佳",
    current: "当前",
    switched: "已切换到{{line}}",
  },
  play: {
    big: "大",
    small: "小",
    single: "单",
    double: "双",
    big_single: "大单",
    big_double: "大双",
    small_single: "小单",
    small_double: "小双",
    extreme_small: "极小",
    extreme_big: "极大",
    number: "和值 {{n}}",
  },
  games: {
    Singapore: "新加坡",
    "New Zealand": "新西兰",
    "Kuala Lumpur": "吉隆坡",
    Australia: "澳大利亚",
  },
  auth: {
    loginTitle: "登录",
    registerTitle: "注册",
    welcome: "欢迎回来",
    createAccount: "创建您的账号",
    username: "请输入用户名",
    password: "请输入密码",
    captcha: "请输入验证码",
    /** The captcha field's placeholder: short, the field sits beside the 80 px picture. */
    captchaPlaceholder: "验证码",
    inviteCode: "请输入邀请码",
    inviteCodeOptional: "邀请码（选填）",
    showPassword: "显示密码",
    hidePassword: "隐藏密码",
    captchaRefresh: "验证码，点击刷新",
    captchaLoading: "验证码加载中",
    forgot: "忘记密码？",
    login: "登录",
    register: "注册",
    noAccount: "还没有账号？",
    registerNow: "立即注册",
    haveAccount: "已有账号？",
    loginNow: "马上登录",
    adultRequired: "请确认您已年满18周岁",
    loginSuccess: "登录成功",
    registerSuccess: "注册成功",
    languageMenu: "切换语言",
  },
  language: {
    title: "语言",
    followSystem: "跟随系统",
    followSystemHint: "当前为{{name}}",
  },
  personal: {
    title: "我的",
    settings: "设置",
    inviteCode: "邀请码",
    totalAssets: "总资产",
    frozen: "冻结金额",
    showAssets: "显示金额",
    hideAssets: "隐藏金额",
    deposit: "充值",
    withdraw: "提现",
    fundDetails: "资金明细",
    betHistory: "投注记录",
    messages: "消息公告",
    myTeam: "我的团队",
    changePassword: "修改登录密码",
    securityCode: "安全码",
    about: "关于我们",
    logout: "退出登录",
  },
  about: {
    title: "关于我们",
    version: "版本 {{version}}",
    copyright: "Copyright © {{year}} 和值彩 版权所有",
  },
  system: {
    title: "系统设置",
    profitVibration: "中奖震动",
    profitVibrationHint: "中奖时震动提醒（仅保存在本设备）",
  },
  changeLine: {
    title: "切换线路",
    current: "当前线路：{{line}}",
    confirm: "确认",
  },
  setting: {
    title: "设置",
    changeLine: "切换线路",
    about: "关于我们",
    system: "系统设置",
    language: "语言设置",
    logout: "退出登录",
  },
  notFound: {
    title: "页面不存在",
    description: "您访问的页面不存在。",
    backHome: "返回首页",
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
