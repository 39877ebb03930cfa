import { fail, ok, type Result } from "../errors";
import { formatMoney, parseMoney, units, type Minor, type MoneyRefusal } from "../money";
import { GROUP, type GroupId } from "../accounts/user";

/** The currencies the recharge form offers, default first (SPEC section 5). */
export const RECHARGE_CURRENCIES = [
  "TWD",
  "HKD",
  "MYR",
  "RMB",
  "USDT",
  "USD",
  "GBP",
  "SGD",
  "EUR",
  "JPY",
  "CHF",
  "CAD",
  "AUD",
  "NZD",
  "INR",
] as const;
export type RechargeCurrency = (typeof RECHARGE_CURRENCIES)[number];
export const DEFAULT_RECHARGE_CURRENCY: RechargeCurrency = "TWD";

/** Every currency is credited 1:1, as the form displays: 100 of any currency credits 100.00. */
export const RECHARGE_RATE_DISPLAY = "1:1";

export const RECHARGE_MINIMUM_MINOR: Minor = units(100);

export const isRechargeCurrency = (value: string): value is RechargeCurrency =>
  (RECHARGE_CURRENCIES as readonly string[]).includes(value);

export interface RechargeRequestInput {
  readonly groupId: GroupId;
  /** The raw wire amount: "100.00", "100" or 100. */
  readonly amount: unknown;
  /** Missing or empty means the default currency; matched case-insensitively. */
  readonly currency?: string | null;
}

export interface CheckedRecharge {
  readonly amountMinor: Minor;
  readonly currency: RechargeCurrency;
  /** What the player's balance is credited on approval (1:1). */
  readonly creditMinor: Minor;
}

/** Visitors first (they see a notice to register), then the amount, then the currency. */
/** An amount or currency the recharge rules do not take, or a visitor asking. */
export type RechargeRefusal = MoneyRefusal | "VISITOR_NOT_ALLOWED" | "RECHARGE_MINIMUM" | "CURRENCY_UNKNOWN";

export function checkRecharge(input: RechargeRequestInput): Result<CheckedRecharge, RechargeRefusal> {
  if (input.groupId === GROUP.visitor) return fail("VISITOR_NOT_ALLOWED");
  const amount = parseMoney(input.amount);
  if (!amount.ok) return amount;
  if (amount.value < RECHARGE_MINIMUM_MINOR) return fail("RECHARGE_MINIMUM", { minimum: formatMoney(RECHARGE_MINIMUM_MINOR) });
  const currency = (input.currency ?? "").trim().toUpperCase() || DEFAULT_RECHARGE_CURRENCY;
  if (!isRechargeCurrency(currency)) return fail("CURRENCY_UNKNOWN");
  return ok({ amountMinor: amount.value, currency, creditMinor: amount.value });
}
