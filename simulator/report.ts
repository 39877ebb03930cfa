import { formatMoney } from "../src/domain/money";
import { defaultOddsHundredths, theoreticalRtp } from "../src/domain/betting/odds";
import type { ScheduleConfig } from "../src/domain/rounds/schedule";
import { ORACLE_NAMES, oracleWays, RANGE_CLASSES } from "./oracle";
import type { Stats } from "./stats";
import type { GrowthTotals } from "./growth";

interface PlayTypeRtp {
  readonly playType: string;
  readonly bets: number;
  readonly turnover: string;
  readonly payouts: string;
  /** payouts / turnover; null without bets. */
  readonly realisedRtp: number | null;
  /** What the odds give on average (stake-weighted for the numbers together). */
  readonly theoreticalRtp: number;
  /** Share of bets that won, against the probability of winning (per bet, whatever the stake). */
  readonly hitRate: number | null;
  readonly probability: number;
}

export interface SimulationReport {
  readonly seed: number;
  readonly days: number;
  readonly bots: number;
  readonly faults: boolean;
  readonly plantedBug: string | null;
  readonly schedule: { readonly timeZone: string; readonly salesWindow: string; readonly roundSeconds: number; readonly closeSeconds: number };
  readonly games: number;
  readonly simulatedFrom: string;
  readonly simulatedTo: string;
  readonly roundSlots: number;
  /** Rounds drawn, settled and checked (all games). */
  readonly rounds: number;
  /** Accepted bets (an order of several play types is several bets). */
  readonly bets: number;
  readonly orders: number;
  readonly followOrders: number;
  readonly refusedBets: Readonly<Record<string, number>>;
  readonly turnover: string;
  readonly payouts: string;
  readonly houseResult: string;
  readonly realisedRtp: number | null;
  /**
   * The growth engine (issue 40): agents and invited bots, end-of-day runs, and the house's result before
   * promotions (gross: stakes minus wins paid) and after them (net: gross minus rebates, commissions and bonuses).
   */
  readonly growth: {
    readonly agents: number;
    readonly invited: number;
    readonly endOfDayRuns: number;
    readonly payouts: number;
    readonly rebateClaims: number;
    readonly refusedOnBreak: number;
    readonly gross: string;
    readonly rebates: string;
    readonly commissions: string;
    readonly bonuses: string;
    readonly net: string;
  };
  readonly rtpByPlayType: readonly PlayTypeRtp[];
  readonly deposits: { readonly requested: number; readonly approved: number; readonly rejected: number; readonly credited: string };
  readonly withdrawals: { readonly requested: number; readonly refused: number; readonly approved: number; readonly rejected: number; readonly paid: string };
  readonly chat: { readonly posted: number; readonly refused: number };
  readonly mistakes: Readonly<Record<string, { readonly attempts: number; readonly refusedAsExpected: number }>>;
  readonly faultsInjected: Readonly<Record<string, number>>;
  readonly invariantChecks: number;
  readonly invariantFailures: readonly string[];
  readonly invariantsOk: boolean;
  readonly stateHash: string;
  readonly wallMs: number;
}

const ratio = (numerator: number, denominator: number): number | null => (denominator === 0 ? null : Math.round((numerator / denominator) * 10_000) / 10_000);
const sortedRecord = <V>(entries: Iterable<[string, V]>): Record<string, V> => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

function rtpRows(stats: Stats): PlayTypeRtp[] {
  const rows: PlayTypeRtp[] = RANGE_CLASSES.map((playType) => {
    const entry = stats.byPlayType.get(playType);
    const theoretical = theoreticalRtp(playType, defaultOddsHundredths(playType));
    return {
      playType: ORACLE_NAMES[playType]!,
      bets: entry?.bets ?? 0,
      turnover: formatMoney(entry?.stakeMinor ?? 0),
      payouts: formatMoney(entry?.payoutMinor ?? 0),
      realisedRtp: ratio(entry?.payoutMinor ?? 0, entry?.stakeMinor ?? 0),
      theoreticalRtp: Math.round(theoretical * 10_000) / 10_000,
      hitRate: ratio(entry?.wins ?? 0, entry?.bets ?? 0),
      probability: oracleWays(playType) / 1000,
    };
  });
  let bets = 0;
  let wins = 0;
  let stake = 0;
  let payout = 0;
  let weighted = 0;
  let plainMean = 0;
  let expectedWins = 0;
  for (let n = 0; n <= 27; n++) {
    const entry = stats.byPlayType.get(100 + n);
    plainMean += theoreticalRtp(100 + n, defaultOddsHundredths(100 + n)) / 28;
    if (entry === undefined) continue;
    bets += entry.bets;
    wins += entry.wins;
    expectedWins += (entry.bets * oracleWays(100 + n)) / 1000;
    stake += entry.stakeMinor;
    payout += entry.payoutMinor;
    weighted += entry.theoreticalWeighted;
  }
  rows.push({
    playType: "numbers 0-27",
    bets,
    turnover: formatMoney(stake),
    payouts: formatMoney(payout),
    realisedRtp: ratio(payout, stake),
    theoreticalRtp: Math.round((stake > 0 ? weighted / stake : plainMean) * 10_000) / 10_000,
    hitRate: ratio(wins, bets),
    // The chance of the numbers as they were played (a bet on 13 wins 75 times as often as one on 0).
    probability: ratio(expectedWins, bets) ?? Math.round((1 / 28) * 10_000) / 10_000,
  });
  return rows;
}

