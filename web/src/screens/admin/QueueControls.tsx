import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { ConsoleTabs } from "./ConsoleTabs";

export type StatusFilter = 0 | 1 | 2 | null;

/** How often a queue under review is asked again while it is on screen. */
export const QUEUE_REFRESH_MS = 15_000;

const FILTER_KEYS = ["pending", "approved", "rejected", "all"] as const;
const filterOf = (key: string): StatusFilter => (key === "pending" ? 0 : key === "approved" ? 1 : key === "rejected" ? 2 : null);
const keyOf = (status: StatusFilter): string => FILTER_KEYS[status ?? 3];

/** The queue (under review) or the history by decision. */
export function StatusTabs({ value, onChange }: { value: StatusFilter; onChange: (status: StatusFilter) => void }) {
  const { t } = useTranslation();
  return (
    <ConsoleTabs
      activeKey={keyOf(value)}
      onChange={(key) => onChange(filterOf(key))}
      className="console-status-tabs"
      tabs={[
        { key: "pending", title: t("admin.review.statusPending") },
        { key: "approved", title: t("admin.review.statusApproved") },
        { key: "rejected", title: t("admin.review.statusRejected") },
        { key: "all", title: t("admin.review.all") },
      ]}
    />
  );
}

/** Previous / next page of a paged list (the API says whether there is more). */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (page === 1 && !hasMore) return null;
  return (
    <div className="console-actions console-pager">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
        {t("admin.common.previous")}
      </Button>
      <span className="console-muted">{t("admin.common.page", { page })}</span>
      <Button size="small" disabled={!hasMore} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {t("admin.common.next")}
      </Button>
    </div>
  );
}
