import { aesSeedVault } from "../adapters/crypto/aes-seed-vault";
import type { AppDeps } from "../src/application/deps";
import { installGames, STANDARD_GAMES } from "../src/application/games/install-games";
import { registerUser } from "../src/application/accounts/register-user";
import type { Room } from "../src/domain/games/game";
import { DEFAULT_SCHEDULE, nextRoundAfter, roundsOfSalesDay, type ScheduleConfig, type ScheduledRound } from "../src/domain/rounds/schedule";
import { checkScheduleConfig } from "../src/domain/rounds/schedule-config";
import type { DomainEvent, EventBus } from "../src/ports/events";
import type { Store } from "../src/ports/store";
import type { Bot } from "./bot";
import { betAfterClose, botTurn, burstOfBets, burstOfWithdrawals, onBetSettled, registerBots, withdrawalBurstCandidates, type Slot } from "./bots";
import { banOneChatter, chatPlan, checkChatLog } from "./chat";
import { ChatModel } from "./chat-model";
import { SimulatedClock } from "./clock";
import type { SimContext } from "./context";
import { CrashingStore, FaultPlan } from "./faults";
import { GrowthSim, RUN_AFTER_MIDNIGHT_MS } from "./growth";
import { growthActions, startCheckIn } from "./growth-claims";
import { InvariantChecker, InvariantLog } from "./invariants";
import { Model } from "./model";
import { operatorReviews } from "./operator";
import { withPlantedBug, type PlantedBug } from "./planted-bugs";
import { RandomStreams, SimulatedHasher, StreamRandomSource } from "./random";
import { buildReport, type SimulationReport } from "./report";
import { RoundRunner } from "./round-runner";
import { stateHash } from "./state-hash";
import { Stats } from "./stats";
import { openSimulatorStore } from "./store";

export interface SimulationOptions {
  readonly seed: number;
  /** Days of 24 h, from the first round of sales day 2026-11-22. */
  readonly days: number;
  readonly bots: number;
  readonly schedule?: ScheduleConfig;
  readonly faults: boolean;
  /** Rounds per seed chain: short chains make the engine start new ones during a run. */
  readonly chainLength?: number;
  readonly plantBug?: PlantedBug;
  /** Called after every round slot (all games), e.g. for a progress bar. */
  readonly onRound?: (progress: SimulationProgress) => void;
}

export interface SimulationProgress {
  readonly slot: number;
  /** Round slots the run will play at most (clock jumps skip some). */
  readonly slots: number;
  /** Simulated time so far, and in all. */
  readonly simulatedMs: number;
  readonly totalMs: number;
  readonly rounds: number;
  readonly bets: number;
  readonly failures: number;
}

/** The first day sold: 2026-11-22, sales day of the legacy examples. */
const FIRST_SALES_DAY = "20261122";
const DAY_MS = 86_400_000;
const DEFAULT_CHAIN_LENGTH = 1_000;
/** Chance per round slot that some bot tries to bet after betting closed. */
const LATE_BET_RATE = 0.3;

/** Counts what the core announces; nobody listens in a simulation. */
class CountingEventBus implements EventBus {
  published = 0;
  publish(_event: DomainEvent): void {
    this.published += 1;
  }
}

/** The rounds a run plays: the first round of the first sales day, and the instant the run ends. */
function plannedRounds(schedule: ScheduleConfig, days: number): { first: ScheduledRound; endMs: number; slots: number } {
  const first = roundsOfSalesDay(schedule, FIRST_SALES_DAY)[0];
  if (first === undefined) throw new Error(`the schedule sells no round on ${FIRST_SALES_DAY}`);
  const endMs = first.openAtMs + days * DAY_MS;
  let slots = 0;
  for (let round = first; round.openAtMs < endMs; round = nextRoundAfter(schedule, round.openAtMs)) slots += 1;
  return { first, endMs, slots };
}

