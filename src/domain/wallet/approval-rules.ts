import { fail, ok, type Result } from "../errors";
import { parseMoney, units, type Minor, type MoneyRefusal } from "../money";

/**
 * Four-eyes on large money: a deposit or withdrawal above the operator's
 * threshold is credited or paid only once two different operators have
 * approved it. The first approval holds it ("awaiting second approval"); the
 * second, by someone else, moves the money. Rejection stays one step.
 */

/** Above this amount (50,000.00) a request needs a second operator, until the operator sets another. */
export const DEFAULT_SECOND_APPROVAL_ABOVE_MINOR: Minor = units(50_000);

/** The first approval of a request held for a second one. */
export interface FirstApproval {
  readonly operatorId: number;
  readonly atMs: number;
}

/** Whether a request of this amount needs two operators under this threshold. */
export const needsSecondApproval = (amountMinor: Minor, aboveMinor: Minor): boolean => amountMinor > aboveMinor;

/**
 * What an approval by `operatorId` does: "hold" (the first of two), "final"
 * (the only one needed, or the second by another operator). The operator who
 * gave the first approval cannot give the second.
 */
export function judgeApproval(
  amountMinor: Minor,
  aboveMinor: Minor,
  first: FirstApproval | null,
  operatorId: number,
): Result<"hold" | "final", "SECOND_APPROVER_SAME"> {
  if (!needsSecondApproval(amountMinor, aboveMinor)) return ok("final");
  if (first === null) return ok("hold");
  if (first.operatorId === operatorId) return fail("SECOND_APPROVER_SAME");
  return ok("final");
}

/** The threshold as the operator types it: a plain amount, zero allowed (every request then needs two). */
export function checkApprovalThreshold(amount: unknown): Result<Minor, MoneyRefusal> {
  return parseMoney(amount, { allowZero: true });
}

/** The stored setting (minor units as text) back to a threshold; missing or unreadable: the default. */
export function thresholdOfSetting(stored: string | null): Minor {
  if (stored === null || !/^\d{1,15}$/.test(stored)) return DEFAULT_SECOND_APPROVAL_ABOVE_MINOR;
  return Number(stored);
}
