/**
 * The composition root: reads the configuration, opens the store, wires the
 * real clock, randomness, password hasher and event bus into the core, starts
 * the round driver and the live room state, and serves HTTP.
 */
import { ReturnTallyDriver } from "../risk/return-tally-driver";
import { riskSettings } from "../../src/application/risk/risk-settings";
import { Server as HttpServer } from "node:http";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { serve } from "@hono/node-server";
import { installGames, STANDARD_GAMES } from "../../src/application/games/install-games";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { prepareSeedChains } from "../../src/application/fairness/prepare-seed-chains";
import type { AppDeps } from "../../src/application/deps";
import { systemClock } from "../clock/system-clock";
import { argon2Hasher } from "../crypto/argon2-hasher";
import { cryptoRandom } from "../crypto/crypto-random";
import { serverSeedVault } from "../crypto/server-seed-vault";
import { InProcessEventBus } from "../events/in-process-bus";
import { PostgresEventBus } from "../events/postgres-bus";
import { MemoryLiveRooms } from "../live/memory-live-rooms";
import { openStore } from "../persistence/open-store";
import { settleChunkBetsFor, settlesFromBothEndsFor } from "../persistence/dialect";
import { soleLeadership } from "../rounds/leadership";
import { PostgresLeadership } from "../rounds/postgres-leadership";
import { RoundDriver, yieldToEventLoop } from "../rounds/round-driver";
import { DEMO_ACCOUNTS, seedDemo } from "../../simulator/demo/seed-demo";
import { ensureOperator } from "../../src/application/operations/create-operator";
import { refreshSchedule } from "../../src/application/rounds/schedule-book";
import { LiveBots } from "../../simulator/demo/live-bots";
import { createHttpApp } from "./app";
import { createServerWithFastPaths } from "./fast-paths";
import { readConfig } from "./config";
import { HOUR_MS } from "../../src/domain/wallet/payout-change-rules";
import { RoomViewers } from "../live/room-viewers";
import { SessionCache } from "./session-cache";
import { loadVapidKeys } from "../notifications/vapid-keys";
import { PushDispatcher } from "../notifications/push-dispatcher";
import type { Services } from "./services";
import { GrowthDriver } from "../growth/growth-driver";
import { runPeriodEnd } from "../../src/application/growth/run-period-end";
import { readMetricsAccess } from "../metrics/metrics-access";
import { ServerMetrics } from "../metrics/server-metrics";
import { announce, componentLogger, createLogger, installLogger } from "../logging/logger";

// The one logger of the process: JSON lines on stdout, LOG_LEVEL (info by default); requests get children with their id.
const logger = createLogger(process.env);
installLogger(logger);
const config = readConfig(process.env);
// Who may scrape /metrics (METRICS_ALLOW, METRICS_TOKEN): read first, so a bad value stops the start at once.
const metricsAccess = readMetricsAccess(process.env);
const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
const bus = new InProcessEventBus();
// On PostgreSQL several servers may share the database: events go through LISTEN/NOTIFY to every server's live rooms.
const sharedBus =
  store.dialect === "postgres" && config.databaseUrl
    ? new PostgresEventBus(config.databaseUrl, bus, {
        // Events missed while reconnecting: reload what the live rooms can reload (games on sale, commitments).
        onResubscribed: () => live.refreshGames().catch((error: unknown) => componentLogger("live-rooms").error({ err: error }, "refresh failed")),
      })
    : null;
await sharedBus?.start();
// The seed chains' key, never in the database: a wrong one stops the start (prepareSeedChains) rather than start new chains.
const fairness = serverSeedVault(process.env, store.dialect, config.dataDir);
logger.info({ component: "fairness" }, fairness.log);
const deps: AppDeps = { store, clock: systemClock, random: cryptoRandom, hasher: argon2Hasher, seedVault: fairness.vault, events: sharedBus ?? bus, schedule: config.schedule, openSignup: config.openSignup, signupsPerAddressPerHour: config.signupsPerAddressPerHour, payoutChangeHoldMs: config.payoutChangeHoldHours * HOUR_MS, ...(config.testRealityCheckMinuteMs > 0 ? { realityCheckMinuteMs: config.testRealityCheckMinuteMs } : {}) };