/**
 * Runs the real application, through its real services and a real (in-memory
 * SQLite) store, for `days` of simulated time with `bots` simulated players,
 * faults injected from the seed, and every invariant checked after every round.
 * Everything random comes from named streams of the seed and everything
 * happens in one deterministic order, so one seed always gives one report and
 * one stateHash. Stops at the first failed check: the seed replays it.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationReport> {
  const startedMs = performance.now();
  const checked = checkScheduleConfig(options.schedule ?? DEFAULT_SCHEDULE);
  if (!checked.ok) throw new Error(`invalid schedule: ${JSON.stringify(checked.error)}`);
  const schedule = checked.value;
  if (!Number.isSafeInteger(options.seed) || options.seed < 0) throw new RangeError(`the seed must be a non-negative integer, got ${options.seed}`);
  if (!(options.days > 0) || !Number.isSafeInteger(options.bots) || options.bots < 1) throw new RangeError("days must be positive and bots at least 1");
  const { first, endMs, slots } = plannedRounds(schedule, options.days);

  const streams = new RandomStreams(options.seed);
  const baseStore = await openSimulatorStore();
  const store: Store = options.plantBug ? withPlantedBug(baseStore, options.plantBug) : baseStore;
  const clock = new SimulatedClock(first.openAtMs - 60_000);
  // The seed chains' secrets sealed as the server seals them, under a key and nonces of the run's own stream.
  const vaultRandom = new StreamRandomSource(streams.stream("vault"));
  const seedVault = aesSeedVault(vaultRandom.bytes(32), (n) => vaultRandom.bytes(n));
  const deps: AppDeps = { store, clock, events: new CountingEventBus(), random: new StreamRandomSource(streams.stream("core")), hasher: new SimulatedHasher(), seedVault, schedule };
  const stats = new Stats();
  const log = new InvariantLog(clock);
  const faults = new FaultPlan(options.faults, streams.stream("faults"));
  const lossyStore = new CrashingStore(store);
  const engineStore = new CrashingStore(store);
  // The draws come from their own stream: bots betting differently never changes what is drawn.
  const engineDeps: AppDeps = { ...deps, store: engineStore, random: new StreamRandomSource(streams.stream("chains")) };
  const runner = new RoundRunner(engineDeps, engineStore, faults, stats, options.chainLength ?? DEFAULT_CHAIN_LENGTH);

  let hash = "";
  let checker: InvariantChecker | null = null;
  let growth: GrowthSim | null = null;
  let games: SimContext["games"] = [];
  try {
    const installed = await installGames(deps, STANDARD_GAMES);
    if (!installed.ok) throw new Error(`installGames: ${installed.error.code}`);
    games = await store.read((tx) => tx.games.list());
    const roomsOfGame = new Map<number, Room[]>();
    for (const game of games) roomsOfGame.set(game.id, (await store.read((tx) => tx.games.rooms(game.id))).sort((a, b) => a.joinLimitMinor - b.joinLimitMinor || a.id - b.id));
    const operator = await registerUser(deps, { username: "sim_operator", password: `op-${options.seed}-secret` }, { systemAccount: true, role: "operator", isSimulated: true });
    if (!operator.ok) throw new Error(`operator: ${operator.error.code}`);
    let secondOperatorId: Promise<number> | null = null;
    const registerSecondOperator = async (): Promise<number> => {
      const second = await registerUser(deps, { username: "sim_operator2", password: `op2-${options.seed}-secret` }, { systemAccount: true, role: "operator", isSimulated: true });
      if (!second.ok) throw new Error(`second operator: ${second.error.code}`);
      return second.value.id;
    };

    let requestSeq = 0;
    const model = new Model();
    const ctx: SimContext = {
      deps,
      lossy: { store: lossyStore, deps: { ...deps, store: lossyStore } },
      clock,
      schedule,
      model,
      stats,
      log,
      faults,
      rng: { bots: streams.stream("bots"), mistakes: streams.stream("mistakes"), operator: streams.stream("operator"), chat: streams.stream("chat") },
      chat: new ChatModel(),
      games,
      roomsOfGame,
      roomById: new Map([...roomsOfGame.values()].flat().map((room) => [room.id, room])),
      operatorId: operator.value.id,
      secondOperatorId: () => (secondOperatorId ??= registerSecondOperator()),
      nextRequestId: () => `sim-${++requestSeq}`,
    };
    const bots = await registerBots(ctx, options.bots);
    await banOneChatter(ctx, bots);
    growth = new GrowthSim(ctx);
    await growth.setUp(bots);
    growth.checkInId = await startCheckIn(ctx, first.openAtMs - 3_600_000, endMs + DAY_MS);
    const growthRng = streams.stream("growth");
    const growthSim = growth;
    const botIds = bots.map((bot) => bot.userId);
    const botByUser = new Map(bots.map((bot) => [bot.userId, bot]));
    checker = new InvariantChecker({
      store, clock, games, model, stats, log,
      onBetSettled: (bet, won, settledAtMs) => {
        onBetSettled(botByUser.get(bet.userId), bet, won);
        growthSim.betSettled({ userId: bet.userId, gameId: bet.gameId, issue: bet.issue, playType: bet.playType, stakeMinor: bet.stakeMinor, settledAtMs });
      },
    });

    const tickAndCheck = async () => {
      await runner.tick();
      await checker!.afterTick();
    };
    /** A round boundary: the previous round draws and settles, the next one opens, the operator reviews. */
    const boundary = async (atMs: number) => {
      clock.set(atMs);
      await tickAndCheck();
      if (log.ok) await operatorReviews(ctx);
      // The growth driver's tick: the end-of-day run once a day is over, and the checks on what it paid.
      if (log.ok) await growthSim.afterBoundary(botIds);
    };

    let previous: ScheduledRound | null = null;
    let round = first;
    for (;;) {
      await boundary(round.openAtMs);
      if (!log.ok) break;
      // A few rounds in, the last bot takes a time-out past the end of the run: it plays no more, only tries to claim.
      if (stats.roundSlots === 4 && bots.length >= 10 && growthSim.onBreak === null) await growthSim.takeBreak(bots[bots.length - 1]!, endMs + 2 * DAY_MS);
      const playing = growthSim.onBreak === null ? bots : bots.filter((bot) => bot !== growthSim.onBreak!.bot);
      await playRound(ctx, playing, { round, previousIssue: previous?.issue ?? null, followable: [] }, tickAndCheck, growthActions(ctx, growthSim, bots, round, growthRng));
      stats.roundSlots += 1;
      options.onRound?.({ slot: stats.roundSlots, slots, simulatedMs: clock.nowMs() - first.openAtMs, totalMs: endMs - first.openAtMs, rounds: stats.rounds, bets: stats.bets, failures: log.failures.length });
      if (!log.ok) break;
      let next = nextRoundAfter(schedule, round.openAtMs);
      const skip = faults.clockJumpRounds();
      if (skip > 0) {
        // Nobody ticks for a while: the next tick must close, draw and settle everything it missed.
        stats.faults.clockJumps += 1;
        stats.faults.roundsSkipped += skip;
        for (let i = 0; i < skip; i++) next = nextRoundAfter(schedule, next.openAtMs);
      }
      if (next.openAtMs >= endMs) {
        await boundary(round.drawAtMs);
        break;
      }
      // The end of a sales day: settle the last round at its draw, not at tomorrow's first opening.
      if (skip === 0 && next.openAtMs > round.drawAtMs) await boundary(round.drawAtMs);
      if (!log.ok) break;
      previous = round;
      round = next;
    }
    if (log.ok) {
      // The growth driver ticks on after the last round: a day that ended with the run gets its end-of-day run.
      clock.set(Math.max(clock.nowMs(), endMs) + RUN_AFTER_MIDNIGHT_MS + 60_000);
      await growth!.afterBoundary(bots.map((bot) => bot.userId));
    }
    if (log.ok) {
      const left = model.unsettledRoundKeys();
      log.check(left.length === 0, () => `accepted bets never settled in rounds ${left.join(", ")}`);
      log.check(checker.unresolvedLinks === 0, () => `${checker!.unresolvedLinks} revealed seeds were never matched with the next round's commitment`);
      await checkChatLog(ctx);
    }
  } catch (error) {
    log.fail(`the run stopped on an exception: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  try {
    if (games.length > 0) hash = await stateHash(store, games);
  } catch (error) {
    log.fail(`the state hash could not be computed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await baseStore.close();
  return buildReport({
    seed: options.seed,
    days: options.days,
    bots: options.bots,
    faults: options.faults,
    plantedBug: options.plantBug ?? null,
    schedule,
    games: games.length,
    fromMs: first.openAtMs,
    toMs: clock.nowMs(),
    stats,
    growth: growth?.totals ?? null,
    checks: log.checks,
    failures: log.failures,
    stateHash: hash,
    wallMs: performance.now() - startedMs,
  });
}

/** The betting window of one round: bots act at seeded instants, then betting closes and late bets bounce. */
async function playRound(ctx: SimContext, bots: readonly Bot[], slot: Slot, tickAndCheck: () => Promise<void>, growth: readonly { atMs: number; run: () => Promise<unknown> }[]): Promise<void> {
  const { clock, faults, rng } = ctx;
  const { round } = slot;
  const windowMs = round.closeAtMs - round.openAtMs;
  type Action = { atMs: number; order: number; run: () => Promise<unknown> };
  const actions: Action[] = [];
  for (const bot of bots) {
    if (rng.bots.chance(bot.activity)) actions.push({ atMs: round.openAtMs + rng.bots.int(windowMs), order: actions.length, run: () => botTurn(ctx, bot, slot) });
  }
  const betBurst = faults.concurrentBets();
  if (betBurst > 0) {
    const bot = faults.pick(bots);
    actions.push({ atMs: round.openAtMs + rng.bots.int(windowMs), order: actions.length, run: () => burstOfBets(ctx, bot, slot, betBurst) });
  }
  const withdrawalBurst = faults.concurrentWithdrawals();
  if (withdrawalBurst > 0) {
    // Whoever can withdraw at the opening; the burst comes first, before anyone else acts.
    const candidates = withdrawalBurstCandidates(ctx, bots);
    if (candidates.length > 0) {
      const bot = faults.pick(candidates);
      actions.push({ atMs: round.openAtMs, order: -1, run: () => burstOfWithdrawals(ctx, bot, withdrawalBurst) });
    }
  }
  // Chat comes last in the list (its own random stream), so it never reorders the other actions.
  for (const bot of bots) {
    for (const step of chatPlan(ctx, bot, round)) actions.push({ atMs: step.atMs, order: actions.length, run: step.run });
  }
  // The growth engine's claims after them, likewise (their own stream too).
  for (const action of growth) actions.push({ ...action, order: actions.length });
  actions.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  for (const action of actions) {
    clock.set(action.atMs);
    await action.run();
    if (!ctx.log.ok) return;
  }

  // Betting closes; the driver ticks somewhere between the close and the draw.
  clock.set(round.closeAtMs + rng.bots.int(round.drawAtMs - round.closeAtMs));
  await tickAndCheck();
  if (ctx.rng.mistakes.chance(LATE_BET_RATE)) await betAfterClose(ctx, ctx.rng.mistakes.pick(bots), slot);
}
