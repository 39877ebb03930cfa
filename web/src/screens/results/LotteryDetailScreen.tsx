import { useEffect } from "react";
import { Button, InfiniteScroll, PullToRefresh, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ChevronRightIcon } from "../../components/icons";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { gameLabel } from "../../format/game";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { historyStart } from "./day";
import { useGameToday } from "./today";
import { DrawDigits } from "./DrawDigits";
import { formatDrawTime } from "./time";
import { linkTo, useGameQuery } from "./query";
import "./results.css";

const PAGE_SIZE = 20;

/** SPEC section 2, /lotteryDetail: a game's draws of the past year, newest first, a page at a time; a draw opens its proof. */
export default function LotteryDetailScreen() {
  const { t } = useTranslation();
  const back = useBack("/");
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { gameId, name } = useGameQuery();
  const { today, ready, adoptServerToday } = useGameToday(gameId);
  const utils = trpc.useUtils();

  const history = useInfiniteQuery({
    queryKey: ["results", "history", gameId, today],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => utils.client.round.history.query({ gameId, from: historyStart(today), to: today, page: pageParam, pageSize: PAGE_SIZE }),
    getNextPageParam: (last, _pages, page) => (last.hasMore ? page + 1 : undefined),
    enabled: ready,
  });
  useEffect(() => {
    if (history.error) adoptServerToday(history.error);
  }, [history.error, adoptServerToday]);
  const draws = history.data?.pages.flatMap((page) => page.items) ?? [];
  const title = name ? t("results.historyTitle", { game: gameLabel(t, name) }) : t("results.historyTitlePlain");

  let body;
  if (history.isPending) {
    body = <Skeleton.Paragraph lineCount={8} animated className="results-skeleton" />;
  } else if (history.isError && draws.length === 0) {
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(history.error)}>
        <Button size="small" shape="rounded" onClick={() => void history.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  } else if (draws.length === 0) {
    body = <StatusBlock kind="empty" title={t("results.noDraws")} description={t("results.noDrawsHint")} />;
  } else {
    body = (
      <>
        <ul className="draw-list" data-testid="draw-list">
          {draws.map((draw) => (
            <li key={draw.issue}>
              <button
                type="button"
                className="draw-item"
                data-testid="draw-item"
                data-issue={draw.issue}
                onClick={() => void navigate(linkTo("/drawDetail", { game_id: gameId, issue: draw.issue, ...(name ? { name } : {}) }))}
              >
                <span className="draw-item-head">
                  <span className="draw-issue">{t("results.issue", { issue: draw.issue })}</span>
                  <span className="draw-time">{formatDrawTime(draw.drawAtMs)}</span>
                </span>
                <span className="draw-item-body">
                  <DrawDigits digits={draw.digits} sum={draw.sum} labels={draw.labels} />
                  <ChevronRightIcon className="draw-item-arrow" />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <InfiniteScroll loadMore={async () => void (await history.fetchNextPage())} hasMore={history.hasNextPage}>
          {history.hasNextPage ? t("common.loading") : <span data-testid="draw-list-end">--END--</span>}
        </InfiniteScroll>
      </>
    );
  }

  return (
    <div className="results-page" data-testid="lottery-detail">
      <NavBar onBack={back} className="page-navbar">
        {title}
      </NavBar>
      <PullToRefresh onRefresh={async () => void (await history.refetch())}>
        <div className="results-body">{body}</div>
      </PullToRefresh>
    </div>
  );
}
