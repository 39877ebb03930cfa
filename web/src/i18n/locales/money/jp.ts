import type { moneyInput as en } from "./en";

/** 金額欄の下に出す案内（jp）。 */
export const moneyInput: typeof en = {
  required: "金額を入力してください",
  MONEY_INVALID: "金額は数字のみで入力してください（例：100、100.50）",
  MONEY_NEGATIVE: "金額にマイナスは指定できません",
  MONEY_TOO_MANY_DECIMALS: "小数点以下は2桁までです（例：100.50）",
  MONEY_TOO_LARGE: "金額は最大 {{max}} までです",
  MONEY_NOT_POSITIVE: "金額は0より大きくしてください",
};
