import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import { formatMoment } from "./format";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { QUEUE_REFRESH_MS } from "./QueueControls";

/** How many requests wait, as far as one page of the queue tells ("99+" past it). */
const QUEUE_PEEK = 99;
const waiting = (data: { items: readonly unknown[]; hasMore: boolean } | undefined): string | null =>
  data === undefined ? null : data.hasMore ? `${QUEUE_PEEK}+` : String(data.items.length);

/** /admin: the console's front page, one tile per section (the phone's quickest way around). */
export default function OverviewScreen() {
  const { t } = useTranslation();
  const deposits = trpc.admin.deposits.list.useQuery({ status: 0, page: 1, pageSize: QUEUE_PEEK }, { refetchInterval: QUEUE_REFRESH_MS });
  const withdrawals = trpc.admin.withdrawals.list.useQuery({ status: 0, page: 1, pageSize: QUEUE_PEEK }, { refetchInterval: QUEUE_REFRESH_MS });
  const tiles: readonly { to: string; label: string; hint: string; count?: string | null }[] = [
    { to: "/admin/deposits", label: t("admin.nav.deposits"), hint: t("admin.overview.depositsHint"), count: waiting(deposits.data) },
    { to: "/admin/withdrawals", label: t("admin.nav.withdrawals"), hint: t("admin.overview.withdrawalsHint"), count: waiting(withdrawals.data) },
    { to: "/admin/players", label: t("admin.nav.players"), hint: t("admin.overview.playersHint") },
    { to: "/admin/games", label: t("admin.nav.games"), hint: t("admin.overview.gamesHint") },
    { to: "/admin/content", label: t("admin.nav.content"), hint: t("admin.overview.contentHint") },
    { to: "/admin/reports", label: t("admin.nav.reports"), hint: t("admin.overview.reportsHint") },
    { to: "/admin/draws", label: t("admin.nav.draws"), hint: t("admin.overview.drawsHint") },
    { to: "/admin/audit", label: t("admin.nav.audit"), hint: t("admin.overview.auditHint") },
  ];
  return (
    <ConsoleLayout title={t("admin.nav.overview")} testId="console-overview">
      <Panel>
        <div className="console-overview">
          {tiles.map((tile) => (
            <Link key={tile.to} to={tile.to} className="console-tile" data-testid={`tile-${tile.to.split("/")[2]}`}>
              {tile.count !== undefined && (
                <span className="console-tile-count" data-testid="tile-count" aria-label={t("admin.overview.waiting")}>
                  {tile.count ?? "-"}
                </span>
              )}
              <span className="console-tile-label">{tile.label}</span>
              <span className="console-muted">{tile.hint}</span>
            </Link>
          ))}
        </div>
      </Panel>
      <LedgerPanel />
    </ConsoleLayout>
  );
}

/** The ledger reconciled: balanced, or the accounts whose balance their transfers do not explain. */
function LedgerPanel() {
  const { t } = useTranslation();
  const ledger = trpc.admin.reports.ledger.useQuery(undefined, { refetchInterval: 60_000 });
  const data = ledger.data;
  return (
    <Panel title={t("admin.overview.ledgerTitle")}>
      {data === undefined ? (
        <p className="console-muted">-</p>
      ) : (
        <div data-testid="ledger-check" data-balanced={data.balanced ? "1" : "0"}>
          <p className={data.balanced ? "console-ok" : "console-alert"}>
            {data.balanced
              ? t("admin.overview.ledgerBalanced", { total: money(data.totalMinor) })
              : t("admin.overview.ledgerUnbalanced", { total: money(data.totalMinor), count: data.mismatches.length })}
          </p>
          <p className="console-muted">{t("admin.overview.ledgerMeta", { accounts: data.accounts, at: formatMoment(data.checkedAtMs) })}</p>
          {data.mismatches.length > 0 && (
            <table className="console-table">
              <thead>
                <tr>
                  <th>{t("admin.overview.ledgerAccount")}</th>
                  <th>{t("admin.overview.ledgerBalance")}</th>
                  <th>{t("admin.overview.ledgerTransfers")}</th>
                </tr>
              </thead>
              <tbody>
                {data.mismatches.map((m) => (
                  <tr key={m.account}>
                    <td>{m.account}</td>
                    <td>{money(m.balanceMinor)}</td>
                    <td>{money(m.transfersMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Panel>
  );
}
