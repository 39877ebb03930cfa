import type { Result } from "../../domain/errors";
import type { Promotion, PromotionStatus } from "../../domain/growth/promotion";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

type SetPromotionStatusRefusal = "PROMOTION_INVALID" | "PROMOTION_NOT_FOUND";

/**
 * An operator pauses (no claims, no first-deposit bonuses until resumed), resumes (running again) or ends a
 * promotion. Ended is final: an ended promotion is never resumed (a new one is made instead), so what players
 * were told has ended stays ended. Setting the status it has already changes nothing and writes no audit line.
 */
export function setPromotionStatus(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly id: number; readonly status: PromotionStatus },
): Promise<Result<Promotion, SetPromotionStatusRefusal>> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<SetPromotionStatusRefusal>) => {
    const before = (await work.tx.promotions.byId(input.id)) ?? work.refuse("PROMOTION_NOT_FOUND");
    if (before.status === input.status) return before;
    if (before.status === "ended") work.refuse("PROMOTION_INVALID", { field: "status" });
    await work.tx.promotions.setStatus(before.id, input.status, nowMs);
    const after = (await work.tx.promotions.byId(before.id)) ?? work.refuse("PROMOTION_NOT_FOUND");
    await recordAudit(work, { operatorId: input.operatorId, action: "promotion.status", target: { type: "promotion", id: String(before.id) }, before: { status: before.status }, after: { status: after.status }, atMs: nowMs });
    return after;
  });
}
