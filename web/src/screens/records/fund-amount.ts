import { FUND_TYPE, REVIEW_STATUS, type FundType, type ReviewStatus } from "../../../../src/domain/wallet/fund-log";

/**
 * How a fund line's amount reads. A deposit under review has moved no money yet: it is
 * "requested", without a sign, in a neutral colour, never shown like a credit. A rejected
 * line moved nothing in the end (a rejected withdrawal's hold was given back): struck through.
 * Everything else is money in (+) or out (-).
 */
type FundAmountKind = "in" | "out" | "requested" | "rejected";

export interface FundAmountView {
  readonly kind: FundAmountKind;
  /** "+", "-" (the amount's own sign, kept by money()) or "" for no sign. */
  readonly sign: "+" | "";
  /** The amount to format: the absolute value when no sign is shown. */
  readonly amountMinor: number;
}

export function fundAmountView(line: { readonly type: FundType; readonly status: ReviewStatus; readonly quantityMinor: number }): FundAmountView {
  if (line.status === REVIEW_STATUS.rejected) return { kind: "rejected", sign: "", amountMinor: Math.abs(line.quantityMinor) };
  if (line.status === REVIEW_STATUS.pending && line.type === FUND_TYPE.recharge) return { kind: "requested", sign: "", amountMinor: Math.abs(line.quantityMinor) };
  if (line.quantityMinor < 0) return { kind: "out", sign: "", amountMinor: line.quantityMinor };
  return { kind: "in", sign: line.quantityMinor > 0 ? "+" : "", amountMinor: line.quantityMinor };
}
