import type { AuditAction, AuditEntry, AuditTargetType } from "../../domain/operations/audit";
import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { pageOf, readPage, type PageRequest, type Paged } from "../query-input";
import { inRead } from "../unit-of-work";
import { usersById } from "./player-summary";

export interface AuditLogQuery extends PageRequest {
  readonly operatorId?: number | null;
  readonly action?: AuditAction | null;
  readonly targetType?: AuditTargetType | null;
  readonly targetId?: string | null;
}

export interface AuditLogLine extends AuditEntry {
  /** The operator's username; "system" for the start-up and the command line (id 0). */
  readonly operatorName: string;
}

/** The operators' audit trail, newest first: who did what, when, and the state before and after. Read-only by design. */
export function auditLog(deps: Pick<AppDeps, "store">, query: AuditLogQuery): Promise<Result<Paged<AuditLogLine>, "INVALID_INPUT">> {
  const page = pageOf(query);
  if (!page.ok) return Promise.resolve(page);
  const filter = { operatorId: query.operatorId ?? null, action: query.action ?? null, targetType: query.targetType ?? null, targetId: query.targetId ?? null };
  return inRead(deps, async (tx) => {
    const lines = await readPage(page.value, (p) => tx.audit.list(filter, p));
    const operators = await usersById(tx, lines.items.map((line) => line.operatorId).filter((id) => id > 0));
    return {
      items: lines.items.map((line) => ({ ...line, operatorName: operators.get(line.operatorId)?.username ?? (line.operatorId === 0 ? "system" : `#${line.operatorId}`) })),
      hasMore: lines.hasMore,
    };
  });
}
