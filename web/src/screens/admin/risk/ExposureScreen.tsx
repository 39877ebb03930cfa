import { useCallback, useState } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { money } from "../../../format/money";
import { useNow, usePageVisible } from "../../../hooks/usePageVisible";
import { trpc, type RouterOutputs } from "../../../trpc";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { ConsoleTabs } from "../ConsoleTabs";
import { roomTitle } from "../../room/labels";
import { GamePicker } from "../GamePicker";
import { QueryState } from "../QueryState";
import { TableScroll } from "../TableScroll";
import { ExposureChart } from "./ExposureChart";
import { useExposureStream } from "./useExposureStream";
import "./exposure.css";

type View = RouterOutputs["admin"]["risk"]["exposure"];
type Line = View["total"];

/** "mm:ss" of a countdown (never below zero). */
const clock = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * /admin/exposure: a round's exposure as the bet path keeps it (issue 41): per room and for the whole game, the
 * payout on each of the 28 sums against the cap, the worst case and what is left, and the players with the most
 * staked. The round on sale by default (it follows the next one when it opens) or a recent one. Read again when
 * the game's live stream reports a bet of the round or a round phase: live without polling.
 */
export default function ExposureScreen() {
  const { t } = useTranslation();
  const visible = usePageVisible();
  const [gameId, setGameId] = useState<number | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [scope, setScope] = useState("game");
  const games = trpc.admin.games.overview.useQuery(undefined, { staleTime: 60_000 });
  const game = gameId ?? games.data?.games[0]?.id ?? null;
  const view = trpc.admin.risk.exposure.useQuery({ gameId: game ?? 0, issue }, { enabled: game !== null, placeholderData: keepPreviousData });
  const { refetch } = view;
  const onChange = useCallback(() => void refetch(), [refetch]);
  const data = view.data;
  const connected = useExposureStream(game, data?.round.issue ?? null, visible, onChange);
  const pickGame = (next: number | null) => {
    setGameId(next);
    setIssue(null);
    setScope("game");
  };
  const line: Line | undefined = scope === "game" ? data?.total : data?.rooms.find((room) => String(room.roomId) === scope);

  return (
    <ConsoleLayout title={t("admin.exposure.title")} testId="console-exposure">
      <Panel>
        <div className="console-toolbar">
          <GamePicker value={game} onChange={pickGame} allowAll={false} />
          <select
            className="console-input console-select"
            value={issue ?? ""}
            onChange={(event) => setIssue(event.target.value === "" ? null : event.target.value)}
            aria-label={t("admin.exposure.round")}
            data-testid="exposure-round-picker"
          >
            <option value="">{t("admin.exposure.onSale", { issue: data?.onSaleIssue ?? "" })}</option>
            {(data?.issues ?? [])
              .filter((one) => one !== data?.onSaleIssue)
              .map((one) => (
                <option key={one} value={one}>
                  {one}
                </option>
              ))}
          </select>
        </div>
        {data && <RoundLine view={data} fetchedAtMs={view.dataUpdatedAt} />}
        <p className={connected ? "console-muted" : "console-warn"} role="status" data-testid="exposure-live" data-connected={connected}>
          {connected ? t("admin.exposure.live") : t("admin.exposure.offline")}
        </p>
      </Panel>
      <QueryState query={view} empty={false}>
        {data && (
          <>
            <Panel title={t("admin.exposure.summary")}>
              <Summary view={data} />
            </Panel>
            <Panel title={t("admin.exposure.perSum")}>
              <ConsoleTabs
                tabs={[{ key: "game", title: t("admin.exposure.wholeGame") }, ...data.rooms.map((room) => ({ key: String(room.roomId), title: roomTitle(t, room.title) }))]}
                activeKey={scope}
                onChange={setScope}
              />
              {line && <ExposureChart line={line} drawnSum={data.round.drawnSum} />}
            </Panel>
            <Panel title={t("admin.exposure.topPlayers")}>
              <TopPlayers players={data.topPlayers} />
            </Panel>
          </>
        )}
      </QueryState>
    </ConsoleLayout>
  );
}

