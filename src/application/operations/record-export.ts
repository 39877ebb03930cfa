import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";
import { recordAudit } from "./audit-trail";

export interface ExportRecord {
  readonly operatorId: number;
  /** The list's name as the export route spells it ("deposits", "audit" ...). */
  readonly list: string;
  /** The filters the list was read with, as the operator gave them. */
  readonly filters: Readonly<Record<string, string>>;
}

/**
 * An export is an audit line: who took which list out of the console, when,
 * and with which filters. Written before the first row leaves, so a download
 * cut short is still on record.
 */
export async function recordExport(deps: Pick<AppDeps, "store" | "events" | "clock">, record: ExportRecord): Promise<void> {
  const atMs = deps.clock.nowMs();
  await inTransaction(deps, (work) =>
    recordAudit(work, { operatorId: record.operatorId, action: "list.export", target: { type: "list", id: record.list }, before: null, after: { filters: record.filters }, atMs }),
  );
}
