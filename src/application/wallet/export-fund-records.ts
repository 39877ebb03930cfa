import { fail, ok, type Result } from "../../domain/errors";
import { FUND_TYPE, type FundLogEntry, type FundType } from "../../domain/wallet/fund-log";
import type { Before } from "../../ports/store/common";
import type { AppDeps } from "../deps";
import { EXPORT_PAGE, type ExportPages } from "../operations/export-pages";
import { recordDays } from "../record-days";
import type { FundRecord } from "./fund-records";

export interface FundExportQuery {
  readonly userId: number;
  /** Local days as the date picker sends them; as recordDays reads them. */
  readonly from?: string;
  readonly to?: string;
  /** null: every type. */
  readonly type: number | null;
}

const FUND_TYPES: readonly number[] = Object.values(FUND_TYPE);

/**
 * One player's fund log of the days asked, newest first, as the console's
 * player page lists it, for the CSV export: pages read by (time, id) keyset,
 * each its own short read, only as the download takes them.
 */
export function fundExport(deps: AppDeps, query: FundExportQuery): Result<ExportPages<FundRecord>, "DATE_RANGE_REVERSED" | "DATE_TOO_EARLY" | "INVALID_INPUT"> {
  const range = recordDays(deps, { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) });
  if (!range.ok) return range;
  if (query.type !== null && !FUND_TYPES.includes(query.type)) return fail("INVALID_INPUT", { field: "type" });
  const type = query.type as FundType | null;
  return ok(
    (async function* () {
      let before: Before | null = null;
      for (;;) {
        const after: Before | null = before;
        const lines: FundLogEntry[] = await deps.store.read((tx) => tx.fundLog.ofUser(query.userId, range.value, type, { offset: 0, limit: EXPORT_PAGE }, after));
        if (lines.length > 0) yield lines.map(({ id, type: t, quantityMinor, overMinor, mark, status, createdAtMs }) => ({ id, type: t, quantityMinor, overMinor, mark, status, createdAtMs }));
        if (lines.length < EXPORT_PAGE) return;
        const last = lines[lines.length - 1]!;
        before = { atMs: last.createdAtMs, id: last.id };
      }
    })(),
  );
}
