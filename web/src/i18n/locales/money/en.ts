/** What a money field says under itself when its text is not an amount (en); en.ts is the shape the others must match. Keys are src/domain/money.ts's refusal codes. */
export const moneyInput = {
  required: "Enter an amount",
  MONEY_INVALID: "Enter the amount in digits only, like 100 or 100.50",
  MONEY_NEGATIVE: "The amount cannot be negative",
  MONEY_TOO_MANY_DECIMALS: "At most 2 decimal places, like 100.50",
  MONEY_TOO_LARGE: "The amount can be at most {{max}}",
  MONEY_NOT_POSITIVE: "The amount must be more than 0",
};
