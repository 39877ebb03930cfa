import type { AuditAction, AuditSnapshot, AuditTarget } from "../../domain/operations/audit";
import { checkRequestId } from "../../domain/request-id";
import type { Work } from "../unit-of-work";

export interface AuditLine {
  readonly operatorId: number;
  readonly action: AuditAction;
  readonly target: AuditTarget;
  readonly before: AuditSnapshot;
  readonly after: AuditSnapshot;
  readonly atMs: number;
}

/**
 * Writes the audit line of an operator action inside the action's own unit of
 * work: the change and its record commit together or not at all. Call it only
 * when something changed (a repeated approval is not a new action).
 */
export async function recordAudit(work: Work, line: AuditLine): Promise<void> {
  await work.tx.audit.append(line);
}

/** The parts of a reviewed request the audit trail keeps. */
export const reviewSnapshot = (request: { status: number; remark: string; reviewedAtMs: number | null }): AuditSnapshot => ({
  status: request.status,
  remark: request.remark,
  reviewedAtMs: request.reviewedAtMs,
});

/** The first approval a four-eyes approval completed, for the second approval's audit line (nothing when there was none). */
export const firstApprovalSnapshot = (eyes: { readonly step: string; readonly first?: { readonly operatorId: number; readonly atMs: number } | null } | null): Record<string, unknown> =>
  eyes?.first ? { firstApproval: { operatorId: eyes.first.operatorId, atMs: eyes.first.atMs } } : {};

/** A console request id that is malformed, or that names another action already done. */
export type ConsoleRequestRefusal = "INVALID_INPUT" | "IDEMPOTENCY_CONFLICT";

/**
 * Runs a console action once per (operator, request id): the same request sent
 * again (a double click, a retry after a timeout) answers what the first one
 * answered and changes nothing. The key is claimed before the work, in the same
 * transaction, so two identical requests racing cannot both do it. Without a
 * request id the action simply runs. Results must be plain JSON data.
 */
export async function oncePerRequest<T>(
  work: Work<ConsoleRequestRefusal>,
  key: { readonly operatorId: number; readonly requestId: string | null | undefined; readonly action: AuditAction; readonly atMs: number },
  run: () => Promise<T>,
): Promise<T> {
  if (key.requestId === undefined || key.requestId === null) return run();
  const requestId = checkRequestId(key.requestId);
  if (!requestId.ok) work.refuse(requestId.error.code, requestId.error.params);
  const claimed = await work.tx.consoleRequests.claim({ operatorId: key.operatorId, requestId: requestId.value, action: key.action, atMs: key.atMs });
  if (!claimed) {
    const seen = await work.tx.consoleRequests.get(key.operatorId, requestId.value);
    // The same key for another action is the caller's bug, not a repeat.
    if (seen === null || seen.action !== key.action || seen.resultJson === null) work.refuse("IDEMPOTENCY_CONFLICT");
    return JSON.parse(seen.resultJson) as T;
  }
  const result = await run();
  await work.tx.consoleRequests.complete(key.operatorId, requestId.value, JSON.stringify(result));
  return result;
}
