import { useState } from "react";
import { ExportLink } from "../ExportLink";
import { useTranslation } from "react-i18next";
import { fundMarkText } from "../../../format/fund-mark";
import { gameLabel, playLabel } from "../../../format/game";
import { money } from "../../../format/money";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { ConsoleTabs } from "../ConsoleTabs";
import { useConsoleToday } from "../console-day";
import { formatMoment } from "../format";
import { reviewStatusClass, useFundTypeText, useReviewStatusText } from "../labels";
import { Pager } from "../QueueControls";
import { QueryState } from "../QueryState";
import { formatOdds } from "../../../../../src/domain/betting/odds";
import { TableScroll } from "../TableScroll";

/** A player's bets and fund log over a range of days (the operator's days), newest first. */
export function PlayerRecords({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { today, daysAgo, ready } = useConsoleToday();
  const [tab, setTab] = useState<"funds" | "bets">("funds");
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const from = range?.from ?? daysAgo(6);
  const to = range?.to ?? today;

  return (
    <Panel
      title={t("admin.players.records")}
      extra={
        <div className="console-toolbar">
          <input
            type="date"
            className="console-input"
            value={from}
            max={to}
            min="2018-01-01"
            onChange={(event) => setRange({ from: event.target.value || from, to })}
            aria-label={t("admin.common.from")}
          />
          <input
            type="date"
            className="console-input"
            value={to}
            min={from}
            max={today}
            onChange={(event) => setRange({ from, to: event.target.value || to })}
            aria-label={t("admin.common.to")}
          />
          {ready && <ExportLink list={tab} filters={{ userId, from, to }} />}
        </div>
      }
    >
      <ConsoleTabs
        activeKey={tab}
        onChange={(key) => setTab(key === "bets" ? "bets" : "funds")}
        className="console-status-tabs"
        tabs={[
          { key: "funds", title: t("admin.players.fundLog") },
          { key: "bets", title: t("admin.players.bets") },
        ]}
      />
      {ready && (tab === "funds" ? <FundLog key={from + to} userId={userId} from={from} to={to} /> : <Bets key={from + to} userId={userId} from={from} to={to} />)}
    </Panel>
  );
}

function FundLog({ userId, from, to }: { userId: number; from: string; to: string }) {
  const { t } = useTranslation();
  const typeText = useFundTypeText();
  const statusText = useReviewStatusText();
  const [page, setPage] = useState(1);
  const list = trpc.admin.players.funds.useQuery({ userId, from, to, page });
  const items = list.data?.items ?? [];
  return (
    <>
      <QueryState query={list} empty={items.length === 0}>
        <TableScroll label={t("admin.players.fundLog")}>
          <table className="console-table" data-testid="player-funds">
            <thead>
              <tr>
                <th>{t("admin.funds.time")}</th>
                <th>{t("admin.funds.type")}</th>
                <th className="num">{t("admin.funds.amountColumn")}</th>
                <th className="num">{t("admin.funds.after")}</th>
                <th>{t("admin.funds.status")}</th>
                <th>{t("admin.review.remark")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((line) => (
                <tr key={line.id} data-testid="fund-line">
                  <td>{formatMoment(line.createdAtMs)}</td>
                  <td>{typeText(line.type)}</td>
                  <td className={`num ${line.quantityMinor < 0 ? "console-bad" : "console-good"}`}>{money(line.quantityMinor)}</td>
                  <td className="num">{money(line.overMinor)}</td>
                  <td className={reviewStatusClass(line.status)}>{statusText(line.status)}</td>
                  <td className="console-wrap">{fundMarkText(t, line.mark, () => line.promotionTitle)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </QueryState>
      <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
    </>
  );
}

function Bets({ userId, from, to }: { userId: number; from: string; to: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = trpc.admin.players.bets.useQuery({ userId, from, to, page });
  const items = list.data?.items ?? [];
  return (
    <>
      <QueryState query={list} empty={items.length === 0}>
        <TableScroll label={t("admin.players.bets")}>
          <table className="console-table" data-testid="player-bets">
            <thead>
              <tr>
                <th>{t("admin.funds.time")}</th>
                <th>{t("admin.bets.room")}</th>
                <th>{t("admin.bets.issue")}</th>
                <th>{t("admin.bets.play")}</th>
                <th className="num">{t("admin.bets.stake")}</th>
                <th className="num">{t("admin.bets.odds")}</th>
                <th>{t("admin.bets.result")}</th>
                <th className="num">{t("admin.bets.profit")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((bet) => (
                <tr key={bet.id} data-testid="bet-line">
                  <td>{formatMoment(bet.placedAtMs)}</td>
                  <td>
                    {gameLabel(t, bet.gameName)} · {bet.roomTitle}
                  </td>
                  <td>{bet.issue}</td>
                  <td>{playLabel(t, bet.playKey, bet.playType)}</td>
                  <td className="num">{money(bet.stakeMinor)}</td>
                  <td className="num">{formatOdds(bet.oddsHundredths)}</td>
                  <td>{bet.status === 0 ? t("admin.bets.open") : bet.digits ? `${bet.digits.join(" ")} = ${bet.digits.reduce((a, b) => a + b, 0)}` : "-"}</td>
                  <td className={`num ${bet.profitMinor < 0 ? "console-bad" : bet.profitMinor > 0 ? "console-good" : ""}`}>{bet.status === 0 ? "-" : money(bet.profitMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </QueryState>
      <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
    </>
  );
}
