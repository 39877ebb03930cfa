import { fail, type Result } from "../../domain/errors";
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from "../../domain/protection/reality-check";
import { recordAudit } from "../operations/audit-trail";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";

/** A player picks how often the bet room stops to show the reality check: off, 30, 60 or 120 minutes. */
export async function setRealityCheck(deps: AppDeps, input: { readonly userId: number; readonly minutes: RealityCheckMinutes }): Promise<Result<{ readonly minutes: RealityCheckMinutes }, "INVALID_INPUT">> {
  if (!REALITY_CHECK_MINUTES.includes(input.minutes)) return fail("INVALID_INPUT", { field: "minutes" });
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work) => {
    const before = (await work.tx.protection.stateOf(input.userId)).realityCheckMinutes;
    await work.tx.protection.saveRealityCheck(input.userId, input.minutes);
    await recordAudit(work, {
      operatorId: input.userId,
      action: "protection.realityCheck",
      target: { type: "user", id: String(input.userId) },
      before: { minutes: before },
      after: { minutes: input.minutes },
      atMs: nowMs,
    });
    return { minutes: input.minutes };
  });
}
