import { ok, type Result } from "../../domain/errors";
import type { BetRecord } from "../../domain/betting/bet";
import type { Before } from "../../ports/store/common";
import type { AppDeps } from "../deps";
import { EXPORT_PAGE, type ExportPages } from "../operations/export-pages";
import { recordDays } from "../record-days";
import { betItems, type BetItem } from "./bet-records";

export interface BetExportQuery {
  readonly userId: number;
  /** Local days as the date picker sends them; as recordDays reads them. */
  readonly from?: string;
  readonly to?: string;
}

/**
 * One player's bets of the days asked, newest first, as the console's player
 * page lists them, for the CSV export: pages read by (placement time, id)
 * keyset, each its own short read joined with its game, room and draw, only
 * as the download takes them.
 */
export function betExport(deps: AppDeps, query: BetExportQuery): Result<ExportPages<BetItem>, "DATE_RANGE_REVERSED" | "DATE_TOO_EARLY" | "INVALID_INPUT"> {
  const range = recordDays(deps, { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) });
  if (!range.ok) return range;
  return ok(
    (async function* () {
      let before: Before | null = null;
      for (;;) {
        const after: Before | null = before;
        const page = await deps.store.read(async (tx) => {
          const bets: BetRecord[] = await tx.bets.ofUsers([query.userId], range.value, { offset: 0, limit: EXPORT_PAGE }, after);
          return { bets, items: await betItems(tx, bets) };
        });
        if (page.items.length > 0) yield page.items;
        if (page.bets.length < EXPORT_PAGE) return;
        const last = page.bets[page.bets.length - 1]!;
        before = { atMs: last.placedAtMs, id: last.id };
      }
    })(),
  );
}
