import type { AuditAction, AuditEntry, AuditTargetType, NewAuditEntry } from "../../../domain/operations/audit";
import type { Page } from "../common";

/** Which audit lines an operator lists; null means any. */
interface AuditFilter {
  readonly operatorId: number | null;
  readonly action: AuditAction | null;
  readonly targetType: AuditTargetType | null;
  readonly targetId: string | null;
  /** Keyset paging (exports): only lines older than this id (offset 0). */
  readonly beforeId?: number | null;
}

/** The operators' audit trail: append-only, so it has no update and no delete. */
export interface AuditRepository {
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first. */
  list(filter: AuditFilter, page: Page): Promise<AuditEntry[]>;
}
