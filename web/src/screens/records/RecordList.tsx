import type { ReactNode } from "react";
import { Button, DotLoading, InfiniteScroll, PullToRefresh } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import type { PagedList } from "../../hooks/usePagedList";

/**
 * SPEC sections 2 and 4: a record list pulls to refresh, loads the next page as
 * the player scrolls, and always ends, with "--END--"; an empty list says so and
 * offers to load again.
 */
export function RecordList<T extends { readonly id: number }>({ list, children, testId }: { list: PagedList<T>; children: (item: T) => ReactNode; testId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  let body: ReactNode;
  if (list.pending) body = <PageLoading />;
  else if (list.failed)
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(list.error)}>
        <Button color="primary" shape="rounded" onClick={() => void list.refresh()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else if (list.items.length === 0)
    body = (
      <div data-testid={`${testId}-empty`}>
        <StatusBlock kind="empty" title={t("records.noData")}>
          <button type="button" className="records-link" onClick={() => void list.refresh()} data-testid={`${testId}-reload`}>
            {t("records.reload")}
          </button>
        </StatusBlock>
      </div>
    );
  else
    body = (
      <>
        <div className="records-items">{list.items.map(children)}</div>
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} threshold={120}>
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className="records-link" onClick={() => void retry()}>
                {t("records.loadMoreFailed")}
              </button>
            ) : hasMore ? (
              <DotLoading />
            ) : (
              <span className="records-end" data-testid={`${testId}-end`}>
                {t("records.end")}
              </span>
            )
          }
        </InfiniteScroll>
      </>
    );

  return (
    <PullToRefresh onRefresh={list.refresh}>
      <div className="records-list" data-testid={testId}>
        {body}
      </div>
    </PullToRefresh>
  );
}
