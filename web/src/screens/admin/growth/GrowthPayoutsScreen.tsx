import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PayoutKind } from "../../../../../src/domain/growth/payout";
import { money } from "../../../format/money";
import { trpc } from "../../../trpc";
import { useConsoleToday } from "../console-day";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { ExportLink } from "../ExportLink";
import { formatMoment } from "../format";
import { QueryState } from "../QueryState";
import { Pager } from "../QueueControls";
import { TableScroll } from "../TableScroll";
import "./growth.css";

const PAGE_SIZE = 50;

/** A payment's kind in the console's words. */
function useKindLabel(): (kind: PayoutKind) => string {
  const { t } = useTranslation();
  return (kind) => (kind === "commission" ? t("admin.growth.payouts.commission") : kind === "rebate" ? t("admin.growth.payouts.rebate") : t("admin.growth.payouts.bonus"));
}

/** /admin/growth-payouts: every commission, rebate and bonus the engine paid, newest first, by kind and days. */
export default function GrowthPayoutsScreen() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const { today, daysAgo, ready } = useConsoleToday();
  const [kind, setKind] = useState<PayoutKind | null>(null);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [page, setPage] = useState(1);
  const from = range?.from ?? daysAgo(6);
  const to = range?.to ?? today;
  const list = trpc.admin.growth.payouts.useQuery({ kind, from, to, page, pageSize: PAGE_SIZE }, { enabled: ready });
  const items = list.data?.items ?? [];

  return (
    <ConsoleLayout title={t("admin.growth.payouts.title")} testId="console-growth-payouts">
      <Panel>
        <div className="console-toolbar">
          <select
            className="console-input console-select"
            value={kind ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              setKind(value === "commission" || value === "rebate" || value === "bonus" ? value : null);
              setPage(1);
            }}
            aria-label={t("admin.growth.payouts.kind")}
            data-testid="growth-payouts-kind"
          >
            <option value="">{t("admin.growth.payouts.allKinds")}</option>
            <option value="commission">{t("admin.growth.payouts.commission")}</option>
            <option value="rebate">{t("admin.growth.payouts.rebate")}</option>
            <option value="bonus">{t("admin.growth.payouts.bonus")}</option>
          </select>
          <input type="date" className="console-input console-date" value={from} min="2018-01-01" max={to} onChange={(e) => (setRange({ from: e.target.value || from, to }), setPage(1))} aria-label={t("admin.common.from")} />
          <input type="date" className="console-input console-date" value={to} min={from} max={today} onChange={(e) => (setRange({ from, to: e.target.value || to }), setPage(1))} aria-label={t("admin.common.to")} />
          {ready && <ExportLink list="growth-payouts" filters={{ kind, from, to }} />}
        </div>
      </Panel>
      <Panel>
        {ready && (
          <QueryState query={list} empty={items.length === 0}>
            <TableScroll label={t("admin.growth.payouts.title")}>
              <table className="console-table" data-testid="growth-payouts-table">
                <thead>
                  <tr>
                    <th>{t("admin.growth.payouts.time")}</th>
                    <th>{t("admin.growth.payouts.kind")}</th>
                    <th>{t("admin.growth.payouts.player")}</th>
                    <th className="num">{t("admin.growth.payouts.amount")}</th>
                    <th>{t("admin.growth.payouts.period")}</th>
                    <th>{t("admin.growth.payouts.source")}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((payout) => (
                    <tr key={payout.id} data-testid="growth-payout">
                      <td>{formatMoment(payout.atMs)}</td>
                      <td>{kindLabel(payout.kind)}</td>
                      <td>
                        <Link to={`/admin/player?id=${payout.userId}`}>{payout.nickname ? `${payout.username} (${payout.nickname})` : payout.username}</Link>
                      </td>
                      <td className="num">{money(payout.amountMinor)}</td>
                      <td>{payout.periodKey}</td>
                      <td>{payout.source}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <p className="console-muted growth-hint">{t("admin.growth.payouts.shownTotal", { amount: money(items.reduce((sum, payout) => sum + payout.amountMinor, 0)) })}</p>
          </QueryState>
        )}
        <Pager page={page} hasMore={list.data?.more ?? false} onPage={setPage} />
      </Panel>
    </ConsoleLayout>
  );
}
