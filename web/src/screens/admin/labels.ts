import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** Review status (SPEC section 4): 0 under review, 1 approved, 2 rejected. */
export function useReviewStatusText(): (status: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (status: number) => {
      switch (status) {
        case 0:
          return t("admin.review.statusPending");
        case 1:
          return t("admin.review.statusApproved");
        default:
          return t("admin.review.statusRejected");
      }
    },
    [t],
  );
}

export const reviewStatusClass = (status: number): string => (status === 0 ? "console-warn" : status === 1 ? "console-good" : "console-bad");

/** Player groups (SPEC section 1): 1 registered player, 2 visitor, 3 agent. */
export function useGroupText(): (groupId: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (groupId: number) => {
      switch (groupId) {
        case 2:
          return t("admin.players.groupVisitor");
        case 3:
          return t("admin.players.groupAgent");
        default:
          return t("admin.players.groupPlayer");
      }
    },
    [t],
  );
}

/** Fund log types (SPEC section 3, 5 for an operator's correction, 6-8 the growth engine's credits, 9 a void round's refund). */
export function useFundTypeText(): (type: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (type: number) => {
      switch (type) {
        case 0:
          return t("admin.funds.typeRecharge");
        case 1:
          return t("admin.funds.typeWithdraw");
        case 2:
          return t("admin.funds.typeBuy");
        case 3:
          return t("admin.funds.typeProfit");
        case 4:
          return t("admin.funds.typeGift");
        case 6:
          return t("admin.funds.typeCommission");
        case 7:
          return t("admin.funds.typeRebate");
        case 8:
          return t("admin.funds.typeBonus");
        case 9:
          return t("admin.funds.typeRefund");
        default:
          return t("admin.funds.typeAdjustment");
      }
    },
    [t],
  );
}
