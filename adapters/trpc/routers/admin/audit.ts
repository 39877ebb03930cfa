import { z } from "zod";
import { auditLog } from "../../../../src/application/operations/audit-log";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../../../../src/domain/operations/audit";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id, pageRequest, pager } from "../inputs";

/** The operators' audit trail: read only. No procedure edits or deletes a line, and the database refuses it too. */
export const adminAuditRouter = router({
  list: operatorProcedure
    .input(
      z
        .object({
          operatorId: id.nullable().default(null),
          action: z.enum(AUDIT_ACTIONS).nullable().default(null),
          targetType: z.enum(AUDIT_TARGET_TYPES).nullable().default(null),
          targetId: z.string().max(64).nullable().default(null),
          ...pager,
        })
        .default({ operatorId: null, action: null, targetType: null, targetId: null, page: 1 }),
    )
    .query(async ({ ctx, input }) => unwrap(await auditLog(ctx.services.deps, { ...input, ...pageRequest(input) }))),

  /** The names the filters accept. */
  actions: operatorProcedure.query(() => ({ actions: AUDIT_ACTIONS, targetTypes: AUDIT_TARGET_TYPES })),
});
