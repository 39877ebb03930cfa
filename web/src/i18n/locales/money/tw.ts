import type { moneyInput as en } from "./en";

/** 金額輸入欄下方的提示（tw）。 */
export const moneyInput: typeof en = {
  required: "請輸入金額",
  MONEY_INVALID: "金額只能輸入數字，例如 100 或 100.50",
  MONEY_NEGATIVE: "金額不可為負數",
  MONEY_TOO_MANY_DECIMALS: "最多只能有兩位小數，例如 100.50",
  MONEY_TOO_LARGE: "金額最多為 {{max}}",
  MONEY_NOT_POSITIVE: "金額必須大於 0",
};
