import { lazy, Suspense, useState } from "react";
import { Skeleton, Tabs } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { addCalendarDays } from "../../../../src/domain/calendar";
import { money } from "../../format/money";
import { useBack } from "../../hooks/useBack";
import { trpc } from "../../trpc";
import "./protection.css";

// The chart's code is fetched only when this screen shows it.
const StatementChart = lazy(() => import("./StatementChart"));

type Period = "day" | "week" | "month";
/** How far back each view reaches from today: 30 days, 12 weeks, 12 months. */
const SPAN_DAYS: Readonly<Record<Period, number>> = { day: 29, week: 7 * 11, month: 334 };

const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));

/**
 * The statement of play: deposits, withdrawals, stakes, payouts and the net
 * result per day, week or month (the operator's calendar), newest first, with
 * a chart of the net result of the last 30 days.
 */
export default function StatementScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const [period, setPeriod] = useState<Period>("day");
  const days = trpc.records.days.useQuery();
  const today = days.data?.today;
  const range = today ? { from: addCalendarDays(today, -SPAN_DAYS[period]), to: today } : null;
  const statement = trpc.protection.statement.useQuery({ period, from: range?.from ?? "", to: range?.to ?? "" }, { enabled: range !== null });
  const chart = trpc.protection.statement.useQuery({ period: "day", from: today ? addCalendarDays(today, -29) : "", to: today ?? "" }, { enabled: today !== undefined });

  const label = (start: string) => (period === "week" ? t("protection.weekOf", { date: start }) : period === "month" ? start.slice(0, 7) : start);
  const lines = statement.data ? [...statement.data.lines].reverse() : [];

  return (
    <div className="statement-page" data-testid="statement">
      <NavBar onBack={back} className="page-navbar">
        {t("protection.statementTitle")}
      </NavBar>
      <section className="protection-section">
        <h2 className="protection-heading">{t("protection.chartTitle")}</h2>
        {chart.data ? (
          <Suspense fallback={<Skeleton.Paragraph lineCount={4} animated />}>
            <StatementChart lines={chart.data.lines} label={t("protection.chartLabel")} />
          </Suspense>
        ) : (
          <Skeleton.Paragraph lineCount={4} animated />
        )}
      </section>
      <section className="protection-section">
        <Tabs activeKey={period} onChange={(key) => setPeriod(key as Period)}>
          <Tabs.Tab title={t("protection.byDay")} key="day" />
          <Tabs.Tab title={t("protection.byWeek")} key="week" />
          <Tabs.Tab title={t("protection.byMonth")} key="month" />
        </Tabs>
        {statement.isPending ? (
          <Skeleton.Paragraph lineCount={6} animated />
        ) : statement.data ? (
          // Wider than a phone: the box scrolls sideways, so a keyboard must be able to reach and scroll it (WCAG 2.1.1).
          <div className="statement-scroll" tabIndex={0} role="region" aria-label={t("protection.statementTitle")}>
            <table className="statement-table" data-testid="statement-table">
              <thead>
                <tr>
                  <th />
                  <th>{t("protection.deposited")}</th>
                  <th>{t("protection.withdrawn")}</th>
                  <th>{t("protection.staked")}</th>
                  <th>{t("protection.paid")}</th>
                  <th>{t("protection.net")}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.start} data-testid={`statement-${line.start}`}>
                    <td>{label(line.start)}</td>
                    <td>{money(line.depositedMinor)}</td>
                    <td>{money(line.withdrawnMinor)}</td>
                    <td>{money(line.stakedMinor)}</td>
                    <td>{money(line.paidMinor)}</td>
                    <td className={line.netMinor < 0 ? "statement-loss" : line.netMinor > 0 ? "statement-win" : ""}>{signed(line.netMinor)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="statement-total">
                  <td>{t("protection.total")}</td>
                  <td>{money(statement.data.total.depositedMinor)}</td>
                  <td>{money(statement.data.total.withdrawnMinor)}</td>
                  <td>{money(statement.data.total.stakedMinor)}</td>
                  <td>{money(statement.data.total.paidMinor)}</td>
                  <td className={statement.data.total.netMinor < 0 ? "statement-loss" : statement.data.total.netMinor > 0 ? "statement-win" : ""}>{signed(statement.data.total.netMinor)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
