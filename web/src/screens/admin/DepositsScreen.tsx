import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { Pager, QUEUE_REFRESH_MS, StatusTabs, type StatusFilter } from "./QueueControls";
import { QueryState } from "./QueryState";
import { ReviewCard } from "./ReviewCard";

/** /admin/deposits: deposit requests under review (oldest first), or the history by decision. */
export default function DepositsScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>(0);
  const [page, setPage] = useState(1);
  const utils = trpc.useUtils();
  // The queue fills while the operator works: look again now and then.
  const list = trpc.admin.deposits.list.useQuery({ status, page }, { refetchInterval: status === 0 ? QUEUE_REFRESH_MS : false });
  const approve = trpc.admin.deposits.approve.useMutation();
  const reject = trpc.admin.deposits.reject.useMutation();
  const refresh = () => utils.admin.deposits.list.invalidate();
  const items = list.data?.items ?? [];

  return (
    <ConsoleLayout title={t("admin.nav.deposits")} testId="console-deposits">
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
                  <>
                    <dt>{t("admin.review.currency")}</dt>
                    <dd data-testid="review-currency">{item.currency}</dd>
                  </>
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
