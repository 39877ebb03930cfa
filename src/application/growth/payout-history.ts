import type { Result } from "../../domain/errors";
import { dayPeriod } from "../../domain/growth/periods";
import type { PayoutKind } from "../../domain/growth/payout";
import type { NamedPayout } from "../../ports/store/growth/reports";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";
import { checkDayRange } from "./growth-report-days";

export interface PayoutHistoryQuery {
  /** null: commissions, rebates and bonuses alike. */
  readonly kind: PayoutKind | null;
  /** The operator's days ("YYYY-MM-DD", both included, at most 92). */
  readonly fromDay: string;
  readonly toDay: string;
  /** null: every beneficiary. */
  readonly userId: number | null;
  readonly page: number;
  readonly pageSize: number;
}

export interface PayoutHistoryPage {
  readonly items: readonly NamedPayout[];
  /** Whether a next page has anything. */
  readonly more: boolean;
}

/**
 * Every commission, rebate and bonus the growth engine paid in the days asked, newest first, with the
 * beneficiary's names: the console's payouts history. Page 1 is the newest.
 */
export async function payoutHistory(deps: Pick<AppDeps, "store" | "schedule">, query: PayoutHistoryQuery): Promise<Result<PayoutHistoryPage, "INVALID_INPUT">> {
  const checked = checkDayRange(query);
  if (!checked.ok) return checked;
  const range = { fromMs: dayPeriod(deps.schedule, checked.value.fromDay).fromMs, toMs: dayPeriod(deps.schedule, checked.value.toDay).toMs };
  return inRead(deps, async (tx) => {
    // One row more than the page: whether there is a next page, without counting them all.
    const rows = await tx.growthReports.payoutHistory({ kind: query.kind, range, userId: query.userId }, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize + 1 });
    return { items: rows.slice(0, query.pageSize), more: rows.length > query.pageSize };
  });
}
