import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/PageLoading";
import { money } from "../../format/money";
import { trpc, type RouterOutputs } from "../../trpc";
import { periodLabel, ratePercent } from "./commission-format";

type Statement = RouterOutputs["team"]["commission"];

/** Most past periods listed: a quarter of daily periods; older statements stay in the database for the console. */
const HISTORY_SIZE = 90;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="record-row">
      <span className="record-row-label">{label}</span>
      <span className="record-row-value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** One statement: period, basis, rates, carry and amount, then each player's line (names masked by the server). */
function StatementCard({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const netRevenue = statement.basis === "net_revenue";
  return (
    <section className="card commission-card" aria-labelledby="commission-title" data-testid="commission-statement">
      <div className="record-card-head">
        <h2 id="commission-title" className="commission-title">
          {t("agentTeam.statementTitle")} · <span data-testid="commission-period">{periodLabel(t, statement.periodKey)}</span>
        </h2>
        <span className={statement.live ? "commission-badge" : "commission-badge commission-badge-paid"}>{statement.live ? t("agentTeam.live") : t("agentTeam.paid")}</span>
      </div>
      <div className="commission-amount" data-testid="commission-amount">
        {money(statement.amountMinor)}
      </div>
      <Row label={t("agentTeam.basis")} value={netRevenue ? t("agentTeam.basisNetRevenue") : t("agentTeam.basisTurnover")} />
      <Row label={t("agentTeam.basisTotal")} value={money(statement.basisMinor)} testId="commission-basis" />
      <Row label={t("agentTeam.rate")} value={ratePercent(statement.rateBp)} testId="commission-rate" />
      {statement.secondLevelRateBp > 0 && <Row label={t("agentTeam.secondLevelRate")} value={ratePercent(statement.secondLevelRateBp)} />}
      {netRevenue && <Row label={t("agentTeam.carryIn")} value={money(statement.carryInMinor)} testId="commission-carry-in" />}
      {netRevenue && <Row label={t("agentTeam.carryOut")} value={money(statement.carryOutMinor)} testId="commission-carry-out" />}
      {statement.lines.length === 0 ? (
        <p className="commission-empty">{t("agentTeam.noLines")}</p>
      ) : (
        <ul className="commission-lines" aria-label={t("agentTeam.statementTitle")}>
          {statement.lines.map((line) => (
            <li key={`${line.level}:${line.playerId}`} className="commission-line" data-testid="commission-line">
              <span className="commission-line-name">
                <span data-testid="commission-line-name">{line.name}</span>
                <span className="commission-line-level">{line.level === 1 ? t("agentTeam.levelOne") : t("agentTeam.levelTwo")}</span>
              </span>
              <span className="commission-line-figures">
                <span>
                  {netRevenue ? t("agentTeam.basis") : t("agentTeam.stakes")} {money(line.basisMinor)}
                </span>
                <span data-testid="commission-line-contribution">
                  {t("agentTeam.contribution")} {money(line.contributionMinor)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The agent's commissions on the team screen (issue 40): the statement of the period running now (or of a past
 * period the agent picked from the history below it), and the history of finished periods.
 */
export function CommissionPanel({ live }: { live: Statement | undefined }) {
  const { t } = useTranslation();
  const [periodKey, setPeriodKey] = useState<string | null>(null);
  const past = trpc.team.commission.useQuery({ periodKey }, { enabled: periodKey !== null });
  const history = trpc.team.commissionHistory.useQuery({ page: 1, pageSize: HISTORY_SIZE });
  const shown = periodKey === null ? live : past.data;

  return (
    <>
      {shown ? <StatementCard statement={shown} /> : <PageLoading />}
      {periodKey !== null && (
        <div className="commission-back">
          <Button size="small" shape="rounded" onClick={() => setPeriodKey(null)} data-testid="commission-back">
            {t("agentTeam.backToCurrent")}
          </Button>
        </div>
      )}
      <section className="card commission-history" aria-labelledby="commission-history-title" data-testid="commission-history">
        <h2 id="commission-history-title" className="commission-title">
          {t("agentTeam.historyTitle")}
        </h2>
        {history.data && history.data.items.length === 0 && <p className="commission-empty">{t("agentTeam.historyEmpty")}</p>}
        <ul className="commission-periods">
          {history.data?.items.map((row) => (
            <li key={row.periodKey}>
              <button type="button" className="commission-period" aria-pressed={periodKey === row.periodKey} onClick={() => setPeriodKey(row.periodKey)} data-testid="commission-period-row">
                <span className="commission-period-name">{periodLabel(t, row.periodKey)}</span>
                <span className="commission-period-players">{t("agentTeam.players", { count: row.players })}</span>
                <span className="commission-period-amount" data-testid="commission-period-amount">
                  {money(row.amountMinor)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
