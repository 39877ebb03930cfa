import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { Pager, QUEUE_REFRESH_MS, StatusTabs, type StatusFilter } from "./QueueControls";
import { QueryState } from "./QueryState";
import { ReviewCard } from "./ReviewCard";

/** /admin/withdrawals: withdrawal requests with the payout details they were made with and the player's turnover. */
export default function WithdrawalsScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>(0);
  const [page, setPage] = useState(1);
  const utils = trpc.useUtils();
  // The queue fills while the operator works: look again now and then.
  const list = trpc.admin.withdrawals.list.useQuery({ status, page }, { refetchInterval: status === 0 ? QUEUE_REFRESH_MS : false });
  const approve = trpc.admin.withdrawals.approve.useMutation();
  const reject = trpc.admin.withdrawals.reject.useMutation();
  const refresh = () => utils.admin.withdrawals.list.invalidate();
  const items = list.data?.items ?? [];

  return (
    <ConsoleLayout title={t("admin.nav.withdrawals")} testId="console-withdrawals">
      <Panel>
        <StatusTabs
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <QueryState query={list} empty={items.length === 0}>
          <div className="console-cards">
            {items.map((item) => (
              <ReviewCard
                key={item.id}
                item={item}
                details={
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
                }
                onApprove={(id, remark) => approve.mutateAsync({ id, ...(remark ? { remark } : {}) }).finally(refresh)}
                onReject={(id, remark) => reject.mutateAsync({ id, remark }).finally(refresh)}
              />
            ))}
          </div>
        </QueryState>
        <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
      </Panel>
    </ConsoleLayout>
  );
}
