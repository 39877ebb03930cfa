import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { trpc, type RouterOutputs } from "../../trpc";
import { Panel } from "./ConsoleLayout";
import { useConsoleToday } from "./console-day";
import { ExportLink } from "./ExportLink";
import { QueryState } from "./QueryState";
import "./support-figures.css";
import { TableScroll } from "./TableScroll";

type Figures = RouterOutputs["admin"]["support"]["figures"];
type Stats = Figures["total"]["firstResponse"];
type OperatorRow = Figures["total"]["operators"][number];

/** A duration as people read it: "45 s", "3 min 30 s", "2 h 05 min" (to the nearest second); "—" when there is none. */
function duration(t: TFunction, ms: number | null): string {
  if (ms === null) return "—";
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  if (h > 0) return t("admin.supportFigures.hours", { h, m: String(m).padStart(2, "0") });
  if (m > 0) return t("admin.supportFigures.minutes", { m, s: String(s).padStart(2, "0") });
  return t("admin.supportFigures.seconds", { s });
}

/**
 * The reports page's support desk section: first-response and resolution
 * times per operator and day (admin.support.figures), the conversations open
 * at the end of each hour, and both as CSV, for the days chosen here.
 */
export function SupportFiguresPanel() {
  const { t } = useTranslation();
  const { today, daysAgo, ready } = useConsoleToday();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const from = range?.from ?? daysAgo(6);
  const to = range?.to ?? today;
  const figures = trpc.admin.support.figures.useQuery({ fromDay: from, toDay: to }, { enabled: ready });
  const filters = { fromDay: from, toDay: to };

  return (
    <>
      <Panel title={t("admin.supportFigures.title")} className="support-figures" extra={ready && <ExportLink list="support-figures" filters={filters} />}>
        <div className="console-toolbar">
          <input type="date" className="console-input console-date" value={from} min="2018-01-01" max={to} onChange={(e) => setRange({ from: e.target.value || from, to })} aria-label={t("admin.common.from")} data-testid="figures-from" />
          <input type="date" className="console-input console-date" value={to} min={from} max={today} onChange={(e) => setRange({ from, to: e.target.value || to })} aria-label={t("admin.common.to")} data-testid="figures-to" />
        </div>
        {ready && (
          <QueryState query={figures} empty={false}>
            {figures.data && (
              <>
                <p className="console-muted support-figures-hint">{t("admin.supportFigures.definitions", { zone: figures.data.timeZone })}</p>
                <OperatorTable figures={figures.data} />
              </>
            )}
          </QueryState>
        )}
      </Panel>
      <Panel title={t("admin.supportFigures.openTitle")} className="support-figures" extra={ready && <ExportLink list="support-hours" filters={filters} />}>
        {ready && figures.data && (
          <>
            <p className="console-muted support-figures-hint">{t("admin.supportFigures.openHint")}</p>
            <OpenHours figures={figures.data} />
          </>
        )}
      </Panel>
    </>
  );
}

function StatCells({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  return (
    <>
      <td className="num support-figures-group">{stats.count}</td>
      <td className="num">{duration(t, stats.averageMs)}</td>
      <td className="num">{duration(t, stats.medianMs)}</td>
    </>
  );
}

function OperatorLines({ label, operators, firstResponse, resolution, testId }: { label: string; operators: readonly OperatorRow[]; firstResponse: Stats; resolution: Stats; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {operators.map((row) => (
        <tr key={`${label}-${row.operatorId ?? "none"}`} data-testid={`${testId}-operator`}>
          <td>{label}</td>
          <td>{row.operatorName ?? t("admin.supportFigures.notRecorded")}</td>
          <StatCells stats={row.firstResponse} />
          <StatCells stats={row.resolution} />
        </tr>
      ))}
      <tr className="console-total" data-testid={`${testId}-all`}>
        <td>{label}</td>
        <td>{t("admin.supportFigures.allOperators")}</td>
        <StatCells stats={firstResponse} />
        <StatCells stats={resolution} />
      </tr>
    </>
  );
}

function OperatorTable({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  // Days without an answer or a close have no line (the hours below still show them); a total when several have.
  const active = figures.days.filter((day) => day.operators.length > 0);
  return (
    <TableScroll label={t("admin.supportFigures.title")}>
      <table className="console-table" data-testid="support-figures-table">
        <thead>
          <tr>
            <th rowSpan={2}>{t("admin.supportFigures.day")}</th>
            <th rowSpan={2}>{t("admin.supportFigures.operator")}</th>
            <th colSpan={3} className="support-figures-group support-figures-span">
              {t("admin.supportFigures.firstResponse")}
            </th>
            <th colSpan={3} className="support-figures-group support-figures-span">
              {t("admin.supportFigures.resolution")}
            </th>
          </tr>
          <tr>
            <th className="num support-figures-group">{t("admin.supportFigures.answered")}</th>
            <th className="num">{t("admin.supportFigures.average")}</th>
            <th className="num">{t("admin.supportFigures.median")}</th>
            <th className="num support-figures-group">{t("admin.supportFigures.resolved")}</th>
            <th className="num">{t("admin.supportFigures.average")}</th>
            <th className="num">{t("admin.supportFigures.median")}</th>
          </tr>
        </thead>
        <tbody>
          {active.length === 0 && (
            <tr>
              <td colSpan={8} className="console-muted">
                {t("admin.supportFigures.empty")}
              </td>
            </tr>
          )}
          {active.map((day) => (
            <OperatorLines key={day.day} label={day.day} operators={day.operators} firstResponse={day.firstResponse} resolution={day.resolution} testId="figures-day" />
          ))}
        </tbody>
        {active.length > 1 && (
          <tfoot>
            <OperatorLines label={t("admin.supportFigures.allDays")} operators={figures.total.operators} firstResponse={figures.total.firstResponse} resolution={figures.total.resolution} testId="figures-total" />
          </tfoot>
        )}
      </table>
    </TableScroll>
  );
}

/** One row per day, one cell per hour, shaded by how many were open (the busiest hour of the days darkest). */
function OpenHours({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...figures.days.flatMap((day) => day.openAtHourEnd.map((hour) => hour.open ?? 0)));
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return (
    <TableScroll label={t("admin.supportFigures.openTitle")}>
      <table className="console-table support-hours" data-testid="support-hours-table">
        <thead>
          <tr>
            <th>{t("admin.supportFigures.day")}</th>
            {hours.map((hour) => (
              <th key={hour} className="num">
                {String(hour).padStart(2, "0")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.days.map((day) => (
            <tr key={day.day} data-testid="support-hours-day">
              <td>{day.day}</td>
              {/* A day with a clock change has 23 or 25 hours: each shown under its own local hour, a repeated one beside it. */}
              {hours.map((hour) => {
                const cells = day.openAtHourEnd.filter((h) => h.hour === hour);
                return (
                  <td key={hour} className="num support-hours-cell">
                    {cells.map((cell) => (
                      <span key={cell.startMs} className="support-hours-count" style={{ ["--share" as string]: String((cell.open ?? 0) / most) }} data-open={cell.open ?? ""}>
                        {cell.open ?? ""}
                      </span>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
