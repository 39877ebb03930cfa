import { ok, type Result } from "../../domain/errors";
import type { AuditAction, AuditTargetType } from "../../domain/operations/audit";
import type { AppDeps } from "../deps";
import { EXPORT_PAGE, keysetPages, type ExportPages } from "./export-pages";
import type { AuditLogLine } from "./audit-log";
import { usersById } from "./player-summary";

export interface AuditExportFilter {
  readonly operatorId: number | null;
  readonly action: AuditAction | null;
  readonly targetType: AuditTargetType | null;
  readonly targetId: string | null;
}

/** The whole audit trail with the audit screen's filters, newest first, a keyset page at a time (export-pages.ts). */
export function auditExport(deps: Pick<AppDeps, "store">, filter: AuditExportFilter): Result<ExportPages<AuditLogLine>, never> {
  return ok(
    keysetPages(deps, async (tx, afterId) => {
      const lines = await tx.audit.list({ ...filter, beforeId: afterId }, { offset: 0, limit: EXPORT_PAGE });
      const operators = await usersById(tx, lines.map((line) => line.operatorId).filter((id) => id > 0));
      return lines.map((line) => ({ ...line, operatorName: operators.get(line.operatorId)?.username ?? (line.operatorId === 0 ? "system" : `#${line.operatorId}`) }));
    }),
  );
}
