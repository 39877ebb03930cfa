import type { Lang } from "./languages";

/**
 * A voided round's refund line (fund type 9, mark "<game> <issue>") said in the reader's language on the legacy
 * wire (quantityLogList's `mark`), where it travels as type 3, the original's credit for a settled bet: the remark
 * says the round was voided and the stake returned, so no one reads it as a win.
 */
const TEXTS: Readonly<Record<Lang, string>> = {
  en: "Round voided, stake refunded: {round}",
  tw: "本期作廢，退還投注：{round}",
  zh: "本期作废，退还投注：{round}",
  jp: "ラウンド無効、賭け金返金：{round}",
  kor: "회차 무효, 베팅금 환불: {round}",
};

/** The refund line's remark: `mark` is the line's own ("<game> <issue>"), kept so the round can be found. */
export const refundRemark = (lang: Lang, mark: string): string => TEXTS[lang].replace("{round}", mark);
