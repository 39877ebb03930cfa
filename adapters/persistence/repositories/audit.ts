import type { Selectable } from "kysely";
import { isAuditAction, isAuditTargetType, type AuditEntry, type AuditSnapshot } from "../../../src/domain/operations/audit";
import type { AuditRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { AuditLogTable } from "../schema";
import { checkPage } from "./sql-helpers";

/** The operators' audit trail. Append and read only: the table's triggers refuse any update or delete. */
export function auditRepository(db: Executor): AuditRepository {
  return {
    async append(entry) {
      const row = await db
        .insertInto("audit_log")
        .values({
          operator_id: entry.operatorId,
          action: entry.action,
          target_type: entry.target.type,
          target_id: entry.target.id,
          before_json: entry.before === null ? null : JSON.stringify(entry.before),
          after_json: entry.after === null ? null : JSON.stringify(entry.after),
          created_at_ms: entry.atMs,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEntry(row);
    },

    async list(filter, page) {
      let query = db.selectFrom("audit_log").selectAll();
      if (filter.operatorId !== null) query = query.where("operator_id", "=", filter.operatorId);
      if (filter.action !== null) query = query.where("action", "=", filter.action);
      if (filter.targetType !== null) query = query.where("target_type", "=", filter.targetType);
      if (filter.targetId !== null) query = query.where("target_id", "=", filter.targetId);
      if (filter.beforeId != null) query = query.where("id", "<", filter.beforeId);
      const rows = await query.orderBy("id", "desc").limit(checkPage(page).limit).offset(page.offset).execute();
      return rows.map(toEntry);
    },
  };
}

function snapshot(json: string | null, id: number): AuditSnapshot {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`audit ${id}: snapshot is not an object`);
  return value as Record<string, unknown>;
}

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  if (!isAuditAction(row.action)) throw new Error(`audit ${row.id}: unknown action ${row.action}`);
  if (!isAuditTargetType(row.target_type)) throw new Error(`audit ${row.id}: unknown target type ${row.target_type}`);
  return {
    id: row.id,
    operatorId: row.operator_id,
    action: row.action,
    target: { type: row.target_type, id: row.target_id },
    before: snapshot(row.before_json, row.id),
    after: snapshot(row.after_json, row.id),
    atMs: row.created_at_ms,
  };
}
