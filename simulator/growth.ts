/**
 * The growth engine in the simulated day (issue 40): agents with the bots they invited, the end-of-day run as the
 * growth driver ticks it (rebates, the VIP review, commissions) once each operator's day is over, and the checks
 * on what it paid: every payout key once, each with its transfer from the promotions account, the promotions
 * account minus exactly what it credited, commissions and rebates equal to the formula (growth-oracle.ts), nothing
 * claimed by a player on a break. What was paid joins the model, so the ledger check holds every account to it.
 */
import { GROUP } from "../src/domain/accounts/user";
import { growthDayOf, dayPeriod } from "../src/domain/growth/periods";
import type { PaidPayout } from "../src/domain/growth/payout";
import { JUNIOR } from "../src/domain/growth/vip-level";
import type { GrowthSettings } from "../src/domain/growth/settings";
import { growthSettings } from "../src/application/growth/growth-settings";
import { PERIOD_END_STEPS, runPeriodEnd } from "../src/application/growth/run-period-end";
import { formatMoney, type Minor } from "../src/domain/money";
import type { Bot } from "./bot";
import type { SimContext } from "./context";
import { CHECK_IN_WAGERING_MULTIPLE } from "./growth-check-in";
import { commissionOracleMinor, countedStakes, rebateOracleMinor, type SettledPlay } from "./growth-oracle";

/** One bot in AGENT_EVERY is an agent; the AGENT_INVITES bots after it registered with its invite. */
const AGENT_EVERY = 10;
const AGENT_INVITES = 5;
/** The end-of-day run waits this long after midnight (as the runs do: the day's last settlement has committed). */
export const RUN_AFTER_MIDNIGHT_MS = 2 * 60_000;

/** What the growth engine paid over the run, for the report. */
export interface GrowthTotals {
  agents: number;
  invited: number;
  endOfDayRuns: number;
  rebatesMinor: Minor;
  rebateClaims: number;
  /** Claims tried by the bot on a break (each refused). */
  refusedOnBreak: number;
  commissionsMinor: Minor;
  bonusesMinor: Minor;
  payouts: number;
}

export class GrowthSim {
  readonly totals: GrowthTotals = { agents: 0, invited: 0, endOfDayRuns: 0, rebatesMinor: 0, rebateClaims: 0, refusedOnBreak: 0, commissionsMinor: 0, bonusesMinor: 0, payouts: 0 };
  private readonly agents = new Set<number>();
  private readonly inviterOf = new Map<number, number>();
  private readonly settled: SettledPlay[] = [];
  private readonly seenKeys = new Set<string>();
  private readonly payouts: PaidPayout[] = [];
  private lastPayoutId = 0;
  private paidByPromotions = 0;
  /** The last operator's day whose end-of-day run ran. */
  private lastRunDay: string | null = null;
  /** Each player's VIP level during a day (levels change only at the end-of-day run, after that day's rebates). */
  private readonly levelsOfDay = new Map<string, Map<number, number>>();
  /** A bot that took a time-out (from when): it plays no more; its claims must be refused and nothing paid to it but the credit of rebate accrued before. */
  onBreak: { readonly bot: Bot; readonly fromMs: number } | null = null;
  /** The instants of the end-of-day runs (a rebate paid at one of them is the end-of-day credit, not a claim). */
  private readonly runInstants = new Set<number>();
  /** The running check-in promotion, and who checked in on which day ("userId/day"). */
  checkInId: number | null = null;
  readonly checkedIn = new Set<string>();

  constructor(private readonly ctx: SimContext) {}

  /** Makes every AGENT_EVERY-th bot an agent and the next AGENT_INVITES bots its invited players, as the invite link would. */
  async setUp(bots: readonly Bot[]): Promise<void> {
    const { store } = this.ctx.deps;
    for (const bot of bots) {
      const position = bot.index % AGENT_EVERY;
      const agent = bots[bot.index - position];
      if (position === 0) {
        await store.transaction((tx) => tx.users.update(bot.userId, { groupId: GROUP.agent }));
        this.agents.add(bot.userId);
        this.totals.agents += 1;
      } else if (position <= AGENT_INVITES && agent !== undefined) {
        await store.transaction((tx) => tx.users.update(bot.userId, { inviterId: agent.userId }));
        this.inviterOf.set(bot.userId, agent.userId);
        this.totals.invited += 1;
      }
    }
  }

