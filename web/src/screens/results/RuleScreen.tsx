import { useState } from "react";
import { Button, Selector, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { theoreticalRtp } from "../../../../src/domain/betting/odds";
import { playTypeDef } from "../../../../src/domain/betting/outcome";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { money } from "../../format/money";
import { playLabel } from "../../format/game";
import { trpc, type RouterOutputs } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { useScheduleParams } from "../../hooks/useSchedule";
import { GameSwitcher } from "./GameSwitcher";
import { parseId } from "./query";
import { sumRangeOf } from "./sum-range";
import "./results.css";
import { formatOdds } from "../../../../src/domain/betting/odds";

type OddsView = RouterOutputs["round"]["odds"];
type OddsEntry = OddsView["base"][number];

/** A return to player as a percentage with two decimals: 0.97 -> "97.00%". */
const rtpText = (rtp: number): string => `${(Math.round(rtp * 10_000) / 100).toFixed(2)}%`;

/**
 * SPEC section 2, /rule: the game rules. Every play type with the sums it wins
 * on, the chosen room's odds and the theoretical return to player those odds
 * give (computed here from the probability table, not taken on trust).
 */
export default function RuleScreen() {
  const { t } = useTranslation();
  const back = useBack("/");
  const errorText = useErrorText();
  const schedule = useScheduleParams();
  const [params] = useSearchParams();
  const games = trpc.home.games.useQuery();
  const [gameChoice, setGameChoice] = useState<number | null>(null);
  const [roomChoice, setRoomChoice] = useState<number | null>(parseId(params.get("room_id") ?? params.get("plan_id")));

  const list = games.data?.games ?? [];
  const roomGame = roomChoice !== null ? list.find((g) => g.rooms.some((r) => r.id === roomChoice)) : undefined;
  const game = list.find((g) => g.id === gameChoice) ?? roomGame ?? list.find((g) => g.id === parseId(params.get("game_id"))) ?? list[0];
  const room = game?.rooms.find((r) => r.id === roomChoice) ?? game?.rooms[0];
  const odds = trpc.round.odds.useQuery({ roomId: room?.id ?? 0 }, { enabled: room !== undefined });

  let table;
  if (games.isPending || (room && odds.isPending)) table = <Skeleton.Paragraph lineCount={10} animated className="results-skeleton" />;
  else if (games.isError || odds.isError)
    table = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(games.error ?? odds.error)}>
        <Button size="small" shape="rounded" onClick={() => void (games.isError ? games.refetch() : odds.refetch())}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else if (!odds.data) table = <StatusBlock kind="empty" title={t("results.noRooms")} />;
  else
    table = (
      <>
        <OddsTable title={t("results.rangeBets")} entries={odds.data.base} />
        <OddsTable title={t("results.numberBets")} entries={odds.data.numbers} />
      </>
    );

  return (
    <div className="results-page" data-testid="rule">
      <NavBar onBack={back} className="page-navbar">
        {t("results.ruleTitle")}
      </NavBar>
      <div className="results-body">
        <section className="results-card rule-text">
          <h3 className="results-card-title">{t("results.howToPlay")}</h3>
          <p>{t("results.ruleDraw")}</p>
          {schedule ? <p data-testid="rule-schedule">{t("results.ruleRound", schedule)}</p> : <Skeleton.Paragraph lineCount={2} animated />}
          <p>{t("results.ruleOdds")}</p>
          <p className="rule-warning">{t("results.ruleOpposite")}</p>
        </section>
        {game && (
          <GameSwitcher
            gameId={game.id}
            onChange={(next) => {
              setGameChoice(next.id);
              setRoomChoice(null);
            }}
          />
        )}
        {game && game.rooms.length > 0 && (
          <section className="results-card">
            <Selector
              className="room-selector"
              columns={3}
              value={room ? [room.id] : []}
              options={game.rooms.map((r) => ({ label: r.title, value: r.id }))}
              onChange={(value) => value[0] !== undefined && setRoomChoice(value[0])}
            />
            {room && (
              <p className="proof-hint" data-testid="rule-room">
                {t("results.roomLimits", { join: money(room.joinLimitMinor), min: money(room.minStakeMinor), max: money(room.maxStakeMinor) })}
              </p>
            )}
          </section>
        )}
        {table}
      </div>
    </div>
  );
}

function OddsTable({ title, entries }: { title: string; entries: readonly OddsEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className="results-card">
      <h3 className="results-card-title">{title}</h3>
      <table className="odds-table" data-testid="odds-table">
        <thead>
          <tr>
            <th>{t("results.playType")}</th>
            <th>{t("results.sums")}</th>
            <th>{t("results.odds")}</th>
            <th>{t("results.rtp")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.playType} data-testid="odds-row" data-play-type={entry.playType}>
              <td>{playLabel(t, entry.key, entry.playType)}</td>
              <td>
                <SumsText playType={entry.playType} />
              </td>
              <td data-testid="odds-value">{formatOdds(entry.oddsHundredths)}</td>
              <td data-testid="odds-rtp">{rtpText(theoreticalRtp(entry.playType, entry.oddsHundredths))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SumsText({ playType }: { playType: number }) {
  const { t } = useTranslation();
  const def = playTypeDef(playType);
  const range = def ? sumRangeOf(def) : null;
  if (!range) return null;
  switch (range.kind) {
    case "one":
      return <>{range.from}</>;
    case "run":
      return <>{t("results.rangeRun", { from: range.from, to: range.to })}</>;
    case "odd":
      return <>{t("results.rangeOdd", { from: range.from, to: range.to })}</>;
    case "even":
      return <>{t("results.rangeEven", { from: range.from, to: range.to })}</>;
  }
}
