import { useTranslation } from "react-i18next";
import "./queue-filters.css";

/** The console's lists with a CSV export (GET /admin/export/<list>.csv, adapters/http/exports.ts). */
export type ExportableList = "deposits" | "withdrawals" | "players" | "audit" | "reports" | "funds" | "bets" | "support-figures" | "support-hours" | "growth-report" | "growth-payouts";

/** The export's address: the filters on screen (null or empty ones left out) and the operator's language for the column titles. */
function exportHref(list: ExportableList, filters: Readonly<Record<string, string | number | null>>, lang: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== null && value !== "") params.set(name, String(value));
  params.set("lang", lang);
  return `/admin/export/${list}.csv?${params.toString()}`;
}

/** "Export CSV": downloads every row of the list that the filters on screen match, not just the page shown. */
export function ExportLink({ list, filters }: { list: ExportableList; filters: Readonly<Record<string, string | number | null>> }) {
  const { t, i18n } = useTranslation();
  return (
    <a className="adm-button adm-button-default adm-button-small adm-button-shape-default console-export" href={exportHref(list, filters, i18n.language)} download title={t("admin.lists.exportHint")} data-testid="export-csv">
      {t("admin.lists.exportCsv")}
    </a>
  );
}