export interface ReportInput {
  readonly seed: number;
  readonly days: number;
  readonly bots: number;
  readonly faults: boolean;
  readonly plantedBug: string | null;
  readonly schedule: ScheduleConfig;
  readonly games: number;
  readonly fromMs: number;
  readonly toMs: number;
  readonly stats: Stats;
  readonly growth: GrowthTotals | null;
  readonly checks: number;
  readonly failures: readonly string[];
  readonly stateHash: string;
  readonly wallMs: number;
}

export function buildReport(input: ReportInput): SimulationReport {
  const { stats, schedule } = input;
  const growth = input.growth ?? { agents: 0, invited: 0, endOfDayRuns: 0, payouts: 0, rebateClaims: 0, refusedOnBreak: 0, rebatesMinor: 0, commissionsMinor: 0, bonusesMinor: 0 };
  let turnover = 0;
  let payouts = 0;
  for (const entry of stats.byPlayType.values()) {
    turnover += entry.stakeMinor;
    payouts += entry.payoutMinor;
  }
  return {
    seed: input.seed,
    days: input.days,
    bots: input.bots,
    faults: input.faults,
    plantedBug: input.plantedBug,
    schedule: {
      timeZone: schedule.timeZone,
      salesWindow: `${hhmm(schedule.salesStartMinute)}-${hhmm(schedule.salesEndMinute % 1440 === 0 && schedule.salesEndMinute > 0 ? 1440 : schedule.salesEndMinute % 1440)}`,
      roundSeconds: schedule.roundSeconds,
      closeSeconds: schedule.closeSeconds,
    },
    games: input.games,
    simulatedFrom: new Date(input.fromMs).toISOString(),
    simulatedTo: new Date(input.toMs).toISOString(),
    roundSlots: stats.roundSlots,
    rounds: stats.rounds,
    bets: stats.bets,
    orders: stats.orders,
    followOrders: stats.followOrders,
    refusedBets: sortedRecord(stats.refusedBets),
    turnover: formatMoney(turnover),
    payouts: formatMoney(payouts),
    houseResult: formatMoney(turnover - payouts),
    realisedRtp: ratio(payouts, turnover),
    growth: {
      agents: growth.agents,
      invited: growth.invited,
      endOfDayRuns: growth.endOfDayRuns,
      payouts: growth.payouts,
      rebateClaims: growth.rebateClaims,
      refusedOnBreak: growth.refusedOnBreak,
      gross: formatMoney(turnover - payouts),
      rebates: formatMoney(growth.rebatesMinor),
      commissions: formatMoney(growth.commissionsMinor),
      bonuses: formatMoney(growth.bonusesMinor),
      net: formatMoney(turnover - payouts - growth.rebatesMinor - growth.commissionsMinor - growth.bonusesMinor),
    },
    rtpByPlayType: rtpRows(stats),
    deposits: { requested: stats.deposits.requested, approved: stats.deposits.approved, rejected: stats.deposits.rejected, credited: formatMoney(stats.deposits.approvedMinor) },
    withdrawals: {
      requested: stats.withdrawals.requested,
      refused: stats.withdrawals.refused,
      approved: stats.withdrawals.approved,
      rejected: stats.withdrawals.rejected,
      paid: formatMoney(stats.withdrawals.paidMinor),
    },
    chat: { ...stats.chat },
    mistakes: sortedRecord(stats.mistakes),
    faultsInjected: { ...stats.faults },
    invariantChecks: input.checks,
    invariantFailures: input.failures.slice(0, 20),
    invariantsOk: input.failures.length === 0,
    stateHash: input.stateHash,
    wallMs: Math.round(input.wallMs),
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const percent = (value: number | null) => (value === null ? "-" : `${(value * 100).toFixed(2)}%`);

/** The report as a table for people. */
export function formatReport(report: SimulationReport): string {
  const lines: string[] = [];
  const { schedule } = report;
  lines.push(
    `Simulation: seed ${report.seed}, ${report.days} day(s), ${report.bots} bots, faults ${report.faults ? "on" : "off"}${report.plantedBug ? `, PLANTED BUG ${report.plantedBug}` : ""}`,
    `  schedule       ${schedule.timeZone} ${schedule.salesWindow}, ${schedule.roundSeconds} s rounds, betting closes ${schedule.closeSeconds} s before the draw`,
    `  simulated      ${report.simulatedFrom} .. ${report.simulatedTo}`,
    `  wall time      ${(report.wallMs / 1000).toFixed(1)} s`,
    `  rounds         ${report.rounds} drawn and settled (${report.roundSlots} round slots x ${report.games} games)`,
    `  bets           ${report.bets} accepted in ${report.orders} orders (${report.followOrders} follow-bets)`,
    `  turnover       ${report.turnover}`,
    `  payouts        ${report.payouts}`,
    `  house result   ${report.houseResult} (realised RTP ${percent(report.realisedRtp)})`,
    `  growth         ${report.growth.agents} agents with ${report.growth.invited} invited bots, ${report.growth.endOfDayRuns} end-of-day run(s), ${report.growth.payouts} payouts (${report.growth.rebateClaims} rebate claims; ${report.growth.refusedOnBreak} tries on a break, refused)`,
    `  house before   ${report.growth.gross} gross (stakes - wins paid)`,
    `    - rebates    ${report.growth.rebates}`,
    `    - commissions ${report.growth.commissions}`,
    `    - bonuses    ${report.growth.bonuses}`,
    `  house after    ${report.growth.net} net of promotions`,
    `  deposits       ${report.deposits.requested} requested, ${report.deposits.approved} approved, ${report.deposits.rejected} rejected, ${report.deposits.credited} credited`,
    `  withdrawals    ${report.withdrawals.requested} requested, ${report.withdrawals.refused} refused, ${report.withdrawals.approved} approved, ${report.withdrawals.rejected} rejected, ${report.withdrawals.paid} paid`,
    `  chat           ${report.chat.posted} lines posted, ${report.chat.refused} refused`,
    "",
    `  ${"play type".padEnd(16)}${pad("bets", 9)}${pad("turnover", 16)}${pad("payouts", 16)}${pad("realised RTP", 14)}${pad("theoretical", 13)}${pad("hit rate", 10)}${pad("p(win)", 9)}`,
  );
  for (const row of report.rtpByPlayType) {
    lines.push(
      `  ${row.playType.padEnd(16)}${pad(row.bets, 9)}${pad(row.turnover, 16)}${pad(row.payouts, 16)}${pad(percent(row.realisedRtp), 14)}${pad(percent(row.theoreticalRtp), 13)}${pad(percent(row.hitRate), 10)}${pad(percent(row.probability), 9)}`,
    );
  }
  lines.push("", "  refused bets by reason");
  const refused = Object.entries(report.refusedBets);
  if (refused.length === 0) lines.push("    none");
  for (const [code, count] of refused) lines.push(`    ${code.padEnd(28)}${pad(count, 8)}`);
  lines.push("", "  mistakes made on purpose     refused as expected / made");
  for (const [kind, { attempts, refusedAsExpected }] of Object.entries(report.mistakes)) lines.push(`    ${kind.padEnd(28)}${pad(refusedAsExpected, 8)} / ${attempts}`);
  lines.push("", "  faults injected");
  for (const [kind, count] of Object.entries(report.faultsInjected)) lines.push(`    ${kind.padEnd(28)}${pad(count, 8)}`);
  lines.push("", `  invariants     ${report.invariantChecks} checks, ${report.invariantFailures.length === 0 ? "all held" : "FAILED"}`);
  for (const failure of report.invariantFailures) lines.push(`    ! ${failure}`);
  lines.push(`  state hash     ${report.stateHash}`);
  return lines.join("\n");
}
