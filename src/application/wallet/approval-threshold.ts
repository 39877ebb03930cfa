import type { Result } from "../../domain/errors";
import { checkApprovalThreshold, thresholdOfSetting } from "../../domain/wallet/approval-rules";
import type { Minor, MoneyRefusal } from "../../domain/money";
import type { StoreTx } from "../../ports/store";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inRead, inTransaction } from "../unit-of-work";

/** The operator setting (minor units as text): above it, a deposit or withdrawal needs a second operator. */
const SECOND_APPROVAL_SETTING = "approvals:secondAboveMinor";

type Deps = Pick<AppDeps, "store" | "events" | "clock">;

/** The threshold in force, read in the caller's transaction (the default until the operator sets one). */
export async function approvalThresholdOf(tx: StoreTx): Promise<Minor> {
  return thresholdOfSetting(await tx.content.setting(SECOND_APPROVAL_SETTING));
}

/** The console's reading of the threshold. */
export function getApprovalThreshold(deps: Pick<AppDeps, "store">): Promise<Result<{ readonly secondApprovalAboveMinor: Minor }>> {
  return inRead(deps, async (tx) => ({ secondApprovalAboveMinor: await approvalThresholdOf(tx) }));
}

/** Sets the threshold (a plain amount, zero allowed); the change is an audit line. */
export async function setApprovalThreshold(deps: Deps, input: { readonly operatorId: number; readonly amount: unknown }): Promise<Result<{ readonly secondApprovalAboveMinor: Minor }, MoneyRefusal>> {
  const amount = checkApprovalThreshold(input.amount);
  if (!amount.ok) return amount;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work) => {
    const before = await approvalThresholdOf(work.tx);
    if (before !== amount.value) {
      await work.tx.content.setSetting(SECOND_APPROVAL_SETTING, String(amount.value));
      await recordAudit(work, {
        operatorId: input.operatorId,
        action: "setting.save",
        target: { type: "setting", id: SECOND_APPROVAL_SETTING },
        before: { valueMinor: before },
        after: { valueMinor: amount.value },
        atMs: nowMs,
      });
    }
    return { secondApprovalAboveMinor: amount.value };
  });
}
