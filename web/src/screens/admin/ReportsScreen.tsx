import { useState } from "react";
import { ExportLink } from "./ExportLink";
import { useTranslation } from "react-i18next";
import { gameLabel } from "../../format/game";
import { money } from "../../format/money";
import { trpc, type RouterOutputs } from "../../trpc";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { ConsoleTabs } from "./ConsoleTabs";
import { useConsoleToday } from "./console-day";
import { GamePicker } from "./GamePicker";
import { QueryState } from "./QueryState";
import { SupportFiguresPanel } from "./SupportFiguresPanel";
import { TableScroll } from "./TableScroll";

type Report = RouterOutputs["admin"]["reports"]["daily"];

/** "20261122" as "2026-11-22"; an issue stays as it is. */
const dayText = (key: string): string => (/^\d{8}$/.test(key) ? `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6)}` : key);

/** /admin/reports: stake, payout and house result by game and room, per sales day or per round of one day. */
export default function ReportsScreen() {
  const { t } = useTranslation();
  const { today, daysAgo, ready } = useConsoleToday();
  const [mode, setMode] = useState<"daily" | "rounds">("daily");
  const [gameId, setGameId] = useState<number | null>(null);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const from = range?.from ?? daysAgo(6);
  const to = range?.to ?? today;
  const roundDay = day ?? today;
  const daily = trpc.admin.reports.daily.useQuery({ from, to, gameId }, { enabled: ready && mode === "daily" });
  const rounds = trpc.admin.reports.rounds.useQuery({ day: roundDay, gameId }, { enabled: ready && mode === "rounds" });
  const query = mode === "daily" ? daily : rounds;
  const protection = trpc.admin.reports.protection.useQuery();

  return (
    <ConsoleLayout title={t("admin.nav.reports")} testId="console-reports">
      <Panel>
        <ConsoleTabs
          activeKey={mode}
          onChange={(key) => setMode(key === "rounds" ? "rounds" : "daily")}
          className="console-status-tabs"
          tabs={[
            { key: "daily", title: t("admin.reports.byDay") },
            { key: "rounds", title: t("admin.reports.byRound") },
          ]}
        />
        <div className="console-toolbar">
          <GamePicker value={gameId} onChange={setGameId} allowAll />
          {mode === "daily" ? (
            <>
              <input type="date" className="console-input console-date" value={from} min="2018-01-01" max={to} onChange={(e) => setRange({ from: e.target.value || from, to })} aria-label={t("admin.common.from")} />
              <input type="date" className="console-input console-date" value={to} min={from} max={today} onChange={(e) => setRange({ from, to: e.target.value || to })} aria-label={t("admin.common.to")} />
            </>
          ) : (
            <input type="date" className="console-input console-date" value={roundDay} min="2018-01-01" max={today} onChange={(e) => setDay(e.target.value || roundDay)} aria-label={t("admin.reports.day")} />
          )}
          {mode === "daily" && ready && <ExportLink list="reports" filters={{ from, to, gameId }} />}
        </div>
      </Panel>
      <Panel>
        {ready && (
          <QueryState query={query} empty={(query.data?.lines.length ?? 0) === 0}>
            {query.data && <ReportTable report={query.data} keyLabel={mode === "daily" ? t("admin.reports.day") : t("admin.bets.issue")} />}
          </QueryState>
        )}
      </Panel>
      <Panel title={t("admin.protection.reportTitle")}>
        {protection.data && (
          <dl className="console-fields" data-testid="report-protection">
            <dt>{t("admin.protection.withLimits")}</dt>
            <dd>{protection.data.withLimits}</dd>
            <dt>{t("admin.protection.withPendingRaises")}</dt>
            <dd>{protection.data.withPendingRaises}</dd>
            <dt>{t("admin.protection.timedOut")}</dt>
            <dd>{protection.data.timedOut}</dd>
            <dt>{t("admin.protection.selfExcluded")}</dt>
            <dd>{protection.data.selfExcluded}</dd>
          </dl>
        )}
      </Panel>
      <SupportFiguresPanel />
    </ConsoleLayout>
  );
}

function ReportTable({ report, keyLabel }: { report: Report; keyLabel: string }) {
  const { t } = useTranslation();
  const result = (minor: number) => <span className={minor < 0 ? "console-bad" : minor > 0 ? "console-good" : ""}>{money(minor)}</span>;
  return (
    <TableScroll label={t("admin.nav.reports")}>
      <table className="console-table" data-testid="report-table">
        <thead>
          <tr>
            <th>{keyLabel}</th>
            <th>{t("admin.reports.game")}</th>
            <th>{t("admin.reports.room")}</th>
            <th className="num">{t("admin.reports.house")}</th>
            <th className="num">{t("admin.reports.stake")}</th>
            <th className="num">{t("admin.reports.payout")}</th>
            <th className="num">{t("admin.reports.unsettled")}</th>
            <th className="num">{t("admin.reports.bets")}</th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((line) => (
            <tr key={`${line.key}-${line.roomId}`} data-testid="report-line">
              <td>{dayText(line.key)}</td>
              <td>{gameLabel(t, line.gameName)}</td>
              <td>{line.roomTitle}</td>
              <td className="num">{result(line.houseResultMinor)}</td>
              <td className="num">{money(line.stakeMinor)}</td>
              <td className="num">{money(line.payoutMinor)}</td>
              <td className="num">{money(line.unsettledStakeMinor)}</td>
              <td className="num">{line.bets}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="console-total" data-testid="report-total">
            <td colSpan={3}>{t("admin.reports.total")}</td>
            <td className="num">{result(report.total.houseResultMinor)}</td>
            <td className="num">{money(report.total.stakeMinor)}</td>
            <td className="num">{money(report.total.payoutMinor)}</td>
            <td className="num">{money(report.total.unsettledStakeMinor)}</td>
            <td className="num">{report.total.bets}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
