import type { moneyInput as en } from "./en";

/** 金额输入框下方的提示（zh）。 */
export const moneyInput: typeof en = {
  required: "请输入金额",
  MONEY_INVALID: "金额只能输入数字，例如 100 或 100.50",
  MONEY_NEGATIVE: "金额不能为负数",
  MONEY_TOO_MANY_DECIMALS: "最多两位小数，例如 100.50",
  MONEY_TOO_LARGE: "金额最多为 {{max}}",
  MONEY_NOT_POSITIVE: "金额必须大于 0",
};
