import { depositExport, withdrawalExport, type ExportedDeposit, type ExportedWithdrawal } from "../../src/application/wallet/export-review-queue";
import { auditExport } from "../../src/application/operations/export-audit";
import { playersExport, type ExportedPlayer } from "../../src/application/operations/export-players";
import type { AuditLogLine } from "../../src/application/operations/audit-log";
import { dailyReport, type ReportLine } from "../../src/application/operations/reports";
import { fundExport } from "../../src/application/wallet/export-fund-records";
import { betExport } from "../../src/application/betting/export-bet-records";
import type { BetItem } from "../../src/application/betting/bet-records";
import { formatOdds } from "../../src/domain/betting/odds";
import type { FundRecord } from "../../src/application/wallet/fund-records";
import { formatLocalDateTime } from "../../src/domain/calendar";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../../src/domain/operations/audit";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { fail, ok } from "../../src/domain/errors";
import { formatMoney } from "../../src/domain/money";
import type { Cell } from "./csv";
import { exportList, figure, onePage, type Column, type CsvView, type ExportList } from "./export-kit";
import { all, type ExportParams } from "./export-params";
import { supportFiguresList, supportHoursList } from "./export-support-figures";
import { growthPayoutsList, growthReportList } from "./export-growth";

const money = (amountMinor: number): Cell => figure(formatMoney(amountMinor));
const time = (atMs: number | null, view: CsvView): Cell => figure(atMs === null ? "" : formatLocalDateTime(view.timeZone, atMs));
const STATUS_WORD = ["pending", "approved", "rejected"] as const;
const status = (value: number, view: CsvView): Cell => {
  const word = STATUS_WORD[value];
  return word === undefined ? figure(String(value)) : view.words[word];
};

const requestHead = <T extends ExportedDeposit | ExportedWithdrawal>(): Column<T>[] => [
  { title: "id", cell: (r) => figure(String(r.id)) },
  { title: "playerId", cell: (r) => figure(String(r.userId)) },
  { title: "username", cell: (r) => r.username },
  { title: "nickname", cell: (r) => r.nickname },
  { title: "amount", cell: (r) => money(r.amountMinor) },
];
const requestTail = <T extends ExportedDeposit | ExportedWithdrawal>(): Column<T>[] => [
  { title: "status", cell: (r, v) => status(r.status, v) },
  { title: "remark", cell: (r) => r.remark },
  { title: "createdAt", cell: (r, v) => time(r.createdAtMs, v) },
  { title: "reviewedAt", cell: (r, v) => time(r.reviewedAtMs, v) },
];

/** The queues' filters: status, player, amount range, dates (and, for deposits, the channel). */
function queueFilters(params: ExportParams) {
  return all({
    status: params.reviewStatus(),
    userId: params.id("userId"),
    player: params.text("player"),
    minAmount: params.text("minAmount"),
    maxAmount: params.text("maxAmount"),
    channelId: params.id("channelId"),
    from: params.text("from"),
    to: params.text("to"),
  });
}

const deposits = exportList<ExportedDeposit>(
  [
    ...requestHead<ExportedDeposit>(),
    { title: "currency", cell: (r) => r.currency },
    { title: "channel", cell: (r) => r.channel },
    { title: "reference", cell: (r) => r.reference },
    ...requestTail<ExportedDeposit>(),
  ],
  (deps, params) => {
    const filters = queueFilters(params);
    return filters.ok ? depositExport(deps, filters.value) : filters;
  },
);

const withdrawals = exportList<ExportedWithdrawal>(
  [
    ...requestHead<ExportedWithdrawal>(),
    { title: "payoutType", cell: (r, v) => (r.payoutType === 0 ? v.words.bankCard : v.words.wallet) },
    { title: "payoutAcc", cell: (r) => r.payoutAcc },
    { title: "payoutAccName", cell: (r) => r.payoutAccName },
    { title: "payoutAccBank", cell: (r) => r.payoutAccBank },
    ...requestTail<ExportedWithdrawal>(),
  ],
  (deps, params) => {
    const filters = queueFilters(params);
    return filters.ok ? withdrawalExport(deps, filters.value) : filters;
  },
);