if ((await store.read((tx) => tx.games.list())).length === 0) {
  const installed = await installGames(deps, STANDARD_GAMES);
  if (!installed.ok) throw new Error(`could not install the games: ${installed.error.code}`);
}
// Chains stored in the clear by older versions are sealed now; a key that does not open the stored chains stops the start here.
const prepared = await prepareSeedChains(deps);
if (prepared.sealed > 0) logger.info({ component: "fairness" }, `sealed ${prepared.sealed} seed chain(s) stored in the clear by an older version`);
// Schedules operators set from the console, before anything numbers a round; the round driver keeps them fresh.
await refreshSchedule(deps);
logger.info({ component: "operator" }, await ensureOperator(deps, process.env.ADMIN_USERNAME, process.env.ADMIN_PASSWORD));
if (config.demo) {
  const startedMs = Date.now();
  // Past draws are played through the real engine, one committed step at a time: a few seconds per day on first start.
  const historyDays = Number(process.env.DEMO_HISTORY_DAYS ?? 1);
  if (await seedDemo(deps, { historyDays })) logger.info({ component: "demo" }, `demo seeded (accounts, content, ${historyDays} day(s) of draws) in ${Date.now() - startedMs} ms`);
  // Usernames only: no password is ever logged (the demo's are in the README, "The demo").
  logger.info({ component: "demo" }, `demo accounts: operator ${DEMO_ACCOUNTS.operator.username}, agent ${DEMO_ACCOUNTS.agent.username}, player ${DEMO_ACCOUNTS.player.username} (passwords: README, The demo)`);
}

const metrics = new ServerMetrics(deps, store.usage);
const live = new MemoryLiveRooms(deps, bus);
await live.start();
// Crash tests (TEST_MODE only) slow settlement down, small chunks with a pause between, so that a kill can land inside it.
const settlePauseMs = config.testSettlePauseMs;
const engine = new RoundEngine(deps, {
  yieldToEventLoop: settlePauseMs > 0 ? () => sleep(settlePauseMs) : yieldToEventLoop,
  settleChunkBets: config.testSettleChunkBets > 0 ? config.testSettleChunkBets : settleChunkBetsFor(store.dialect),
  settleFromBothEnds: settlesFromBothEndsFor(store.dialect),
  timeStep: metrics.timeRoundStep,
  // The operator's setting, read once a tick: a change applies from the next tick on, on every server.
  autoVoidAfterMs: async () => (await riskSettings(deps)).autoVoidAfterMs,
});
const driver = new RoundDriver(engine, store.dialect === "postgres" && config.databaseUrl ? new PostgresLeadership(config.databaseUrl) : soleLeadership);
driver.start();
// The growth engine's end-of-period payments (issue 40) run on every server, leader or not: each payout key pays once.
const growth = new GrowthDriver(deps, runPeriodEnd, { intervalMs: config.growthRunIntervalMs, pauseAfterEachWriteMs: config.testGrowthPauseMs });
growth.start();
// The realised-return monitor's totals (issue 41), on every server: each round is added once by compare-and-set.
const returnTally = new ReturnTallyDriver(deps, (error) => componentLogger("return-tally").error({ err: error }, "return tally failed"));
returnTally.start();

// The demo's simulated players bet in real time through the same use cases as everyone.
let bots: LiveBots | null = null;
if (config.demo) {
  const operator = await store.read((tx) => tx.users.byUsername(DEMO_ACCOUNTS.operator.username));
  if (operator) {
    bots = new LiveBots(deps, operator.id, { count: 12, intervalMs: 4_000, seed: "demo", onError: (error) => componentLogger("demo-bots").error({ err: error }, "tick failed") });
    await bots.start();
  }
}

// Web push (issue 39): VAPID keys from the environment or a key file beside the SQLite database; none, no push.
const vapid = loadVapidKeys(process.env, { dialect: store.dialect, defaultFile: resolve(config.dataDir, "vapid-keys.json") });
logger.info({ component: "push" }, vapid ? `push notices: VAPID keys from ${vapid.source}${vapid.file ? ` (${vapid.file})` : ""}` : "push notices: off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: every server of a PostgreSQL database must share them)");
const pushDispatcher = vapid ? new PushDispatcher(deps, vapid.keys, bus) : null;
pushDispatcher?.start();

const services: Services = { deps, live, sessions: new SessionCache(deps), viewers: new RoomViewers(), testMode: config.testMode, testCaptchas: new Map(), feed: bus, metrics, ...(vapid ? { push: { publicKey: vapid.keys.publicKey } } : {}) };
const app = createHttpApp(services, {
  webDist: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : resolve(import.meta.dirname, "../../web/dist"),
  liveStreamsPerAddress: config.liveStreamsPerAddress,
  metrics: { registry: metrics, access: metricsAccess },
});
// The legacy heart (polled by every open room) skips Hono on a fast path of its own (fast-paths.ts).
const server = serve({ fetch: app.fetch, port: config.port, createServer: createServerWithFastPaths(services) }, (info) => {
  announce(logger, `lottery server on http://localhost:${info.port} (${store.dialect}${store.dialect === "sqlite" ? ` in ${config.dataDir}` : ""})${config.testMode ? " [TEST MODE]" : ""}`);
});
// Node closes idle keep-alive connections after 5 s; a reverse proxy (or a polling client) reusing one just as it
// closes gets a reset. Outlast the proxies' usual 60 s instead; headers must then be allowed longer too.
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

async function shutdown(): Promise<void> {
  server.close();
  bots?.stop();
  live.stop();
  await driver.stop();
  await growth.stop();
  await returnTally.stop();
  await pushDispatcher?.stop();
  await sharedBus?.stop();
  await store.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
