import { fail, ok, type Result } from "../errors";
import { formatLocalDateTime } from "../calendar";
import type { PayoutMethod } from "./payout-method";

/** Withdrawals to payout details changed less than this ago wait (PAYOUT_CHANGE_HOLD_HOURS). */
export const DEFAULT_PAYOUT_CHANGE_HOLD_HOURS = 24;
export const HOUR_MS = 3_600_000;

/**
 * Whether saving `next` over `current` changes where withdrawals go: the holder,
 * number or bank of a card, the address or network of a wallet. The note (mark)
 * changes nothing. Binding a method the first time (no current one) is not a change.
 */
export function changesPayoutDestination(current: Pick<PayoutMethod, "acc" | "accName" | "accBank"> | null, next: Pick<PayoutMethod, "acc" | "accName" | "accBank">): boolean {
  if (current === null) return false;
  return current.acc !== next.acc || current.accName !== next.accName || current.accBank !== next.accBank;
}

/**
 * A withdrawal to details changed at `changedAtMs` waits `holdMs` from the change:
 * whoever took over an account and redirected its payouts cannot cash out before
 * the owner, told by an in-site message, can act. Answers PAYOUT_CHANGE_HOLD with
 * the end of the wait in the operator's zone.
 */
export function checkPayoutHold(method: Pick<PayoutMethod, "changedAtMs">, holdMs: number, nowMs: number, timeZone: string): Result<void, "PAYOUT_CHANGE_HOLD"> {
  if (method.changedAtMs === null) return ok(undefined);
  const untilMs = method.changedAtMs + holdMs;
  return nowMs < untilMs ? fail("PAYOUT_CHANGE_HOLD", { until: formatLocalDateTime(timeZone, untilMs), until_ms: untilMs }) : ok(undefined);
}