/** A demo game's name in the operator's language, as the console shows it; any other name as the operator gave it. */
const gameName = (name: string, view: CsvView): string => {
  const names: Readonly<Record<string, string>> = view.labels.game;
  return Object.hasOwn(names, name) ? names[name]! : name;
};

const yesNo = (value: boolean, view: CsvView): Cell => (value ? view.words.yes : view.words.no);

const players = exportList<ExportedPlayer>(
  [
    { title: "id", cell: (r) => figure(String(r.id)) },
    { title: "username", cell: (r) => r.username },
    { title: "nickname", cell: (r) => r.nickname },
    { title: "mobile", cell: (r) => r.mobile },
    { title: "group", cell: (r) => figure(String(r.groupId)) },
    { title: "inviterId", cell: (r) => figure(r.inviterId === null ? "" : String(r.inviterId)) },
    { title: "available", cell: (r) => money(r.availableMinor) },
    { title: "locked", cell: (r) => money(r.lockedMinor) },
    { title: "withdrawing", cell: (r) => money(r.withdrawingMinor) },
    { title: "buyBanned", cell: (r, v) => yesNo(r.buyBanned, v) },
    { title: "chatBanned", cell: (r, v) => yesNo(r.chatBanned, v) },
    { title: "registeredAt", cell: (r, v) => time(r.createdAtMs, v) },
  ],
  (deps, params) => {
    const filters = all({ text: params.text("text"), role: params.choice("role", ["player", "operator"] as const) });
    return filters.ok ? playersExport(deps, { text: filters.value.text, role: filters.value.role ?? "player" }) : filters;
  },
);

const snapshot = (value: unknown): string => (value === null ? "" : JSON.stringify(value));

const audit = exportList<AuditLogLine>(
  [
    { title: "id", cell: (r) => figure(String(r.id)) },
    { title: "time", cell: (r, v) => time(r.atMs, v) },
    { title: "operator", cell: (r) => r.operatorName },
    { title: "action", cell: (r) => r.action },
    { title: "targetType", cell: (r) => r.target.type },
    { title: "targetId", cell: (r) => r.target.id },
    { title: "before", cell: (r) => snapshot(r.before) },
    { title: "after", cell: (r) => snapshot(r.after) },
  ],
  (deps, params) => {
    const filters = all({
      operatorId: params.id("operatorId"),
      action: params.choice("action", AUDIT_ACTIONS),
      targetType: params.choice("targetType", AUDIT_TARGET_TYPES),
      targetId: params.text("targetId"),
    });
    return filters.ok ? auditExport(deps, filters.value) : filters;
  },
);

type ReportRow = Pick<ReportLine, "key" | "gameName" | "roomTitle" | "bets" | "stakeMinor" | "unsettledStakeMinor" | "payoutMinor" | "houseResultMinor">;

/** The daily report (at most 92 days by game and room: one page) and its total line. */
const reports = exportList<ReportRow>(
  [
    { title: "day", cell: (r) => r.key },
    { title: "game", cell: (r, v) => gameName(r.gameName, v) },
    { title: "room", cell: (r) => r.roomTitle },
    { title: "bets", cell: (r) => figure(String(r.bets)) },
    { title: "stake", cell: (r) => money(r.stakeMinor) },
    { title: "unsettledStake", cell: (r) => money(r.unsettledStakeMinor) },
    { title: "payout", cell: (r) => money(r.payoutMinor) },
    { title: "houseResult", cell: (r) => money(r.houseResultMinor) },
  ],
  async (deps, params) => {
    const filters = all({ from: params.text("from"), to: params.text("to"), gameId: params.id("gameId") });
    if (!filters.ok) return filters;
    const { from, to, gameId } = filters.value;
    const compact = (day: string | null) => (day ?? "").replaceAll("-", "");
    const report = await dailyReport(deps, { fromDay: compact(from), toDay: compact(to ?? from), gameId });
    if (!report.ok) return report;
    const total: ReportRow = { key: "", gameName: "", roomTitle: "", ...report.value.total };
    return ok(onePage([...report.value.lines, total]));
  },
);

