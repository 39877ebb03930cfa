import type { moneyInput as en } from "./en";

/** 금액 입력란 아래에 표시하는 안내 (kor). */
export const moneyInput: typeof en = {
  required: "금액을 입력해 주세요",
  MONEY_INVALID: "금액은 숫자로만 입력해 주세요 (예: 100, 100.50)",
  MONEY_NEGATIVE: "금액은 음수일 수 없습니다",
  MONEY_TOO_MANY_DECIMALS: "소수점 이하 2자리까지 입력할 수 있습니다 (예: 100.50)",
  MONEY_TOO_LARGE: "금액은 최대 {{max}}까지입니다",
  MONEY_NOT_POSITIVE: "금액은 0보다 커야 합니다",
};
