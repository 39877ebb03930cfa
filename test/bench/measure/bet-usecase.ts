/**
 * bet_usecase_per_s and bet_usecase_cpu_ms: the same orders as bet_http (one
 * bet of 10.00 on big with a request id of its own, 64 concurrent callers,
 * each cycling through its share of the players) handed straight to the use
 * case in this process, with no HTTP, Hono or tRPC, over the same store, with
 * the server's round driver and live rooms running. Set beside
 * bet_http_server_cpu_ms, it splits a bet's CPU into the use case with its
 * store, and the layers in front of it (bet_layers_cpu_ms).
 */
import { systemClock } from "../../../adapters/clock/system-clock";
import { cryptoRandom } from "../../../adapters/crypto/crypto-random";
import { InProcessEventBus } from "../../../adapters/events/in-process-bus";
import { parseScheduleConfig } from "../../../adapters/http/schedule-env";
import { MemoryLiveRooms } from "../../../adapters/live/memory-live-rooms";
import { settleChunkBetsFor, type OpenedStore } from "../../../adapters/persistence/dialect";
import { soleLeadership } from "../../../adapters/rounds/leadership";
import { RoundDriver, yieldToEventLoop } from "../../../adapters/rounds/round-driver";
import type { AppDeps } from "../../../src/application/deps";
import { placeBetAsSent } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { scheduleOf } from "../../../src/application/rounds/schedule-book";
import { roundAt } from "../../../src/domain/rounds/schedule-versions";
import { FastHasher, testSeedVault } from "../../support/fakes";
import type { BenchPlayer } from "../support/fixture";
import { closedLoop, type LoadFigures } from "../support/load";
import { BENCH_ORDER, benchPlayer, benchRequestId, benchRun, CLIENTS } from "./bet-http";

export async function measureBetUsecase(
  store: OpenedStore,
  players: readonly BenchPlayer[],
  roundsEnv: Record<string, string>,
  options: { warmupMs: number; durationMs: number },
): Promise<LoadFigures & { cpuMs: number }> {
  const schedule = parseScheduleConfig(roundsEnv);
  if (!schedule.ok) throw new Error(`bad schedule: ${schedule.error.code}`);
  const bus = new InProcessEventBus();
  const deps: AppDeps = { store, clock: systemClock, random: cryptoRandom, hasher: new FastHasher(), seedVault: testSeedVault, events: bus, schedule: schedule.value };
  const live = new MemoryLiveRooms(deps, bus);
  await live.start();
  const driver = new RoundDriver(new RoundEngine(deps, { yieldToEventLoop, settleChunkBets: settleChunkBetsFor(store.dialect) }), soleLeadership);
  driver.start();
  try {
    const issue = await roundOpenedByDriver(deps, options.warmupMs + options.durationMs + 10_000);
    const run = benchRun();
    const cpuBefore = process.cpuUsage();
    const figures = await closedLoop({
      clients: CLIENTS,
      ...options,
      call: async (clientIndex, seq) => {
        const player = benchPlayer(players, clientIndex, seq);
        const placed = await placeBetAsSent(deps, { ...BENCH_ORDER, userId: player.id, issue, requestId: benchRequestId(run, clientIndex, seq) });
        return placed.ok ? null : placed.error.code;
      },
    });
    const cpu = process.cpuUsage(cpuBefore);
    return { ...figures, cpuMs: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, figures.calls)).toFixed(3)) };
  } finally {
    await driver.stop();
    live.stop();
  }
}

/**
 * The round game 1 sells now, once the driver has opened it with at least `needMs` of betting left, waiting
 * up to 200 s as roundOnSale does: started in the last `needMs` before an hourly round closes, the next one
 * opens 60 s and more later.
 */
async function roundOpenedByDriver(deps: AppDeps, needMs: number): Promise<string> {
  for (let attempt = 0; attempt < 800; attempt++) {
    const nowMs = deps.clock.nowMs();
    const due = roundAt(scheduleOf(deps), nowMs);
    if (due && due.closeAtMs - nowMs > needMs) {
      const round = await deps.store.read((tx) => tx.rounds.get(1, due.issue));
      if (round?.status === "open") return due.issue;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("no round on sale");
}