const FUND_TYPE_NAMES = Object.fromEntries(Object.entries(FUND_TYPE).map(([name, value]) => [value, name])) as Readonly<Record<number, keyof typeof FUND_TYPE>>;
/** A fund line's type as the console words it ("Deposit", "Payout"); the number for a type this server does not know. */
const fundTypeWord = (type: number, view: CsvView): Cell => {
  const name = FUND_TYPE_NAMES[type];
  return name === undefined ? figure(String(type)) : view.labels.fund[name];
};

/** One player's fund log of the days asked (userId required), newest first. */
const funds = exportList<FundRecord>(
  [
    { title: "id", cell: (r) => figure(String(r.id)) },
    { title: "time", cell: (r, v) => time(r.createdAtMs, v) },
    { title: "fundType", cell: (r, v) => fundTypeWord(r.type, v) },
    { title: "amount", cell: (r) => money(r.quantityMinor) },
    { title: "balanceAfter", cell: (r) => money(r.overMinor) },
    { title: "remark", cell: (r) => r.mark },
    { title: "status", cell: (r, v) => status(r.status, v) },
  ],
  (deps, params) => {
    const filters = all({ userId: params.id("userId"), from: params.text("from"), to: params.text("to"), type: params.id("type") });
    if (!filters.ok) return filters;
    const { userId, from, to, type } = filters.value;
    if (userId === null) return fail("INVALID_INPUT", { field: "userId" });
    return fundExport(deps, { userId, ...(from === null ? {} : { from }), ...(to === null ? {} : { to }), type });
  },
);

/** A bet's play type as the console words it ("Big", "Sum 7"). */
const play = (bet: BetItem, view: CsvView): string =>
  bet.playKey === null ? String(bet.playType) : view.labels.play[bet.playKey].replace("{n}", String(bet.playNumber ?? ""));
const betOutcome = (bet: BetItem, view: CsvView): string => (bet.status === 0 ? view.labels.bet.open : bet.hit ? view.labels.bet.won : view.labels.bet.lost);
const unlessOpen = (bet: BetItem, cell: Cell): Cell => (bet.status === 0 ? figure("") : cell);

/** One player's bets of the days asked (userId required), newest first, as the player page lists them. */
const bets = exportList<BetItem>(
  [
    { title: "id", cell: (r) => figure(String(r.id)) },
    { title: "orderNo", cell: (r) => r.orderNo },
    { title: "time", cell: (r, v) => time(r.placedAtMs, v) },
    { title: "game", cell: (r, v) => gameName(r.gameName, v) },
    { title: "room", cell: (r) => r.roomTitle },
    { title: "issue", cell: (r) => r.issue },
    { title: "play", cell: (r, v) => play(r, v) },
    { title: "stake", cell: (r) => money(r.stakeMinor) },
    { title: "odds", cell: (r) => figure(formatOdds(r.oddsHundredths)) },
    { title: "status", cell: (r, v) => betOutcome(r, v) },
    { title: "draw", cell: (r) => figure(r.digits === null ? "" : r.digits.join(" ")) },
    { title: "payout", cell: (r) => unlessOpen(r, money(r.payoutMinor)) },
    { title: "netResult", cell: (r) => unlessOpen(r, money(r.profitMinor)) },
    { title: "settledAt", cell: (r, v) => time(r.settledAtMs, v) },
  ],
  (deps, params) => {
    const filters = all({ userId: params.id("userId"), from: params.text("from"), to: params.text("to") });
    if (!filters.ok) return filters;
    const { userId, from, to } = filters.value;
    if (userId === null) return fail("INVALID_INPUT", { field: "userId" });
    return betExport(deps, { userId, ...(from === null ? {} : { from }), ...(to === null ? {} : { to }) });
  },
);

/** Every list the console can export, by the name in its URL (/admin/export/<name>.csv). */
export const EXPORT_LISTS: Readonly<Record<string, ExportList>> = {
  deposits,
  withdrawals,
  players,
  audit,
  reports,
  funds,
  bets,
  "support-figures": supportFiguresList,
  "support-hours": supportHoursList,
  "growth-report": growthReportList,
  "growth-payouts": growthPayoutsList,
};
