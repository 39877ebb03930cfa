import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { gameLabel } from "../../../format/game";
import { money } from "../../../format/money";
import { trpc, type RouterOutputs } from "../../../trpc";
import { useConsoleToday } from "../console-day";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { ConsoleTabs } from "../ConsoleTabs";
import { ExportLink } from "../ExportLink";
import { QueryState } from "../QueryState";
import { TableScroll } from "../TableScroll";
import "./growth.css";

type Report = RouterOutputs["admin"]["growth"]["report"];
type Line = Report["total"];

/** A result: green when the house won, red when it lost. */
const result = (minor: number) => <span className={minor < 0 ? "console-bad" : minor > 0 ? "console-good" : ""}>{money(minor)}</span>;

/** /admin/growth-reports: per day, per game and per agent, the house's result before and after the growth engine's payments. */
export default function GrowthReportsScreen() {
  const { t } = useTranslation();
  const { today, daysAgo, ready } = useConsoleToday();
  const [view, setView] = useState<"days" | "games" | "agents">("days");
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const from = range?.from ?? daysAgo(6);
  const to = range?.to ?? today;
  const report = trpc.admin.growth.report.useQuery({ from, to }, { enabled: ready });

  return (
    <ConsoleLayout title={t("admin.growth.reports.title")} testId="console-growth-reports">
      <Panel>
        <ConsoleTabs
          activeKey={view}
          onChange={(key) => setView(key === "games" ? "games" : key === "agents" ? "agents" : "days")}
          className="console-status-tabs"
          tabs={[
            { key: "days", title: t("admin.growth.reports.byDay") },
            { key: "games", title: t("admin.growth.reports.byGame") },
            { key: "agents", title: t("admin.growth.reports.byAgent") },
          ]}
        />
        <div className="console-toolbar">
          <input type="date" className="console-input console-date" value={from} min="2018-01-01" max={to} onChange={(e) => setRange({ from: e.target.value || from, to })} aria-label={t("admin.common.from")} data-testid="growth-report-from" />
          <input type="date" className="console-input console-date" value={to} min={from} max={today} onChange={(e) => setRange({ from, to: e.target.value || to })} aria-label={t("admin.common.to")} data-testid="growth-report-to" />
          {ready && <ExportLink list="growth-report" filters={{ from, to }} />}
        </div>
        {report.data && <p className="console-muted growth-hint">{t("admin.growth.reports.hint", { zone: report.data.timeZone })}</p>}
      </Panel>
      <Panel>
        {ready && (
          <QueryState query={report} empty={false}>
            {report.data && (view === "days" ? <DaysTable report={report.data} /> : view === "games" ? <GamesTable report={report.data} /> : <AgentsTable report={report.data} />)}
          </QueryState>
        )}
      </Panel>
    </ConsoleLayout>
  );
}

/** The figures' headings after the first column(s), in the order every table shows them. */
function FigureHeads({ growth }: { growth: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <th className="num">{t("admin.growth.reports.bets")}</th>
      <th className="num">{t("admin.growth.reports.turnover")}</th>
      <th className="num">{t("admin.growth.reports.payout")}</th>
      <th className="num">{t("admin.growth.reports.gross")}</th>
      {growth && (
        <>
          <th className="num">{t("admin.growth.reports.rebate")}</th>
          <th className="num">{t("admin.growth.reports.commission")}</th>
          <th className="num">{t("admin.growth.reports.bonus")}</th>
          <th className="num">{t("admin.growth.reports.net")}</th>
        </>
      )}
    </>
  );
}

function FigureCells({ line }: { line: Line }) {
  return (
    <>
      <td className="num">{line.bets}</td>
      <td className="num">{money(line.turnoverMinor)}</td>
      <td className="num">{money(line.payoutMinor)}</td>
      <td className="num">{result(line.grossMinor)}</td>
      <td className="num">{money(line.rebateMinor)}</td>
      <td className="num">{money(line.commissionMinor)}</td>
      <td className="num">{money(line.bonusMinor)}</td>
      <td className="num">{result(line.netMinor)}</td>
    </>
  );
}

function Table({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <TableScroll label={label}>
      <table className="console-table" data-testid={testId}>
        {children}
      </table>
    </TableScroll>
  );
}

function DaysTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Table label={t("admin.growth.reports.byDay")} testId="growth-report-days">
      <thead>
        <tr>
          <th>{t("admin.growth.reports.day")}</th>
          <FigureHeads growth />
        </tr>
      </thead>
      <tbody>
        {report.days.map((day) => (
          <tr key={day.day} data-testid="growth-report-day">
            <td>{day.day}</td>
            <FigureCells line={day} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="console-total" data-testid="growth-report-total">
          <td>{t("admin.growth.reports.total")}</td>
          <FigureCells line={report.total} />
        </tr>
      </tfoot>
    </Table>
  );
}

function GamesTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <>
      <Table label={t("admin.growth.reports.byGame")} testId="growth-report-games">
        <thead>
          <tr>
            <th>{t("admin.growth.reports.game")}</th>
            <FigureHeads growth={false} />
          </tr>
        </thead>
        <tbody>
          {report.games.map((game) => (
            <tr key={game.gameId} data-testid="growth-report-game">
              <td>{gameLabel(t, game.gameName)}</td>
              <td className="num">{game.bets}</td>
              <td className="num">{money(game.turnoverMinor)}</td>
              <td className="num">{money(game.payoutMinor)}</td>
              <td className="num">{result(game.grossMinor)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="console-muted growth-hint">{t("admin.growth.reports.gameHint")}</p>
    </>
  );
}

function AgentsTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <>
      {report.agents.length === 0 ? (
        <p className="console-muted" data-testid="growth-report-no-agents">
          {t("admin.growth.reports.noAgents")}
        </p>
      ) : (
        <Table label={t("admin.growth.reports.byAgent")} testId="growth-report-agents">
          <thead>
            <tr>
              <th>{t("admin.growth.reports.agent")}</th>
              <th className="num">{t("admin.growth.reports.players")}</th>
              <FigureHeads growth />
            </tr>
          </thead>
          <tbody>
            {report.agents.map((agent) => (
              <tr key={agent.agentId} data-testid="growth-report-agent">
                <td>{agent.nickname ? `${agent.username} (${agent.nickname})` : agent.username}</td>
                <td className="num">{agent.players}</td>
                <FigureCells line={agent} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className="console-muted growth-hint">{t("admin.growth.reports.agentHint")}</p>
    </>
  );
}
