/**
 * eod_run_ms and eod_bet_max_wait_ms: the growth engine's end-of-day run (issue 40) over a day of `players` players
 * and `bets` settled bets on SQLite, timed from its call to its end, while bets are placed through the real use case
 * in the same process (as on a server, where the growth driver shares the event loop with the players' orders) by
 * BETTORS callers one after the other, each waiting BET_GAP_MS between its bets. The longest time any of those
 * bets took from its call to its answer is eod_bet_max_wait_ms: what a player felt of the run.
 *
 * The clock is the operator's 00:05 on DAY_AFTER (real time passing from there), so yesterday is a whole day
 * of the operator's zone; rebates are set to be credited at the end of the day, so every player with a counted
 * stake is paid.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { PerformanceObserver } from "node:perf_hooks";
import { join } from "node:path";
import { parseScheduleConfig } from "../../../adapters/http/schedule-env";
import { openSqliteStore } from "../../../adapters/persistence/sqlite-store";
import { settleChunkBetsFor } from "../../../adapters/persistence/dialect";
import { yieldToEventLoop } from "../../../adapters/rounds/round-driver";
import { InProcessEventBus } from "../../../adapters/events/in-process-bus";
import type { AppDeps } from "../../../src/application/deps";
import { placeBet } from "../../../src/application/betting/place-bet";
import { installGames, STANDARD_GAMES } from "../../../src/application/games/install-games";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { GROWTH_SETTINGS_KEY } from "../../../src/application/growth/growth-settings";
import type { PeriodEndDeps } from "../../../src/application/growth/run-period-end";
import { DEFAULT_GROWTH_SETTINGS } from "../../../src/domain/growth/settings";
import { dayPeriod, growthDayOf } from "../../../src/domain/growth/periods";
import { checkLedgerInvariants } from "../../../src/domain/wallet/ledger";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { roundAt } from "../../../src/domain/rounds/schedule";
import { FastHasher, SeededRandom, testSeedVault } from "../../support/fakes";
import { seedEndOfDay } from "../support/end-of-day-seed";

/** The day after the benchmark's day: its 00:05 in the operator's zone is when the run starts. */
const DAY_AFTER = "2026-11-24";
const BETTORS = 4;
const BET_GAP_MS = 2;

export interface EndOfDayFigures {
  readonly players: number;
  readonly agents: number;
  readonly bets: number;
  readonly seedMs: number;
  readonly runMs: number;
  readonly betMaxWaitMs: number;
  readonly betP99Ms: number;
  readonly betsPlaced: number;
  readonly betFailure: string | null;
  /** What the run reported, step by step (payees and amounts). */
  readonly outcome: Readonly<Record<string, number>>;
  readonly ledgerProblems: readonly string[];
  /** The run's longest reads and transactions (what a bet waits behind, SQLite's driver being synchronous), with where they were called from. */
  readonly slowestStoreCalls: readonly string[];
  /** The longest garbage collection during the run (it holds the event loop like a store call). */
  readonly longestGcMs: number;
}

interface StoreCall {
  readonly ms: number;
  readonly kind: "read" | "transaction";
  readonly stack: string;
}