  /** The bot takes a time-out until after the run (as the player would on /personal): from now on it only tries to claim. */
  async takeBreak(bot: Bot, untilMs: number): Promise<void> {
    const fromMs = this.ctx.clock.nowMs();
    await this.ctx.deps.store.transaction((tx) => tx.protection.saveExclusion(bot.userId, { kind: "time_out", startedAtMs: fromMs, untilMs }));
    this.onBreak = { bot, fromMs };
  }

  /** A settled bet, as the round checks saw it: what rebates and commissions are computed from. */
  betSettled(play: SettledPlay): void {
    this.settled.push(play);
  }

  /** At a round boundary: once an operator's day is over, the end-of-day run, then the checks on what it paid. */
  async afterBoundary(userIds: readonly number[]): Promise<void> {
    const { deps, clock, log } = this.ctx;
    const nowMs = clock.nowMs();
    const finishedDay = growthDayOf(deps.schedule, nowMs - RUN_AFTER_MIDNIGHT_MS - 86_400_000);
    if (this.lastRunDay === null) this.lastRunDay = growthDayOf(deps.schedule, nowMs - 86_400_000);
    if (finishedDay <= this.lastRunDay) return;
    // The levels held until now were the levels of the day that ended (and of the ones before, never reviewed).
    const states = await deps.store.read((tx) => tx.vipStates.ofUsers(userIds));
    const levels = new Map(userIds.map((userId) => [userId, states.get(userId)?.level ?? JUNIOR]));
    for (let day = finishedDay; day > this.lastRunDay && !this.levelsOfDay.has(day); day = growthDayOf(deps.schedule, dayPeriod(deps.schedule, day).fromMs - 1)) this.levelsOfDay.set(day, levels);
    this.runInstants.add(nowMs);
    try {
      await runPeriodEnd(deps, nowMs, PERIOD_END_STEPS);
    } catch (error) {
      log.fail(`the end-of-day run failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    this.totals.endOfDayRuns += 1;
    const days: string[] = [];
    for (let day = finishedDay; day > this.lastRunDay; day = growthDayOf(deps.schedule, dayPeriod(deps.schedule, day).fromMs - 1)) days.unshift(day);
    this.lastRunDay = finishedDay;
    await this.syncPayouts();
    const settings = await growthSettings(deps);
    for (const day of days) this.checkDay(day, settings);
    // The run moved money outside the round checks: every account must still be the model's.
    const differences = this.ctx.model.differences(await deps.store.read((tx) => tx.ledger.allBalances()));
    log.check(differences.length === 0, () => `after the end-of-day run the ledger differs from the model: ${differences.slice(0, 5).join("; ")}`);
  }

  /** Reads what the engine paid since the last look: each key once, each with its transfer; the model learns of it. */
  async syncPayouts(): Promise<void> {
    const { deps, log, model } = this.ctx;
    for (;;) {
      const page = await deps.store.read((tx) => tx.growthPayouts.inRange(null, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, this.lastPayoutId, 500));
      for (const payout of page) {
        this.lastPayoutId = payout.id;
        log.check(!this.seenKeys.has(payout.key), () => `payout key ${payout.key} paid twice`);
        this.seenKeys.add(payout.key);
        const transfer = await deps.store.read((tx) => tx.ledger.transferById(payout.key));
        log.check(
          transfer !== null && transfer.fromAccount === "promotions" && transfer.toAccount === `u:${payout.userId}:available` && transfer.amountMinor === payout.amountMinor,
          () => `payout ${payout.key} (${formatMoney(payout.amountMinor)}) has no matching transfer from the promotions account`,
        );
        const onBreak = this.onBreak !== null && payout.userId === this.onBreak.bot.userId && payout.atMs >= this.onBreak.fromMs;
        log.check(!onBreak || (payout.kind === "rebate" && this.runInstants.has(payout.atMs)), () => `${payout.key} paid ${formatMoney(payout.amountMinor)} to a player on a break`);
        model.growthPaid(payout.userId, payout.amountMinor, payout.atMs);
        this.paidByPromotions += payout.amountMinor;
        this.payouts.push(payout);
        this.totals.payouts += 1;
        if (payout.kind === "commission") this.totals.commissionsMinor += payout.amountMinor;
        if (payout.kind === "rebate") this.totals.rebatesMinor += payout.amountMinor;
        if (payout.kind === "bonus") this.totals.bonusesMinor += payout.amountMinor;
        // A promotion's bonus asks its multiple in stakes before a withdrawal; a level-up bonus is an ordinary credit.
        if (payout.kind === "bonus" && payout.source === `promotion:${this.checkInId}`) model.wageringRequired(payout.userId, payout.amountMinor * CHECK_IN_WAGERING_MULTIPLE, payout.atMs);
      }
      if (page.length < 500) break;
    }
    const promotions = await deps.store.read((tx) => tx.ledger.balance("promotions"));
    log.check(promotions === -this.paidByPromotions, () => `the promotions account is ${formatMoney(promotions)}; it credited ${formatMoney(this.paidByPromotions)}`);
  }

  /**
   * What a claim would pay the player now, by the formula: for each day still open (its end-of-day credit not run:
   * today, and yesterday until the run), the day's rebate at the level held now, less what was paid for it.
   */
  async rebateOwedMinor(userId: number, settings: GrowthSettings): Promise<number> {
    const { deps, clock } = this.ctx;
    const level = (await deps.store.read((tx) => tx.vipStates.of(userId)))?.level ?? JUNIOR;
    const rates = settings.vip.levels[level] ?? settings.vip.levels[JUNIOR]!;
    const today = growthDayOf(deps.schedule, clock.nowMs());
    let owed = 0;
    for (let day = today; this.lastRunDay === null || day > this.lastRunDay; day = growthDayOf(deps.schedule, dayPeriod(deps.schedule, day).fromMs - 1)) {
      const period = dayPeriod(deps.schedule, day);
      const mine = this.settled.filter((play) => play.userId === userId && play.settledAtMs >= period.fromMs && play.settledAtMs < period.toMs);
      const stakes = countedStakes(mine).get(userId);
      const accrued = stakes === undefined ? 0 : rebateOracleMinor(stakes, rates);
      const paid = this.payouts.filter((payout) => payout.kind === "rebate" && payout.userId === userId && payout.periodKey === day).reduce((sum, payout) => sum + payout.amountMinor, 0);
      owed += Math.max(0, accrued - paid);
      if (this.lastRunDay === null) break;
    }
    return owed;
  }

  /** A finished day: each agent's commission and each player's rebate for it are the formula's, to the cent. */
  private checkDay(day: string, settings: GrowthSettings): void {
    const { log, deps } = this.ctx;
    const period = dayPeriod(deps.schedule, day);
    const counted = countedStakes(this.settled.filter((play) => play.settledAtMs >= period.fromMs && play.settledAtMs < period.toMs));
    const paidOf = (kind: PaidPayout["kind"]) => {
      const paid = new Map<number, number>();
      for (const payout of this.payouts) if (payout.kind === kind && payout.periodKey === day) paid.set(payout.userId, (paid.get(payout.userId) ?? 0) + payout.amountMinor);
      return paid;
    };
    if (settings.commission.period === "daily" && settings.commission.basis === "turnover") {
      const expected = commissionOracleMinor(counted, this.inviterOf, (userId) => this.agents.has(userId), { rateBp: () => settings.commission.defaultRateBp, secondLevelRateBp: settings.commission.secondLevelRateBp });
      sameAmounts(log, `commissions of ${day}`, expected, paidOf("commission"));
    }
    {
      const levels = this.levelsOfDay.get(day) ?? new Map<number, number>();
      const expected = new Map([...counted].map(([userId, stakes]) => [userId, rebateOracleMinor(stakes, settings.vip.levels[levels.get(userId) ?? JUNIOR]!)]));
      sameAmounts(log, `rebates of ${day}`, expected, paidOf("rebate"));
    }
    // What is settled before the day ended is checked once: forget it.
    this.settled.splice(0, this.settled.length, ...this.settled.filter((play) => play.settledAtMs >= period.toMs));
  }
}

/** Both maps agree on every beneficiary (a zero amount is the same as not paid). */
function sameAmounts(log: SimContext["log"], what: string, expected: ReadonlyMap<number, number>, paid: ReadonlyMap<number, number>): void {
  for (const userId of new Set([...expected.keys(), ...paid.keys()])) {
    const want = expected.get(userId) ?? 0;
    const got = paid.get(userId) ?? 0;
    log.check(want === got, () => `${what}: user ${userId} was paid ${formatMoney(got)}, the formula says ${formatMoney(want)}`);
  }
}
