import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { trpc, type RouterOutputs } from "../../trpc";
import { QUEUE_REFRESH_MS, type StatusFilter } from "./QueueControls";
import { filterInput, type QueueFilterValues } from "./QueueFilters";
import { ReviewQueue } from "./ReviewQueue";
import "./channels/channels.css";

type DepositItem = RouterOutputs["admin"]["deposits"]["list"]["items"][number];

/**
 * /admin/deposits: deposit requests under review (oldest first), or the
 * history by decision; each with what to match against the money that
 * arrived: the channel, the payer's reference (warned when an approved
 * deposit already used it) and the receipt.
 */
export default function DepositsScreen() {
  const { t } = useTranslation();
  return <ReviewQueue title={t("admin.nav.deposits")} testId="console-deposits" exportList="deposits" useQueue={useDepositsQueue} details={(item) => <DepositDetails item={item} />} facts={(item) => depositFacts(t, item)} />;
}

/** What an approval's confirmation names: the channel paid through and the payer's reference. */
function depositFacts(t: TFunction, item: DepositItem) {
  return {
    channel: item.channel === null ? t("admin.channels.queueNoChannel") : `${item.channel.label} (${item.currency})`,
    reference: item.reference === "" ? t("admin.channels.queueNoReference") : item.reference,
  };
}

function DepositDetails({ item }: { item: DepositItem }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t("admin.review.currency")}</dt>
      <dd data-testid="review-currency">{item.currency}</dd>
      <dt>{t("admin.channels.queueChannel")}</dt>
      <dd data-testid="review-channel">{item.channel === null ? <span className="console-muted">{t("admin.channels.queueNoChannel")}</span> : item.channel.label}</dd>
      <dt>{t("admin.channels.queueReference")}</dt>
      <dd>
        {item.reference === "" ? (
          <span className="console-muted">{t("admin.channels.queueNoReference")}</span>
        ) : (
          <span className="console-reference" data-testid="review-reference">
            {item.reference}
          </span>
        )}
        {item.referenceUsedBy !== null && (
          <div className="console-tag console-tag-bad" data-testid="review-reference-reused">
            {t("admin.channels.queueReused", { id: item.referenceUsedBy })}
          </div>
        )}
      </dd>
      <dt>{t("admin.channels.queueReceipt")}</dt>
      <dd data-testid="review-receipt">
        {item.receipt === null ? (
          <span className="console-muted">{t("admin.channels.queueNoReceipt")}</span>
        ) : (
          <a href={`/receipts/deposits/${item.id}`} target="_blank" rel="noopener noreferrer" title={t("admin.channels.queueOpenReceipt")}>
            <img className="console-receipt" src={`/receipts/deposits/${item.id}`} alt={t("admin.channels.queueOpenReceipt")} />
          </a>
        )}
      </dd>
    </>
  );
}

function useDepositsQueue(status: StatusFilter, page: number, filters: QueueFilterValues) {
  const utils = trpc.useUtils();
  // The queue fills while the operator works: look again now and then.
  const list = trpc.admin.deposits.list.useQuery({ status, page, ...filterInput(filters), channelId: filters.channelId }, { refetchInterval: status === 0 ? QUEUE_REFRESH_MS : false });
  const approve = trpc.admin.deposits.approve.useMutation();
  const reject = trpc.admin.deposits.reject.useMutation();
  const refresh = () => utils.admin.deposits.list.invalidate();
  return {
    list,
    approve: (id: number, remark: string) => approve.mutateAsync({ id, ...(remark ? { remark } : {}) }).finally(refresh),
    reject: (id: number, remark: string) => reject.mutateAsync({ id, remark }).finally(refresh),
  };
}
