import { formatMoney } from "../../../src/domain/money";

/** A tRPC amount (integer minor units) as the product shows it: "10000.00". */
export const money = (amountMinor: number): string => formatMoney(amountMinor);