/** The store with each read and transaction of the run timed, and the run's frames that called it. */
function timedStore(store: AppDeps["store"], calls: StoreCall[]): AppDeps["store"] {
  const timed = (kind: StoreCall["kind"]) =>
    async (...args: unknown[]) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      const trace = new Error().stack ?? "";
      Error.stackTraceLimit = limit;
      const stack = trace.split("\n").filter((line) => line.includes("/src/application/") && !line.includes("unit-of-work") && !line.includes("run-period-end")).map((line) => line.trim().replace(/^at /, "").replace(/\(.*\/src\//, "(src/")).slice(0, 2).join(" < ");
      const started = performance.now();
      try {
        return await (store[kind] as (...a: unknown[]) => Promise<unknown>).apply(store, args);
      } finally {
        calls.push({ ms: performance.now() - started, kind, stack });
      }
    };
  return new Proxy(store, { get: (target, name, receiver) => (name === "read" || name === "transaction" ? timed(name) : Reflect.get(target, name, receiver)) });
}

/** The `count` longest calls, as "1234 ms read at <caller>", and how many calls and ms the run made in all. */
function slowest(calls: readonly StoreCall[], count: number): string[] {
  const total = calls.reduce((sum, call) => sum + call.ms, 0);
  const top = [...calls].sort((a, b) => b.ms - a.ms).slice(0, count);
  const over = (ms: number) => calls.filter((call) => call.ms > ms).length;
  return [`${calls.length} store calls, ${Math.round(total)} ms in all, ${over(20)} over 20 ms, ${over(50)} over 50 ms`, ...top.map((call) => `${Math.round(call.ms)} ms ${call.kind} at ${call.stack || "?"}`)];
}

/** The end-of-day run under test: the composition of the runs (run-period-end) or its steps one after the other. */
export type EndOfDayRun = (deps: PeriodEndDeps, nowMs: number) => Promise<Readonly<Record<string, number>>>;

export async function measureEndOfDay(run: EndOfDayRun, options: { players: number; bets: number }): Promise<EndOfDayFigures> {
  const schedule = parseScheduleConfig({ ROUND_SECONDS: "3600", CLOSE_SECONDS: "60", SALES_WINDOW: "00:00-24:00" });
  if (!schedule.ok) throw new Error("bad schedule");
  const today = dayPeriod(schedule.value, DAY_AFTER);
  const yesterday = dayPeriod(schedule.value, growthDayOf(schedule.value, today.fromMs - 1));
  // Real time passes from 00:05 of the day after (the runs wait a minute past midnight for the day's last
  // settlement to commit): the bets below are placed at real speed.
  const startMs = today.fromMs + 5 * 60_000;
  const realStart = Date.now();
  const clock = { nowMs: () => startMs + (Date.now() - realStart) };
  const dir = mkdtempSync(join(tmpdir(), "bench-eod-"));
  const file = join(dir, "lottery.sqlite");
  const events = new InProcessEventBus();
  const calls: StoreCall[] = [];
  const depsOf = (store: AppDeps["store"], timed = false): AppDeps => ({ store: timed ? timedStore(store, calls) : store, clock, events, random: new SeededRandom("eod"), hasher: new FastHasher(), seedVault: testSeedVault, schedule: schedule.value });
  try {
    // The games, the growth settings (rebates credited at the end of the day) and today's first round, opened
    // by the engine before any of yesterday's rows exist (so its own seed chain is the newest).
    let store = await openSqliteStore({ file });
    let deps = depsOf(store);
    const installed = await installGames(deps, STANDARD_GAMES);
    if (!installed.ok) throw new Error(`installGames: ${installed.error.code}`);
    await store.transaction((tx) => tx.content.setSetting(GROWTH_SETTINGS_KEY, JSON.stringify({ ...DEFAULT_GROWTH_SETTINGS, rebate: { mode: "auto", minimumClaimMinor: units(1) } })));
    await new RoundEngine(deps, { chainLength: 1000 }).tick();
    const issue = roundAt(schedule.value, clock.nowMs())!.issue;
    await store.close();
    const seed = seedEndOfDay(file, schedule.value, { players: options.players, bets: options.bets, dayFromMs: yesterday.fromMs, dayToMs: yesterday.toMs });
    store = await openSqliteStore({ file });
    deps = depsOf(store);
    // As the growth driver gives it: a turn of the event loop before each of the run's store calls.
    const runDeps: PeriodEndDeps = { ...depsOf(store, true), yieldToEventLoop };
    const engine = new RoundEngine(deps, { chainLength: 1000, yieldToEventLoop, settleChunkBets: settleChunkBetsFor(store.dialect) });
    await engine.tick();
    if ((await store.read((tx) => tx.rounds.get(1, issue)))?.status !== "open") throw new Error(`round ${issue} is not open`);

    // Bets all through the run: BETTORS callers, each one bet at a time.
    let running = true;
    const waits: number[] = [];
    let betFailure: string | null = null;
    let turn = 0;
    const bettor = async () => {
      while (running) {
        const userId = seed.bettors[turn++ % seed.bettors.length]!;
        const sent = performance.now();
        const placed = await placeBet(deps, { userId, roomId: 11, issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) });
        waits.push(performance.now() - sent);
        if (!placed.ok && betFailure === null) betFailure = placed.error.code;
        await new Promise((done) => setTimeout(done, BET_GAP_MS));
      }
    };
    const bettors = Array.from({ length: BETTORS }, bettor);
    // Let the bettors warm up (their first bets compile the hot path), then forget those waits.
    await new Promise((done) => setTimeout(done, 500));
    waits.length = 0;
    // A garbage collection stops the event loop too: its longest pause tells a collection from a slow store call.
    let longestGcMs = 0;
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
    });
    gcObserver.observe({ entryTypes: ["gc"] });
    const started = performance.now();
    const outcome = await run(runDeps, clock.nowMs());
    const runMs = performance.now() - started;
    gcObserver.disconnect();
    running = false;
    await Promise.all(bettors);
    const ledgerProblems = checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()));
    await store.close();
    const sorted = [...waits].sort((a, b) => a - b);
    return {
      players: seed.players,
      agents: seed.agents,
      bets: seed.bets,
      seedMs: seed.seedMs,
      runMs: Math.round(runMs),
      betMaxWaitMs: Math.round(sorted.at(-1) ?? 0),
      betP99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
      betsPlaced: waits.length,
      betFailure,
      outcome,
      ledgerProblems,
      slowestStoreCalls: slowest(calls, 5),
      longestGcMs: Math.round(longestGcMs),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
