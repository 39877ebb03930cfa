import { room } from "./room/en";
import { assist } from "./assist/en";
import { wallet } from "./wallet/en";
import { deposit } from "./deposit/en";
import { records } from "./records/en";
import { results } from "./results/en";
import { account } from "./account/en";
import { protection } from "./protection/en";
import { notifications } from "./notifications/en";
import { onboarding } from "./onboarding/en";
import { schedule } from "./schedule/en";
import { moneyInput } from "./money/en";
import { support } from "./support/en";
import { resetPassword } from "./resetPassword/en";
import { pwa } from "./pwa/en";
import { fundMarks } from "./fundMarks/en";
import { agentTeam } from "./agentTeam/en";
import { rewards } from "./rewards/en";
import { promotions } from "./promotions/en";

/**
 * English. The shape of this dictionary is the `Messages` type every other
 * language must match (see ../messages.ts); `{{name}}` is the only placeholder syntax.
 */
export const en = {
  app: {
    name: "Sum Lottery",
  },
  common: {
    loading: "Loading...",
    retry: "Retry",
    cancel: "Cancel",
    setSuccess: "Set successfully",
    networkError: "Network error, please try again",
    unknownError: "Something went wrong, please try again",
    loadFailed: "Failed to load",
  },
  tabs: {
    home: "Home",
    wallet: "Wallet",
    customer: "Service",
    personal: "Me",
  },
  home: {
    guest: "Guest",
    loginOrRegister: "Log in / Register",
    balance: "Balance",
    language: "Language",
    recommended: "Official recommended",
    rooms: "{{count}} rooms",
    onSale: "On sale",
    discontinued: "Discontinued",
    play: "Play",
    noGames: "No games yet",
    activityTitle: "Latest wins",
    activityEmpty: "No wins yet. Be the first!",
    won: "won",
    noticeLabel: "Notice",
    shortcutsLabel: "Shortcuts",
    shortcutResults: "Results",
    shortcutTrend: "Trend",
    shortcutCandles: "Candles",
    shortcutNews: "News",
    shortcutActivities: "Activities",
    shortcutRules: "Rules",
  },
  line: {
    button: "Line {{n}}",
    title: "Choose a line",
    hint: "Pick the line that is fastest for you",
    line1: "Line 1",
    line2: "Line 2",
    best: "Best",
    current: "Current",
    switched: "Switched to {{line}}",
  },
  play: {
    big: "Big",
    small: "Small",
    single: "Single",
    double: "Double",
    big_single: "Big single",
    big_double: "Big double",
    small_single: "Small single",
    small_double: "Small double",
    extreme_small: "Extremely small",
    extreme_big: "Extremely big",
    number: "Sum {{n}}",
  },
  games: {
    Singapore: "Singapore",
    "New Zealand": "New Zealand",
    "Kuala Lumpur": "Kuala Lumpur",
    Australia: "Australia",
  },
  auth: {
    loginTitle: "Log in",
    registerTitle: "Register",
    welcome: "Welcome back",
    createAccount: "Create your account",
    username: "Please enter username",
    password: "Please enter password",
    captcha: "Please enter the verification code",
    /** The captcha field's placeholder: short, the field sits beside the 80 px picture. */
    captchaPlaceholder: "Code",
    inviteCode: "Please enter invitation code",
    inviteCodeOptional: "Invitation code (optional)",
    showPassword: "Show password",
    hidePassword: "Hide password",
    captchaRefresh: "Verification code, tap to refresh",
    captchaLoading: "Loading verification code",
    forgot: "Forgot password?",
    login: "Log in",
    register: "Register",
    noAccount: "No account yet?",
    registerNow: "Register now",
    haveAccount: "Already have an account?",
    loginNow: "Log in now",
    adultRequired: "Please confirm that you are 18 or older",
    loginSuccess: "Login successful",
    registerSuccess: "Registration successful",
    languageMenu: "Switch language",
  },
  language: {
    title: "Language",
    followSystem: "Follow system",
    followSystemHint: "Currently {{name}}",
  },
  personal: {
    title: "My account",
    settings: "Settings",
    inviteCode: "Invite code",
    totalAssets: "Total assets",
    frozen: "Frozen",
    showAssets: "Show amounts",
    hideAssets: "Hide amounts",
    deposit: "Deposit",
    withdraw: "Withdraw",
    fundDetails: "Fund details",
    betHistory: "Bet history",
    messages: "Messages and announcements",
    myTeam: "My team",
    changePassword: "Change login password",
    securityCode: "Security code",
    about: "About us",
    logout: "Log out",
  },
  about: {
    title: "About us",
    version: "Version {{version}}",
    copyright: "Copyright © {{year}} Sum Lottery. All rights reserved.",
  },
  system: {
    title: "System settings",
    profitVibration: "Vibrate on a win",
    profitVibrationHint: "Vibrate when a bet wins (saved on this device only)",
  },
  changeLine: {
    title: "Change line",
    current: "Current line: {{line}}",
    confirm: "Confirm",
  },
  setting: {
    title: "Settings",
    changeLine: "Change line",
    about: "About us",
    system: "System settings",
    language: "Language",
    logout: "Log out",
  },
  notFound: {
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    backHome: "Back to home",
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
