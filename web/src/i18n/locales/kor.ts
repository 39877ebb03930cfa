import type { Messages } from "../messages";
import { room } from "./room/kor";
import { assist } from "./assist/kor";
import { wallet } from "./wallet/kor";
import { deposit } from "./deposit/kor";
import { records } from "./records/kor";
import { results } from "./results/kor";
import { account } from "./account/kor";
import { protection } from "./protection/kor";
import { notifications } from "./notifications/kor";
import { onboarding } from "./onboarding/kor";
import { schedule } from "./schedule/kor";
import { moneyInput } from "./money/kor";
import { support } from "./support/kor";
import { resetPassword } from "./resetPassword/kor";
import { pwa } from "./pwa/kor";
import { fundMarks } from "./fundMarks/kor";
import { agentTeam } from "./agentTeam/kor";
import { rewards } from "./rewards/kor";
import { promotions } from "./promotions/kor";

/** 한국어 */
export const kor: Messages = {
  app: {
    name: "합계 로또",
  },
  common: {
    loading: "로딩 중...",
    retry: "다시 시도",
    cancel: "취소",
    setSuccess: "설정되었습니다",
    networkError: "네트워크 오류입니다. 다시 시도해 주세요",
    unknownError: "오류가 발생했습니다. 다시 시도해 주세요",
    loadFailed: "불러오지 못했습니다",
  },
  tabs: {
    home: "홈",
    wallet: "지갑",
    customer: "고객센터",
    personal: "내 정보",
  },
  home: {
    guest: "게스트",
    loginOrRegister: "로그인 / 회원가입",
    balance: "잔액",
    language: "언어",
    recommended: "공식 추천",
    rooms: "방 {{count}}개",
    onSale: "판매 중",
    discontinued: "판매 중지",
    play: "플레이",
    noGames: "아직 게임이 없습니다",
    activityTitle: "최근 당첨",
    activityEmpty: "아직 당첨 내역이 없습니다. 첫 당첨자가 되어 보세요!",
    won: "당첨",
    noticeLabel: "공지",
    shortcutsLabel: "바로가기",
    shortcutResults: "추첨 결과",
    shortcutTrend: "추세",
    shortcutCandles: "캔들",
    shortcutNews: "뉴스",
    shortcutActivities: "이벤트",
    shortcutRules: "규칙",
  },
  line: {
    button: "회선 {{n}}",
    title: "회선 선택",
    hint: "가장 빠른 회선을 선택하세요",
    line1: "회선 1",
    line2: "회선 2",
    best: "최적",
    current: "현재",
    switched: "{{line}}(으)로 전환되었습니다",
  },
  play: {
    big: "대",
    small: "소",
    single: "홀",
    double: "짝",
    big_single: "대홀",
    big_double: "대짝",
    small_single: "소홀",
    small_double: "소짝",
    extreme_small: "극소",
    extreme_big: "극대",
    number: "합계 {{n}}",
  },
  games: {
    Singapore: "싱가포르",
    "New Zealand": "뉴질랜드",
    "Kuala Lumpur": "쿠알라룸푸르",
    Australia: "호주",
  },
  auth: {
    loginTitle: "로그인",
    registerTitle: "회원가입",
    welcome: "다시 오신 것을 환영합니다",
    createAccount: "계정 만들기",
    username: "아이디를 입력하세요",
    password: "비밀번호를 입력하세요",
    captcha: "인증 코드를 입력하세요",
    /** The captcha field's placeholder: short, the field sits beside the 80 px picture. */
    captchaPlaceholder: "인증 코드",
    inviteCode: "초대 코드를 입력하세요",
    inviteCodeOptional: "초대 코드 (선택)",
    showPassword: "비밀번호 표시",
    hidePassword: "비밀번호 숨기기",
    captchaRefresh: "인증 코드, 눌러서 새로 고침",
    captchaLoading: "인증 코드 불러오는 중",
    forgot: "비밀번호를 잊으셨나요?",
    login: "로그인",
    register: "회원가입",
    noAccount: "계정이 없으신가요?",
    registerNow: "지금 가입하기",
    haveAccount: "이미 계정이 있으신가요?",
    loginNow: "로그인하기",
    adultRequired: "만 18세 이상임을 확인해 주세요",
    loginSuccess: "로그인되었습니다",
    registerSuccess: "가입되었습니다",
    languageMenu: "언어 변경",
  },
  language: {
    title: "언어",
    followSystem: "시스템 설정 따르기",
    followSystemHint: "현재 {{name}}",
  },
  personal: {
    title: "내 정보",
    settings: "설정",
    inviteCode: "초대 코드",
    totalAssets: "총 자산",
    frozen: "동결 금액",
    showAssets: "금액 표시",
    hideAssets: "금액 숨기기",
    deposit: "입금",
    withdraw: "출금",
    fundDetails: "자금 내역",
    betHistory: "베팅 기록",
    messages: "메시지 및 공지",
    myTeam: "내 팀",
    changePassword: "로그인 비밀번호 변경",
    securityCode: "보안 코드",
    about: "회사 소개",
    logout: "로그아웃",
  },
  about: {
    title: "회사 소개",
    version: "버전 {{version}}",
    copyright: "Copyright © {{year}} Sum Lottery. All rights reserved.",
  },
  system: {
    title: "시스템 설정",
    profitVibration: "당첨 진동",
    profitVibrationHint: "당첨 시 진동 알림 (이 기기에만 저장)",
  },
  changeLine: {
    title: "회선 변경",
    current: "현재 회선: {{line}}",
    confirm: "확인",
  },
  setting: {
    title: "설정",
    changeLine: "회선 변경",
    about: "회사 소개",
    system: "시스템 설정",
    language: "언어",
    logout: "로그아웃",
  },
  notFound: {
    title: "페이지를 찾을 수 없습니다",
    description: "찾으시는 페이지가 존재하지 않습니다.",
    backHome: "홈으로",
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