/** The round, its state and its countdown by the server's clock (the answer's nowMs, moved on by the local one). */
function RoundLine({ view, fetchedAtMs }: { view: View; fetchedAtMs: number }) {
  const { t } = useTranslation();
  const { round } = view;
  const ticking = round.status === null || round.status === "open" || round.status === "closed";
  const now = useNow(ticking, 1_000);
  const serverNow = view.nowMs + Math.max(0, now - fetchedAtMs);
  const status = statusText(t, round.status);
  let countdown: string | null = null;
  if (round.drawnSum !== null) countdown = t("admin.exposure.drawnSum", { sum: round.drawnSum });
  else if (serverNow < round.closeAtMs) countdown = t("admin.exposure.closesIn", { time: clock(round.closeAtMs - serverNow) });
  else if (serverNow < round.drawAtMs) countdown = t("admin.exposure.drawsIn", { time: clock(round.drawAtMs - serverNow) });
  return (
    <p className="exposure-round" data-testid="exposure-round" data-issue={round.issue}>
      <strong>
        {t("admin.exposure.round")} {round.issue}
      </strong>
      <span className="exposure-status" data-status={round.status ?? "none"}>
        {status}
      </span>
      {countdown && <span data-testid="exposure-countdown">{countdown}</span>}
    </p>
  );
}

function statusText(t: TFunction, status: View["round"]["status"]): string {
  switch (status) {
    case null:
      return t("admin.exposure.statusNone");
    case "open":
      return t("admin.exposure.statusOpen");
    case "closed":
      return t("admin.exposure.statusClosed");
    case "drawn":
      return t("admin.exposure.statusDrawn");
    case "settled":
      return t("admin.exposure.statusSettled");
    default:
      // A round voided (issue 41, void rounds): its bets are refunded, none is paid.
      return t("admin.exposure.statusVoid");
  }
}

function Summary({ view }: { view: View }) {
  const { t } = useTranslation();
  const rows: { key: string; name: string; line: Line }[] = [
    { key: "game", name: t("admin.exposure.wholeGame"), line: view.total },
    ...view.rooms.map((room) => ({ key: String(room.roomId), name: roomTitle(t, room.title), line: room })),
  ];
  return (
    <TableScroll label={t("admin.exposure.summary")}>
      <table className="console-table" data-testid="exposure-summary">
        <thead>
          <tr>
            <th scope="col">{t("admin.exposure.where")}</th>
            <th scope="col" className="num">
              {t("admin.exposure.stake")}
            </th>
            <th scope="col" className="num">
              {t("admin.exposure.bets")}
            </th>
            <th scope="col" className="num">
              {t("admin.exposure.worstCase")}
            </th>
            <th scope="col" className="num">
              {t("admin.exposure.worstSum")}
            </th>
            <th scope="col" className="num">
              {t("admin.exposure.cap")}
            </th>
            <th scope="col" className="num">
              {t("admin.exposure.left")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, line }) => {
            const over = line.capMinor !== null && line.worstCaseMinor > line.capMinor;
            return (
              <tr key={key} data-testid="exposure-line" data-scope={key} data-worst-minor={line.worstCaseMinor}>
                <th scope="row">{name}</th>
                <td className="num">{money(line.stakeMinor)}</td>
                <td className="num">{line.bets}</td>
                <td className={`num${over ? " console-bad" : ""}`}>{money(line.worstCaseMinor)}</td>
                <td className="num">{line.worstSum ?? "-"}</td>
                <td className="num">{line.capMinor === null ? t("admin.exposure.noCap") : money(line.capMinor)}</td>
                <td className={`num${over ? " console-bad" : ""}`}>
                  {line.capMinor === null ? "-" : over ? t("admin.exposure.overCap", { amount: money(line.worstCaseMinor - line.capMinor) }) : money(line.leftMinor ?? 0)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Operators see who the players are (as on every console list): the name links to the player's page. */
function TopPlayers({ players }: { players: View["topPlayers"] }) {
  const { t } = useTranslation();
  if (players.length === 0) return <p className="console-muted">{t("admin.exposure.noBets")}</p>;
  return (
    <TableScroll label={t("admin.exposure.topPlayers")}>
      <table className="console-table" data-testid="exposure-top-players">
        <thead>
          <tr>
            <th scope="col">{t("admin.exposure.player")}</th>
            <th scope="col" className="num">
              {t("admin.exposure.stake")}
            </th>
            <th scope="col" className="num">
              {t("admin.exposure.bets")}
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.userId} data-testid="exposure-top-player" data-user-id={player.userId}>
              <td>
                <Link to={`/admin/player?id=${player.userId}`}>{player.nickname ? `${player.username} (${player.nickname})` : player.username}</Link>
              </td>
              <td className="num">{money(player.stakeMinor)}</td>
              <td className="num">{player.bets}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
