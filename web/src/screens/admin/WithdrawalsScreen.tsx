import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";
import { formatMoment } from "./format";
import { QUEUE_REFRESH_MS, type StatusFilter } from "./QueueControls";
import { filterInput, type QueueFilterValues } from "./QueueFilters";
import { ReviewQueue } from "./ReviewQueue";

/** /admin/withdrawals: withdrawal requests with the payout details they were made with and the player's turnover. */
export default function WithdrawalsScreen() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      title={t("admin.nav.withdrawals")}
      testId="console-withdrawals"
      exportList="withdrawals"
      useQueue={useWithdrawalsQueue}
      facts={(item) => ({
        // Where the money goes: the bank card (bank, holder) or the wallet type, and the card number or address.
        channel: item.payout.type === 0 ? `${t("admin.review.bankCard")} · ${item.payout.accBank} · ${item.payout.acc}` : `${t("admin.review.virtualWallet")} · ${item.payout.accName}`,
        reference: item.payout.type === 0 ? item.payout.accName : item.payout.acc,
      })}
      details={(item) => (
        <>
          {item.payoutChangedAtMs !== null && (
            <>
              <dt>{t("admin.review.payoutChanged")}</dt>
              <dd className="console-alert" data-testid="review-payout-changed">
                {formatMoment(item.payoutChangedAtMs)}
              </dd>
            </>
          )}
          <PayoutDetails payout={item.payout} />
        </>
      )}
    />
  );
}

/** The payout details a request was made with: a bank card or a virtual wallet. */
function PayoutDetails({ payout }: { payout: { type: number; acc: string; accName: string; accBank: string } }) {
  const { t } = useTranslation();
  return payout.type === 0 ? (
    <>
      <dt>{t("admin.review.payoutMethod")}</dt>
      <dd>{t("admin.review.bankCard")}</dd>
      <dt>{t("admin.review.bank")}</dt>
      <dd>{payout.accBank}</dd>
      <dt>{t("admin.review.holder")}</dt>
      <dd>{payout.acc}</dd>
      <dt>{t("admin.review.cardNumber")}</dt>
      <dd data-testid="review-payout-account">{payout.accName}</dd>
    </>
  ) : (
    <>
      <dt>{t("admin.review.payoutMethod")}</dt>
      <dd>{t("admin.review.virtualWallet")}</dd>
      <dt>{t("admin.review.walletType")}</dt>
      <dd>{payout.accName}</dd>
      <dt>{t("admin.review.address")}</dt>
      <dd data-testid="review-payout-account">{payout.acc}</dd>
    </>
  );
}

function useWithdrawalsQueue(status: StatusFilter, page: number, filters: QueueFilterValues) {
  const utils = trpc.useUtils();
  // The queue fills while the operator works: look again now and then.
  const list = trpc.admin.withdrawals.list.useQuery({ status, page, ...filterInput(filters) }, { refetchInterval: status === 0 ? QUEUE_REFRESH_MS : false });
  const approve = trpc.admin.withdrawals.approve.useMutation();
  const reject = trpc.admin.withdrawals.reject.useMutation();
  const refresh = () => utils.admin.withdrawals.list.invalidate();
  return {
    list,
    approve: (id: number, remark: string) => approve.mutateAsync({ id, ...(remark ? { remark } : {}) }).finally(refresh),
    reject: (id: number, remark: string) => reject.mutateAsync({ id, remark }).finally(refresh),
  };
}
