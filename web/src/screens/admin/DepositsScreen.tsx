import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";
import { QUEUE_REFRESH_MS, type StatusFilter } from "./QueueControls";
import { ReviewQueue } from "./ReviewQueue";

/** /admin/deposits: deposit requests under review (oldest first), or the history by decision. */
export default function DepositsScreen() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      title={t("admin.nav.deposits")}
      testId="console-deposits"
      useQueue={useDepositsQueue}
      details={(item) => (
        <>
          <dt>{t("admin.review.currency")}</dt>
          <dd data-testid="review-currency">{item.currency}</dd>
        </>
      )}
    />
  );
}

function useDepositsQueue(status: StatusFilter, page: number) {
  const utils = trpc.useUtils();
  // The queue fills while the operator works: look again now and then.
  const list = trpc.admin.deposits.list.useQuery({ status, page }, { refetchInterval: status === 0 ? QUEUE_REFRESH_MS : false });
  const approve = trpc.admin.deposits.approve.useMutation();
  const reject = trpc.admin.deposits.reject.useMutation();
  const refresh = () => utils.admin.deposits.list.invalidate();
  return {
    list,
    approve: (id: number, remark: string) => approve.mutateAsync({ id, ...(remark ? { remark } : {}) }).finally(refresh),
    reject: (id: number, remark: string) => reject.mutateAsync({ id, remark }).finally(refresh),
  };
}
