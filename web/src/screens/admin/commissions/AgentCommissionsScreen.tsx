import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { TFunction } from "i18next";
import { StatusBlock } from "../../../components/StatusBlock";
import { money } from "../../../format/money";
import { trpc, type RouterOutputs } from "../../../trpc";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { QueryState } from "../QueryState";
import { TableScroll } from "../TableScroll";
import { AgentRatePanel } from "./AgentRatePanel";
import { percentOfRateBp } from "./rate-input";

type View = RouterOutputs["admin"]["commissions"]["agent"];

const periodText = (t: TFunction, periodKey: string): string =>
  periodKey.startsWith("week:") ? t("admin.commissions.periodWeek", { day: periodKey.slice(5) }) : t("admin.commissions.periodDay", { day: periodKey });

/** /admin/agent-commissions?id=N: one agent's commission statement (this period or a past one), history and own rate. */
export default function AgentCommissionsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const agentId = Number(params.get("id"));
  const valid = Number.isSafeInteger(agentId) && agentId > 0;
  const [periodKey, setPeriodKey] = useState<string | null>(null);
  const view = trpc.admin.commissions.agent.useQuery({ agentId, periodKey, pageSize: 100 }, { enabled: valid });
  const back = (
    <Button size="mini" fill="none" onClick={() => void navigate(`/admin/player?id=${agentId}`)} data-testid="commission-back">
      {t("admin.commissions.back")}
    </Button>
  );
  return (
    <ConsoleLayout title={view.data ? `${t("admin.commissions.title")} · ${view.data.agent.username}` : t("admin.commissions.title")} actions={back} testId="console-agent-commissions">
      {!valid ? (
        <StatusBlock kind="empty" title={t("admin.players.notFound")} />
      ) : (
        <QueryState query={view} empty={false}>
          {view.data && <AgentBody view={view.data} periodKey={periodKey} onPeriod={setPeriodKey} />}
        </QueryState>
      )}
    </ConsoleLayout>
  );
}

function AgentBody({ view, periodKey, onPeriod }: { view: View; periodKey: string | null; onPeriod: (key: string | null) => void }) {
  const { t } = useTranslation();
  const { statement, settings } = view;
  const netRevenue = statement.basis === "net_revenue";
  return (
    <>
      <div className="console-columns">
        <AgentRatePanel key={view.ownRateBp ?? "default"} agentId={view.agent.id} ownRateBp={view.ownRateBp} defaultRateBp={settings.defaultRateBp} />
        <Panel
          title={`${t("admin.commissions.statementTitle")} · ${periodText(t, statement.periodKey)}`}
          extra={
            periodKey !== null && (
              <Button size="mini" onClick={() => onPeriod(null)} data-testid="commission-current">
                {t("admin.commissions.current")}
              </Button>
            )
          }
        >
          <dl className="console-fields" data-testid="commission-statement">
            <dt>{t("admin.commissions.amount")}</dt>
            <dd className="console-amount" data-testid="commission-amount">
              {money(statement.amountMinor)} <span className="console-muted">{statement.live ? t("admin.commissions.live") : t("admin.commissions.paid")}</span>
            </dd>
            <dt>{t("admin.commissions.basis")}</dt>
            <dd>{netRevenue ? t("admin.commissions.basisNetRevenue") : t("admin.commissions.basisTurnover")}</dd>
            <dt>{t("admin.commissions.basisTotal")}</dt>
            <dd>{money(statement.basisMinor)}</dd>
            <dt>{t("admin.commissions.rate")}</dt>
            <dd data-testid="commission-statement-rate">{percentOfRateBp(statement.rateBp)}</dd>
            <dt>{t("admin.commissions.secondLevelRate")}</dt>
            <dd>{percentOfRateBp(statement.secondLevelRateBp)}</dd>
            <dt>{t("admin.commissions.carryIn")}</dt>
            <dd>{money(statement.carryInMinor)}</dd>
            <dt>{t("admin.commissions.carryOut")}</dt>
            <dd>{money(statement.carryOutMinor)}</dd>
          </dl>
        </Panel>
      </div>
      <Panel title={t("admin.commissions.statementTitle")}>
        {statement.lines.length === 0 ? (
          <p className="console-muted">{t("admin.commissions.noLines")}</p>
        ) : (
          <TableScroll label={t("admin.commissions.statementTitle")}>
            <table className="console-table" data-testid="commission-lines">
              <thead>
                <tr>
                  <th>{t("admin.commissions.player")}</th>
                  <th>{t("admin.commissions.level")}</th>
                  <th>{t("admin.commissions.stakes")}</th>
                  <th>{t("admin.commissions.payouts")}</th>
                  <th>{t("admin.commissions.received")}</th>
                  <th>{t("admin.commissions.basisTotal")}</th>
                  <th>{t("admin.commissions.contribution")}</th>
                </tr>
              </thead>
              <tbody>
                {statement.lines.map((line) => (
                  <tr key={`${line.level}:${line.playerId}`} data-testid="commission-line">
                    <td>
                      {line.name} <span className="console-muted">#{line.playerId}</span>
                    </td>
                    <td>{line.level}</td>
                    <td>{money(line.stakesMinor)}</td>
                    <td>{money(line.payoutsMinor)}</td>
                    <td>{money(line.receivedMinor)}</td>
                    <td>{money(line.basisMinor)}</td>
                    <td>{money(line.contributionMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Panel>
      <Panel title={t("admin.commissions.historyTitle")}>
        {view.history.items.length === 0 ? (
          <p className="console-muted">{t("admin.commissions.historyEmpty")}</p>
        ) : (
          <TableScroll label={t("admin.commissions.historyTitle")}>
            <table className="console-table" data-testid="commission-history">
              <thead>
                <tr>
                  <th>{t("admin.commissions.period")}</th>
                  <th>{t("admin.commissions.basis")}</th>
                  <th>{t("admin.commissions.rate")}</th>
                  <th>{t("admin.commissions.basisTotal")}</th>
                  <th>{t("admin.commissions.carryIn")}</th>
                  <th>{t("admin.commissions.carryOut")}</th>
                  <th>{t("admin.commissions.amount")}</th>
                  <th>{t("admin.commissions.players")}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {view.history.items.map((row) => (
                  <tr key={row.periodKey} data-testid="commission-history-row">
                    <td>{periodText(t, row.periodKey)}</td>
                    <td>{row.basis === "net_revenue" ? t("admin.commissions.basisNetRevenue") : t("admin.commissions.basisTurnover")}</td>
                    <td>{percentOfRateBp(row.rateBp)}</td>
                    <td>{money(row.basisMinor)}</td>
                    <td>{money(row.carryInMinor)}</td>
                    <td>{money(row.carryOutMinor)}</td>
                    <td data-testid="commission-history-amount">{money(row.amountMinor)}</td>
                    <td>{row.players}</td>
                    <td>
                      <Button size="mini" onClick={() => onPeriod(row.periodKey)} data-testid="commission-history-view">
                        {t("admin.commissions.view")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Panel>
    </>
  );
}
