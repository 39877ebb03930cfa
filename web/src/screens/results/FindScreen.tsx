import { useState } from "react";
import { Button, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { CandleChart } from "./CandleChart";
import { DrawDigits } from "./DrawDigits";
import { GameSwitcher } from "./GameSwitcher";
import "./results.css";

/** How many rounds the chart shows. */
const CANDLES = 100;

/** SPEC section 2, /find: a tab per game and a candlestick chart of its rounds, with a legend. */
export default function FindScreen() {
  const { t } = useTranslation();
  const back = useBack("/");
  const errorText = useErrorText();
  const games = trpc.home.games.useQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const gameId = chosen ?? games.data?.games[0]?.id ?? null;
  const candles = trpc.round.candles.useQuery({ gameId: gameId ?? 1, limit: CANDLES }, { enabled: gameId !== null, refetchInterval: 20_000 });

  const list = candles.data ?? [];
  const latest = list[list.length - 1];
  const longs = list.filter((c) => c.direction === "long").length;
  const shorts = list.filter((c) => c.direction === "short").length;

  let body;
  if (games.isError || candles.isError)
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(games.error ?? candles.error)}>
        <Button size="small" shape="rounded" onClick={() => void (games.isError ? games.refetch() : candles.refetch())}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else if (candles.isPending) body = <Skeleton animated className="candle-skeleton" />;
  else if (list.length === 0) body = <StatusBlock kind="empty" title={t("results.noDraws")} description={t("results.noDrawsHint")} />;
  else
    body = (
      <>
        <ul className="candle-legend" data-testid="candle-legend">
          <li>
            <span className="legend-swatch" style={{ background: "var(--rise)" }} aria-hidden="true" />
            {t("results.long")} <b data-testid="legend-long">{longs}</b>
          </li>
          <li>
            <span className="legend-swatch" style={{ background: "var(--fall)" }} aria-hidden="true" />
            {t("results.short")} <b data-testid="legend-short">{shorts}</b>
          </li>
          <li>
            <span className="legend-swatch legend-flat" aria-hidden="true" />
            {t("results.flat")} <b>{list.length - longs - shorts}</b>
          </li>
        </ul>
        <CandleChart candles={list} />
        <p className="proof-hint">{t("results.candleHint", { n: list.length })}</p>
        {latest && (
          <div className="results-card candle-latest" data-testid="candle-latest">
            <div className="proof-row">
              <span className="proof-label">{t("results.latestRound")}</span>
              <span>{latest.issue}</span>
            </div>
            <div className="proof-row">
              <span className="proof-label">{t("results.openClose", { open: latest.open, close: latest.close })}</span>
              <span className={`candle-direction candle-${latest.direction}`}>{t(`results.${latest.direction}` as "results.long")}</span>
            </div>
            <div className="proof-row">
              <span className="proof-label">{t("results.sum")}</span>
              <DrawDigits digits={[]} sum={latest.close} labels={latest.labels} />
            </div>
          </div>
        )}
      </>
    );

  return (
    <div className="results-page" data-testid="find">
      <NavBar onBack={back} className="page-navbar">
        {t("results.findTitle")}
      </NavBar>
      {gameId !== null && <GameSwitcher gameId={gameId} onChange={(game) => setChosen(game.id)} />}
      <div className="results-body">{body}</div>
    </div>
  );
}
