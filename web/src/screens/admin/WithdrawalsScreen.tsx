import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";
import { QUEUE_REFRESH_MS, type StatusFilter } from "./QueueControls";
import { ReviewQueue } from "./ReviewQueue";

/** /admin/withdrawals: withdrawal requests with the payout details they were made with and the player's turnover. */
export default function WithdrawalsScreen() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      title={t("admin.nav.withdrawals")}
      testId="console-withdrawals"
      useQueue={useWithdrawalsQueue}
      details={(item) => (
        item.payout.type === 0 ? (
          <>
            <dt>{t("admin.review.payoutMethod")}</dt>
            <dd>{t("admin.review.bankCard")}</dd>
            <dt>{t("admin.review.bank")}</dt>
            <dd>{item.payout.accBank}</dd>
            <dt>{t("admin.review.holder")}</dt>
            <dd>{item.payout.acc}</dd>
            <dt>{t("admin.review.cardNumber")}</dt>
            <dd data-testid="review-payout-account">{item.payout.accName}</dd>
          </>
        ) : (
          <>
            <dt>{t("admin.review.payoutMethod")}</dt>
            <dd>{t("admin.review.virtualWallet")}</dd>
            <dt>{t("admin.review.walletType")}</dt>
            <dd>{item.payout.accName}</dd>
            <dt>{t("admin.review.address")}</dt>
            <dd data-testid="review-payout-account">{item.payout.acc}</dd>
          </>
        )
      )}
    />
  );
}

function useWithdrawalsQueue(status: StatusFilter, page: number) {
  const utils = trpc.useUtils();
  // The queue fills while the operator works: look again now and then.
  const list = trpc.admin.withdrawals.list.useQuery({ status, page }, { refetchInterval: status === 0 ? QUEUE_REFRESH_MS : false });
  const approve = trpc.admin.withdrawals.approve.useMutation();
  const reject = trpc.admin.withdrawals.reject.useMutation();
  const refresh = () => utils.admin.withdrawals.list.invalidate();
  return {
    list,
    approve: (id: number, remark: string) => approve.mutateAsync({ id, ...(remark ? { remark } : {}) }).finally(refresh),
    reject: (id: number, remark: string) => reject.mutateAsync({ id, remark }).finally(refresh),
  };
}
