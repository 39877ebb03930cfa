import type { AppDeps } from "../../src/application/deps";
import { growthReport, type GrowthLine } from "../../src/application/growth/growth-report";
import { payoutHistory } from "../../src/application/growth/payout-history";
import { ok } from "../../src/domain/errors";
import { formatLocalDateTime } from "../../src/domain/calendar";
import { PAYOUT_KINDS } from "../../src/domain/growth/payout";
import { formatMoney } from "../../src/domain/money";
import type { NamedPayout } from "../../src/ports/store/growth/reports";
import type { Cell } from "./csv";
import { exportList, figure, onePage, type CsvView } from "./export-kit";
import { all, type ExportParams } from "./export-params";

/**
 * The growth engine's exports (the console's growth pages): the report (growth-report.csv: each day, the total,
 * each game, each agent's team) and the payouts history (growth-payouts.csv), over the same days as
 * admin.growth.report / admin.growth.payouts (`from`, `to`, "YYYY-MM-DD"), refused the same way.
 */

const money = (amountMinor: number): Cell => figure(formatMoney(amountMinor));
const blank = figure("");

/** A line of the report sheet: a day, the total, a game (bets only: payments are per player, not per game) or an agent's team. */
interface ReportRow {
  readonly section: "day" | "total" | "game" | "agent";
  readonly name: string;
  readonly players: number | null;
  readonly line: Omit<GrowthLine, "rebateMinor" | "commissionMinor" | "bonusMinor" | "netMinor"> & Partial<Pick<GrowthLine, "rebateMinor" | "commissionMinor" | "bonusMinor" | "netMinor">>;
}

const sectionCell = (row: ReportRow, view: CsvView): Cell => view.words[row.section];
/** A demo game's name in the operator's language, as the console shows it; the total names its days; an agent's name is theirs: text, neutralised like any typed text. */
function nameCell(row: ReportRow, view: CsvView): Cell {
  if (row.section === "game") return Object.hasOwn(view.labels.game, row.name) ? view.labels.game[row.name]! : row.name;
  return row.section === "agent" ? row.name : figure(row.name);
}
const optional = (amountMinor: number | undefined): Cell => (amountMinor === undefined ? blank : money(amountMinor));

async function readReport(deps: AppDeps, params: ExportParams) {
  const filters = all({ from: params.text("from"), to: params.text("to") });
  if (!filters.ok) return filters;
  const report = await growthReport(deps, { fromDay: filters.value.from ?? "", toDay: filters.value.to ?? "" });
  if (!report.ok) return report;
  const { days, total, games, agents } = report.value;
  const rows: ReportRow[] = [
    ...days.map((day): ReportRow => ({ section: "day", name: day.day, players: null, line: day })),
    { section: "total", name: `${report.value.fromDay} – ${report.value.toDay}`, players: null, line: total },
    ...games.map((game): ReportRow => ({ section: "game", name: game.gameName, players: null, line: { bets: game.bets, turnoverMinor: game.turnoverMinor, payoutMinor: game.payoutMinor, grossMinor: game.grossMinor } })),
    ...agents.map((agent): ReportRow => ({ section: "agent", name: agent.username, players: agent.players, line: agent })),
  ];
  return ok(onePage(rows));
}

export const growthReportList = exportList<ReportRow>(
  [
    { title: "section", cell: sectionCell },
    { title: "name", cell: nameCell },
    { title: "players", cell: (r) => figure(r.players === null ? "" : String(r.players)) },
    { title: "bets", cell: (r) => figure(String(r.line.bets)) },
    { title: "turnover", cell: (r) => money(r.line.turnoverMinor) },
    { title: "payout", cell: (r) => money(r.line.payoutMinor) },
    { title: "rebate", cell: (r) => optional(r.line.rebateMinor) },
    { title: "commission", cell: (r) => optional(r.line.commissionMinor) },
    { title: "bonus", cell: (r) => optional(r.line.bonusMinor) },
    { title: "houseGross", cell: (r) => money(r.line.grossMinor) },
    { title: "houseNet", cell: (r) => optional(r.line.netMinor) },
  ],
  readReport,
);

/** Rows of the history read at once: pages of the console's own query until one comes back short. */
const HISTORY_PAGE = 100;

export const growthPayoutsList = exportList<NamedPayout>(
  [
    { title: "id", cell: (r) => figure(String(r.id)) },
    { title: "time", cell: (r, v) => figure(formatLocalDateTime(v.timeZone, r.atMs)) },
    { title: "kind", cell: (r, v) => v.labels.fund[r.kind] },
    { title: "playerId", cell: (r) => figure(String(r.userId)) },
    { title: "username", cell: (r) => r.username },
    { title: "nickname", cell: (r) => r.nickname },
    { title: "amount", cell: (r) => money(r.amountMinor) },
    { title: "period", cell: (r) => figure(r.periodKey) },
    { title: "source", cell: (r) => figure(r.source) },
  ],
  async (deps, params) => {
    const filters = all({ kind: params.choice("kind", PAYOUT_KINDS), from: params.text("from"), to: params.text("to"), userId: params.id("userId") });
    if (!filters.ok) return filters;
    const query = { kind: filters.value.kind, fromDay: filters.value.from ?? "", toDay: filters.value.to ?? "", userId: filters.value.userId, pageSize: HISTORY_PAGE };
    // The first page is read now, so a bad range is refused in words before the download starts.
    const first = await payoutHistory(deps, { ...query, page: 1 });
    if (!first.ok) return first;
    return ok(
      (async function* () {
        let page = first.value;
        for (let n = 2; ; n++) {
          if (page.items.length > 0) yield page.items;
          if (!page.more) return;
          const next = await payoutHistory(deps, { ...query, page: n });
          if (!next.ok) return;
          page = next.value;
        }
      })(),
    );
  },
);
