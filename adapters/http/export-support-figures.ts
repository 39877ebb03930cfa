import type { AppDeps } from "../../src/application/deps";
import { supportFiguresReport, type NamedOperatorFigures } from "../../src/application/support/support-figures";
import { ok } from "../../src/domain/errors";
import type { DurationStats } from "../../src/domain/support/figures";
import type { Cell } from "./csv";
import { exportList, figure, onePage, type CsvView } from "./export-kit";
import { all, type ExportParams } from "./export-params";

/**
 * The support desk's figures as CSV (the console's reports page): the same
 * days as admin.support.figures (`fromDay`, `toDay`, "YYYY-MM-DD"), refused
 * the same way.
 */

/** A duration as a spreadsheet reads one, "h:mm:ss" (hours past 24 kept), to the nearest second; empty when none. */
function clock(ms: number | null): Cell {
  if (ms === null) return figure("");
  const seconds = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return figure(`${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`);
}

const count = (stats: DurationStats): Cell => figure(String(stats.count));

/** The report of the days the query string names (a missing day is refused by the use case, as a malformed one). */
async function report(deps: AppDeps, params: ExportParams) {
  const filters = all({ fromDay: params.text("fromDay"), toDay: params.text("toDay") });
  if (!filters.ok) return filters;
  return supportFiguresReport(deps, { fromDay: filters.value.fromDay ?? "", toDay: filters.value.toDay ?? "" });
}

/** A line: a day (null: the days' total) and an operator (null: every operator together). */
interface FigureRow {
  readonly day: string | null;
  readonly operator: NamedOperatorFigures | null;
  readonly firstResponse: DurationStats;
  readonly resolution: DurationStats;
}

const dayCell = (row: FigureRow, view: CsvView): Cell => (row.day === null ? view.words.total : figure(row.day));
// An operator's name is theirs to choose: text, neutralised like any typed text.
const operatorCell = (row: FigureRow, view: CsvView): Cell => (row.operator === null ? view.words.allOperators : (row.operator.operatorName ?? ""));

/** Per day: each operator, then every operator together; then the same over all the days. */
export const supportFiguresList = exportList<FigureRow>(
  [
    { title: "day", cell: dayCell },
    { title: "operator", cell: operatorCell },
    { title: "firstResponses", cell: (r) => count(r.firstResponse) },
    { title: "firstResponseAverage", cell: (r) => clock(r.firstResponse.averageMs) },
    { title: "firstResponseMedian", cell: (r) => clock(r.firstResponse.medianMs) },
    { title: "resolutions", cell: (r) => count(r.resolution) },
    { title: "resolutionAverage", cell: (r) => clock(r.resolution.averageMs) },
    { title: "resolutionMedian", cell: (r) => clock(r.resolution.medianMs) },
  ],
  async (deps, params) => {
    const figures = await report(deps, params);
    if (!figures.ok) return figures;
    const rows: FigureRow[] = [];
    for (const group of [...figures.value.days, { ...figures.value.total, day: null }]) {
      for (const operator of group.operators) rows.push({ day: group.day, operator, firstResponse: operator.firstResponse, resolution: operator.resolution });
      rows.push({ day: group.day, operator: null, firstResponse: group.firstResponse, resolution: group.resolution });
    }
    return ok(onePage(rows));
  },
);

interface HourRow {
  readonly day: string;
  readonly hour: number;
  readonly open: number | null;
}

/** Per day and hour (its local start, "09:00"): the conversations open at its end; empty for an hour not over yet. */
export const supportHoursList = exportList<HourRow>(
  [
    { title: "day", cell: (r) => figure(r.day) },
    { title: "hour", cell: (r) => figure(`${String(r.hour).padStart(2, "0")}:00`) },
    { title: "openConversations", cell: (r) => figure(r.open === null ? "" : String(r.open)) },
  ],
  async (deps, params) => {
    const figures = await report(deps, params);
    if (!figures.ok) return figures;
    return ok(onePage(figures.value.days.flatMap((day) => day.openAtHourEnd.map((hour) => ({ day: day.day, hour: hour.hour, open: hour.open })))));
  },
);
