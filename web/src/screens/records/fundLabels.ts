import type { TFunction } from "i18next";
import { FUND_TYPE, REVIEW_STATUS, type FundType, type ReviewStatus } from "../../../../src/domain/wallet/fund-log";

/** SPEC section 2: the type filter's choices, "all" first, then the growth engine's credits (ours); adjustments (ours) show under "all". */
export const FUND_FILTERS = ["all", FUND_TYPE.recharge, FUND_TYPE.withdraw, FUND_TYPE.buy, FUND_TYPE.profit, FUND_TYPE.gift, FUND_TYPE.commission, FUND_TYPE.rebate, FUND_TYPE.bonus, FUND_TYPE.refund] as const;
export type FundFilter = (typeof FUND_FILTERS)[number];

export function fundFilterOf(text: string | null): FundFilter {
  const found = FUND_FILTERS.find((f) => String(f) === text);
  return found ?? "all";
}

export function fundTypeLabel(t: TFunction, type: FundType | "all"): string {
  switch (type) {
    case "all":
      return t("records.fundAll");
    case FUND_TYPE.recharge:
      return t("records.fundRecharge");
    case FUND_TYPE.withdraw:
      return t("records.fundWithdraw");
    case FUND_TYPE.buy:
      return t("records.fundBuy");
    case FUND_TYPE.profit:
      return t("records.fundProfit");
    case FUND_TYPE.gift:
      return t("records.fundGift");
    case FUND_TYPE.adjustment:
      return t("records.fundAdjustment");
    case FUND_TYPE.commission:
      return t("records.fundCommission");
    case FUND_TYPE.rebate:
      return t("records.fundRebate");
    case FUND_TYPE.bonus:
      return t("records.fundBonus");
    case FUND_TYPE.refund:
      return t("records.fundRefund");
  }
}

/** SPEC section 4: 0 under review, 1 approved, 2 rejected. */
export function reviewLabel(t: TFunction, status: ReviewStatus): string {
  switch (status) {
    case REVIEW_STATUS.pending:
      return t("records.reviewPending");
    case REVIEW_STATUS.approved:
      return t("records.reviewApproved");
    case REVIEW_STATUS.rejected:
      return t("records.reviewRejected");
  }
}
