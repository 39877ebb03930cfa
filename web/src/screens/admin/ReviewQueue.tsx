import { useState, type ReactNode } from "react";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { Pager, StatusTabs, type StatusFilter } from "./QueueControls";
import { NO_FILTERS, QueueFilters, refusedFilter, type QueueFilterValues } from "./QueueFilters";
import { QueryState } from "./QueryState";
import { ReviewCard, type ReviewItem } from "./ReviewCard";
import type { ApproveFacts } from "./review-item";
import { ApprovalThreshold, useApprovalThreshold } from "./ApprovalThreshold";

/** What a queue screen gives the shared layout: its requests for a status and page, and its two decisions. */
export interface QueueApi<Item extends ReviewItem> {
  readonly list: {
    readonly data: { readonly items: readonly Item[]; readonly hasMore: boolean } | undefined;
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly error: unknown;
    refetch(): unknown;
  };
  approve(id: number, remark: string): Promise<unknown>;
  reject(id: number, remark: string): Promise<unknown>;
}

/**
 * The deposit and withdrawal queues share everything but their API and the
 * details of a request (currency, or payout account): status tabs, the cards
 * with their locked decision buttons, paging.
 */
export function ReviewQueue<Item extends ReviewItem>({
  title,
  testId,
  useQueue,
  details,
  facts,
  exportList,
}: {
  title: string;
  testId: string;
  /** A hook (called on every render): the list for the status, filters and page chosen, and the decisions. */
  useQueue: (status: StatusFilter, page: number, filters: QueueFilterValues) => QueueApi<Item>;
  /** The list's name in its CSV export's address. */
  exportList: "deposits" | "withdrawals";
  details: (item: Item) => ReactNode;
  /** The channel and reference an approval's confirmation names. */
  facts: (item: Item) => ApproveFacts;
}) {
  const [status, setStatus] = useState<StatusFilter>(0);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<QueueFilterValues>(NO_FILTERS);
  const { list, approve, reject } = useQueue(status, page, filters);
  const items = list.data?.items ?? [];
  const thresholdMinor = useApprovalThreshold();

  return (
    <ConsoleLayout title={title} testId={testId}>
      <Panel>
        <ApprovalThreshold />
        <StatusTabs
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <QueueFilters
          list={exportList}
          status={status}
          applied={filters}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
          error={list.error}
        />
        {/* A refused filter is named in the bar, next to its box; any other failure here, with a retry. */}
        {refusedFilter(list.error) === null && (
          <QueryState query={list} empty={items.length === 0}>
            <div className="console-cards">
              {items.map((item) => (
                <ReviewCard key={item.id} item={item} details={details(item)} facts={facts(item)} thresholdMinor={thresholdMinor} onApprove={approve} onReject={reject} />
              ))}
            </div>
          </QueryState>
        )}
        <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
      </Panel>
    </ConsoleLayout>
  );
}
