import type { Minor } from "../money";

/**
 * What the growth engine pays (issue 40), each as a ledger transfer from the house's promotions account to the
 * beneficiary's available money, with a fund line of its own type and one row in the payouts table.
 */
export const PAYOUT_KINDS = ["commission", "rebate", "bonus"] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/**
 * One payment. `key` is unique for ever: it names the kind, the beneficiary and the period or promotion
 * (payoutKey), so that a run killed half-way and run again, or the same run on two servers, pays once.
 */
export interface Payout {
  readonly key: string;
  readonly kind: PayoutKind;
  readonly userId: number;
  readonly amountMinor: Minor;
  /** The period the payment is for ("2026-11-28", "week:2026-11-23") or the promotion's ("promotion:7"). */
  readonly periodKey: string;
  /** What paid it: "commission", "rebate", "promotion:7", "level:2". */
  readonly source: string;
  /** JSON of what the amount was computed from, for the screens that explain it ("{}" when nothing more). */
  readonly detail: string;
  /** The fund line's remark the player reads (the legacy layer prefixes the kind). */
  readonly mark: string;
  readonly atMs: number;
}

export interface PaidPayout extends Omit<Payout, "mark"> {
  readonly id: number;
}

/** The unique key of a payment: kind, beneficiary, then what makes it once-only ("2026-11-28", "promotion:7:2026-11-28"). */
export const payoutKey = (kind: PayoutKind, userId: number, once: string): string => `${kind}:${userId}:${once}`;

/** Rates are in basis points: hundredths of a percent (50 = 0.50 %). */
export const BP_PER_WHOLE = 10_000;

/**
 * A rate applied to an amount, floored to the cent: what a beneficiary is owed is never rounded up, so the
 * promotions account's debit is exactly the sum of what it credited. Computed in BigInt, since stakes of a
 * period times a rate may pass 2^53. A negative amount (a net-revenue loss) gives a negative result floored
 * towards minus infinity, which the callers never pay.
 */
export function applyRateFloorMinor(amountMinor: Minor, rateBp: number): Minor {
  const product = BigInt(amountMinor) * BigInt(rateBp);
  const whole = BigInt(BP_PER_WHOLE);
  const quotient = product / whole;
  return Number(product % whole !== 0n && product < 0n ? quotient - 1n : quotient);
}
