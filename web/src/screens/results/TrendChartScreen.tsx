import { useEffect, useState } from "react";
import { Button, DatePicker, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { SideScroll } from "../../components/SideScroll";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { gameLabel } from "../../format/game";
import { trpc, type RouterOutputs } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { dateOf, dayOf, FIRST_DAY } from "./day";
import { useGameToday } from "./today";
import { GameSwitcher } from "./GameSwitcher";
import { linkTo, useGameQuery } from "./query";
import "./results.css";

type TrendTable = RouterOutputs["round"]["trend"];
type Column = keyof TrendTable["counts"];

/** The columns in the order SPEC section 2 names them, each labelled by its play type's name. */
const COLUMNS: readonly { column: Column; play: string }[] = [
  { column: "bigSingle", play: "big_single" },
  { column: "smallSingle", play: "small_single" },
  { column: "bigDouble", play: "big_double" },
  { column: "smallDouble", play: "small_double" },
  { column: "big", play: "big" },
  { column: "small", play: "small" },
  { column: "single", play: "single" },
  { column: "double", play: "double" },
];

/** SPEC section 2, /trendChart: one day of a game's draws, a row per round with its sum and the outcomes it hit. */
export default function TrendChartScreen() {
  const { t } = useTranslation();
  const back = useBack("/");
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { gameId, name } = useGameQuery();
  const { today, salesDay, ready, adoptServerToday } = useGameToday(gameId);
  const [picked, setPicked] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const day = picked !== null && picked <= today ? picked : salesDay;
  const trend = trpc.round.trend.useQuery({ gameId, day }, { enabled: ready });
  useEffect(() => {
    if (trend.error) adoptServerToday(trend.error);
  }, [trend.error, adoptServerToday]);

  const switchGame = (game: { id: number; name: string }) => void navigate(linkTo("/trendChart", { game_id: game.id, name: game.name }), { replace: true });
  const rows = trend.data ? [...trend.data.rows].reverse() : [];

  let body;
  if (trend.isPending) body = <Skeleton.Paragraph lineCount={10} animated className="results-skeleton" />;
  else if (trend.isError)
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(trend.error)}>
        <Button size="small" shape="rounded" onClick={() => void trend.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else if (rows.length === 0) body = <StatusBlock kind="empty" title={t("results.noDraws")} description={t("results.noDrawsOnDay", { day })} />;
  else
    body = (
      <div className="trend-scroll">
        <SideScroll hint={t("results.swipeForColumns")} label={t("results.trendTitlePlain")} testId="trend-scroll">
          <table className="trend-table" data-testid="trend-table">
            <thead>
              <tr>
                <th>{t("results.issueLabel")}</th>
                <th>{t("results.sum")}</th>
                {COLUMNS.map(({ column, play }) => (
                  <th key={column}>{t(`play.${play}` as "play.big")}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.issue} data-testid="trend-row" data-sum={row.sum}>
                  <td className="trend-issue">{row.issue.slice(8)}</td>
                  <td className="trend-sum" data-testid="trend-sum">
                    {row.sum}
                  </td>
                  {COLUMNS.map(({ column, play }) => (
                    <td key={column} data-column={play} className={row.flags[column] ? `trend-hit trend-hit-${play}` : undefined} data-hit={row.flags[column] ? "1" : undefined}>
                      {row.flags[column] ? t(`play.${play}` as "play.big") : ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={2}>{t("results.occurrences")}</th>
                {COLUMNS.map(({ column }) => (
                  <td key={column} data-testid={`trend-count-${column}`}>
                    {trend.data.counts[column]}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </SideScroll>
      </div>
    );

  return (
    <div className="results-page" data-testid="trend-chart">
      <NavBar onBack={back} className="page-navbar">
        {name ? t("results.trendTitle", { game: gameLabel(t, name) }) : t("results.trendTitlePlain")}
      </NavBar>
      <GameSwitcher gameId={gameId} onChange={switchGame} />
      <div className="trend-toolbar">
        <button type="button" className="date-button" onClick={() => setPicking(true)} data-testid="trend-date">
          {day}
        </button>
        {trend.data && <span className="trend-total">{t("results.roundsCount", { n: trend.data.rows.length })}</span>}
      </div>
      <DatePicker
        visible={picking}
        onClose={() => setPicking(false)}
        min={dateOf(FIRST_DAY)}
        max={dateOf(today)}
        value={dateOf(day)}
        precision="day"
        title={t("results.pickDate")}
        confirmText={t("results.confirm")}
        cancelText={t("common.cancel")}
        onConfirm={(value) => setPicked(dayOf(value))}
      />
      <div className="results-body">{body}</div>
    </div>
  );
}
