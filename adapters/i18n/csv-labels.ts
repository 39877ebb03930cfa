import type { PlayTypeKey } from "../../src/domain/betting/outcome";
import type { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import type { Lang } from "./languages";

/**
 * The words the console's CSV exports write in cells (not column titles: those
 * are csv-headers.ts), in the operator's language, as the console's screens
 * say them: fund log types, the demo games' names (as the web's `games.*`; a
 * name the operator gave a game of their own is written as given), play types
 * and a bet's outcome. `{n}` is a number play type's sum.
 */
const en = {
  game: { Singapore: "Singapore", "New Zealand": "New Zealand", "Kuala Lumpur": "Kuala Lumpur", Australia: "Australia" },
  fund: { recharge: "Deposit", withdraw: "Withdrawal", buy: "Bet", profit: "Payout", gift: "Gift", adjustment: "Adjustment" },
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
    number: "Sum {n}",
  },
  bet: { open: "Not drawn yet", won: "Won", lost: "Lost" },
} as const satisfies CsvLabelShape;

interface CsvLabelShape {
  readonly game: Readonly<Record<string, string>>;
  readonly fund: Readonly<Record<keyof typeof FUND_TYPE, string>>;
  readonly play: Readonly<Record<PlayTypeKey, string>>;
  readonly bet: Readonly<Record<"open" | "won" | "lost", string>>;
}

export type CsvLabels = { readonly [K in keyof typeof en]: Readonly<Record<keyof (typeof en)[K], string>> };

export const CSV_LABELS: Readonly<Record<Lang, CsvLabels>> = {
  en,
  tw: {
    game: { Singapore: "新加坡", "New Zealand": "紐西蘭", "Kuala Lumpur": "吉隆坡", Australia: "澳洲" },
    fund: { recharge: "儲值", withdraw: "提領", buy: "購買", profit: "派獎", gift: "贈送", adjustment: "調帳" },
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
      number: "和值 {n}",
    },
    bet: { open: "未開獎", won: "中獎", lost: "未中獎" },
  },
  zh: {
    game: { Singapore: "新加坡", "New Zealand": "新西兰", "Kuala Lumpur": "吉隆坡", Australia: "澳大利亚" },
    fund: { recharge: "充值", withdraw: "提现", buy: "购买", profit: "派奖", gift: "赠送", adjustment: "调账" },
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
      number: "和值 {n}",
    },
    bet: { open: "未开奖", won: "中奖", lost: "未中奖" },
  },
  jp: {
    game: { Singapore: "シンガポール", "New Zealand": "ニュージーランド", "Kuala Lumpur": "クアラルンプール", Australia: "オーストラリア" },
    fund: { recharge: "入金", withdraw: "出金", buy: "購入", profit: "払戻", gift: "ボーナス", adjustment: "調整" },
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
      number: "合計 {n}",
    },
    bet: { open: "未抽選", won: "当選", lost: "落選" },
  },
  kor: {
    game: { Singapore: "싱가포르", "New Zealand": "뉴질랜드", "Kuala Lumpur": "쿠알라룸푸르", Australia: "호주" },
    fund: { recharge: "입금", withdraw: "출금", buy: "구매", profit: "당첨금", gift: "보너스", adjustment: "조정" },
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
      number: "합계 {n}",
    },
    bet: { open: "추첨 전", won: "당첨", lost: "미당첨" },
  },
};
