import { useState } from "react";
import { ExportLink } from "./ExportLink";
import { useTranslation } from "react-i18next";
import { money } from "../../format/money";
import { trpc, type RouterOutputs } from "../../trpc";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { formatMoment } from "./format";
import { useAuditActionText } from "./audit-labels";
import { Pager } from "./QueueControls";
import { QueryState } from "./QueryState";
import { TableScroll } from "./TableScroll";

type Names = RouterOutputs["admin"]["audit"]["actions"];
type Action = Names["actions"][number] | null;
type TargetType = Names["targetTypes"][number] | null;

/** One stored value as an operator reads it: amounts (…Minor) as money, instants (…Ms) as moments. */
function valueText(key: string, value: unknown): string {
  if (typeof value === "number" && Number.isSafeInteger(value)) {
    if (/Minor$/.test(key)) return money(value);
    if (/Ms$/.test(key)) return formatMoment(value);
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A snapshot as one readable line ("status: 1, remark: ok"). */
const snapshot = (value: Readonly<Record<string, unknown>> | null): string =>
  value === null
    ? "-"
    : Object.entries(value)
        .map(([key, v]) => `${key}: ${valueText(key, v)}`)
        .join(", ");

/** /admin/audit: the append-only trail of operator actions, newest first, filtered by action or target. */
export default function AuditScreen() {
  const { t } = useTranslation();
  const actionText = useAuditActionText();
  const [action, setAction] = useState<Action>(null);
  const [targetType, setTargetType] = useState<TargetType>(null);
  const [page, setPage] = useState(1);
  const names = trpc.admin.audit.actions.useQuery(undefined, { staleTime: Infinity });
  const list = trpc.admin.audit.list.useQuery({ action, targetType, page });
  const items = list.data?.items ?? [];

  return (
    <ConsoleLayout title={t("admin.nav.audit")} testId="console-audit">
      <Panel>
        <div className="console-toolbar">
          <select
            className="console-input console-select"
            value={action ?? ""}
            onChange={(event) => {
              setAction(names.data?.actions.find((a) => a === event.target.value) ?? null);
              setPage(1);
            }}
            aria-label={t("admin.audit.action")}
            data-testid="audit-action-filter"
          >
            <option value="">{t("admin.audit.allActions")}</option>
            {(names.data?.actions ?? []).map((name) => (
              <option key={name} value={name}>
                {actionText(name)}
              </option>
            ))}
          </select>
          <select
            className="console-input console-select"
            value={targetType ?? ""}
            onChange={(event) => {
              setTargetType(names.data?.targetTypes.find((a) => a === event.target.value) ?? null);
              setPage(1);
            }}
            aria-label={t("admin.audit.target")}
          >
            <option value="">{t("admin.audit.allTargets")}</option>
            {(names.data?.targetTypes ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <ExportLink list="audit" filters={{ action, targetType }} />
        </div>
        <p className="console-muted">{t("admin.audit.appendOnly")}</p>
      </Panel>
      <Panel>
        <QueryState query={list} empty={items.length === 0}>
          <TableScroll label={t("admin.nav.audit")}>
            <table className="console-table" data-testid="audit-table">
              <thead>
                <tr>
                  <th>{t("admin.funds.time")}</th>
                  <th>{t("admin.audit.operator")}</th>
                  <th>{t("admin.audit.action")}</th>
                  <th>{t("admin.audit.target")}</th>
                  <th>{t("admin.audit.before")}</th>
                  <th>{t("admin.audit.after")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((line) => (
                  <tr key={line.id} data-testid="audit-line" data-action={line.action}>
                    <td>{formatMoment(line.atMs)}</td>
                    <td>{line.operatorName}</td>
                    <td>{actionText(line.action)}</td>
                    <td>
                      {line.target.type} #{line.target.id}
                    </td>
                    <td className="console-wrap console-snapshot">{snapshot(line.before)}</td>
                    <td className="console-wrap console-snapshot">{snapshot(line.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </QueryState>
        <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
      </Panel>
    </ConsoleLayout>
  );
}
