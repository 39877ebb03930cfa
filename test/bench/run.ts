/**
 * `npm run bench [-- --json] [-- --only settle,bet,heart,raw,sse,web,verify,pg,eod]`: every
 * figure of the performance budget measured in one run on this machine, as a
 * table (and with --json one JSON object on the last line). The server runs as
 * a child process (its CPU is its own); the load comes from this process. On a
 * shared machine absolute figures move with the neighbours: ratios measured in
 * the same run (bet_http_vs_raw) are the steadier ones.
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { budgetTable } from "./budget";
import { measureBetHttp } from "./measure/bet-http";
import { measureBetRaw } from "./measure/bet-raw";
import { measureBetUsecase } from "./measure/bet-usecase";
import { measureEndOfDay } from "./measure/end-of-day";
import { PERIOD_END_STEPS, runPeriodEnd } from "../../src/application/growth/run-period-end";
import { measureHeart } from "./measure/heart";
import { measureHttpFloor } from "./measure/http-floor";
import { measureSettle } from "./measure/settle";
import { measureSse } from "./measure/sse";
import { measureVerify } from "./measure/verify";
import { measureWebInitial } from "./measure/web-initial";
import { seedPlayers, type BenchPlayer } from "./support/fixture";
import { startCpuBudget, type CpuBudget } from "./support/machine-cpu";
import { startBenchServer } from "./support/server";
import { freshPostgres, freshSqlite, postgresAvailable, type BenchStore } from "./support/stores";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    only: { type: "string" },
    "duration-ms": { type: "string", default: "6000" },
    "warmup-ms": { type: "string", default: "3000" },
    "settle-bets": { type: "string", default: "100000" },
    "eod-players": { type: "string", default: "100000" },
    "eod-bets": { type: "string", default: "1000000" },
  },
});
const only = values.only ? new Set(values.only.split(",")) : null;
const want = (part: string) => only === null || only.has(part);
const DURATION_MS = Number(values["duration-ms"]);
/**
 * Load sent before the measured window, on a server started for the run: a
 * fresh process is still compiling its hot code and filling its pool and
 * caches for the first 2 s or so (on PostgreSQL, in three runs, the first half
 * second after a 1.5 s warm-up answered 17 to 34% fewer bets than the median
 * half second after it), which says how a server starts, not how it runs.
 */
const WARMUP_MS = Number(values["warmup-ms"]);
const SETTLE_BETS = Number(values["settle-bets"]);
/** The growth engine's end-of-day run (issue 40): players and yesterday's settled bets. */
const EOD_PLAYERS = Number(values["eod-players"]);
const EOD_BETS = Number(values["eod-bets"]);
const HTTP_PLAYERS = 3200;
const SSE_SUBSCRIBERS = 2000;
const SSE_ROUND_SECONDS = 12;
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? "/tmp/dist-bench";

type Figures = Record<string, number | string | null>;
const figures: Figures = {};
const notes: string[] = [];
const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);

async function withStore<T>(open: () => Promise<BenchStore>, work: (bench: BenchStore) => Promise<T>): Promise<T> {
  const bench = await open();
  try {
    return await work(bench);
  } finally {
    await bench.cleanup();
  }
}

/** Seeds players, closes the seeding connection, and serves the same database from a child server. */
async function withServer<T>(bench: BenchStore, players: number, env: Record<string, string>, work: (server: Awaited<ReturnType<typeof startBenchServer>>, seeded: BenchPlayer[]) => Promise<T>): Promise<T> {
  const seeded = await seedPlayers(bench.store, players, Date.now());
  await bench.store.close();
  const server = await startBenchServer({ ...bench.serverEnv, ...env });
  try {
    return await work(server, seeded);
  } finally {
    await server.stop();
  }
}

/**
 * The server's CPU time per call over a load run (warm-up included), in ms: on
 * a shared machine the throughput moves with the neighbours, this much less.
 */
function serverCpuPerCall(server: { cpuMs(): number | null }, before: number | null, calls: number): number | null {
  const after = server.cpuMs();
  return before === null || after === null || calls === 0 ? null : Number(((after - before) / calls).toFixed(3));
}

/**
 * Where the machine's CPU went in a load run (machine-cpu.ts): `<prefix>_busy_pct`
 * of all cores, and per call the load generator's CPU (`_client_cpu_ms`) and,
 * on PostgreSQL, its processes' (`_db_cpu_ms`); with `_server_cpu_ms` they say
 * what a bet costs the whole machine, and whether any core was left over.
 */
function recordCpuBudget(prefix: string, budget: CpuBudget | null, withDb: boolean): void {
  if (budget === null) return;
  figures[`${prefix}_busy_pct`] = budget.busyPct;
  figures[`${prefix}_kernel_pct`] = budget.kernelPct;
  figures[`${prefix}_client_cpu_ms`] = budget.clientCpuMsPerCall;
  if (withDb) figures[`${prefix}_db_cpu_ms`] = budget.dbCpuMsPerCall;
}

/** Rounds open for the whole load test (one an hour, closing 60 s before its draw), sold round the clock (the in-process use case too). */
const LONG_ROUNDS = { ROUND_SECONDS: "3600", CLOSE_SECONDS: "60", SALES_WINDOW: "00:00-24:00" };
const load = { warmupMs: WARMUP_MS, durationMs: DURATION_MS };
const havePostgres = want("pg") && (await postgresAvailable());
if (want("pg") && !havePostgres) notes.push("PostgreSQL figures skipped: nothing answers at TEST_DATABASE_URL");

if (want("settle")) {
  progress(`settling ${SETTLE_BETS} bets on SQLite`);
  const settle = await withStore(freshSqlite, (bench) => measureSettle(bench.store, SETTLE_BETS));
  figures.settle_100k_ms = settle.settle_ms;
  figures.settle_max_block_ms = settle.settle_max_block_ms;
  figures.settle_chunks = settle.chunks;
  figures.close_100k_ms = settle.close_ms;
  figures.close_max_block_ms = settle.close_max_block_ms;
  if (havePostgres) {
    progress(`settling ${SETTLE_BETS} bets on PostgreSQL`);
    const pg = await withStore(freshPostgres, (bench) => measureSettle(bench.store, SETTLE_BETS));
    figures.pg_settle_100k_ms = pg.settle_ms;
    figures.pg_settle_max_block_ms = pg.settle_max_block_ms;
    figures.pg_close_100k_ms = pg.close_ms;
  }
}

if (want("eod")) {
  progress(`end of day on SQLite: seeding ${EOD_PLAYERS} players and ${EOD_BETS} settled bets, then the run with bets placed all through it`);
  // The growth driver's run as a server ticks it (run-period-end.ts: rebates, VIP review, commissions), each step timed.
  const stepMs: Record<string, number> = {};
  const timedSteps = PERIOD_END_STEPS.map((step) => ({
    ...step,
    run: async (...args: Parameters<typeof step.run>) => {
      const started = performance.now();
      try {
        return await step.run(...args);
      } finally {
        stepMs[step.name] = Math.round(performance.now() - started);
      }
    },
  }));
  const eod = await measureEndOfDay(async (deps, nowMs) => {
    const steps = await runPeriodEnd(deps, nowMs, timedSteps);
    return Object.fromEntries(steps.flatMap((step) => Object.entries(step.outcome).map(([figure, value]) => [`${step.name}.${figure}`, value])));
  }, { players: EOD_PLAYERS, bets: EOD_BETS });
  for (const [name, ms] of Object.entries(stepMs)) figures[`eod_${name}_ms`] = ms;
  figures.eod_players = eod.players;
  figures.eod_bets = eod.bets;
  figures.eod_seed_ms = eod.seedMs;
  figures.eod_run_ms = eod.runMs;
  figures.eod_bet_max_wait_ms = eod.betMaxWaitMs;
  figures.eod_bet_p99_ms = eod.betP99Ms;
  figures.eod_bets_placed = eod.betsPlaced;
  console.log(`end of day: ${eod.players} players, ${eod.bets} bets, ${(eod.runMs / 1000).toFixed(1)} s; longest bet wait ${eod.betMaxWaitMs} ms`);
  progress(`end of day paid ${JSON.stringify(eod.outcome)}; ${eod.slowestStoreCalls.join("; ")}; longest garbage collection ${eod.longestGcMs} ms`);
  if (eod.betFailure) notes.push(`end of day: a bet placed during the run was refused: ${eod.betFailure}`);
  if (eod.ledgerProblems.length > 0) notes.push(`end of day: the ledger after the run: ${eod.ledgerProblems.join("; ")}`);
}

if (want("verify")) {
  progress("hashing, drawing and verifying rounds in process");
  Object.assign(figures, measureVerify(DURATION_MS));
}

if (want("raw")) {
  progress("raw prepared-statement bets on better-sqlite3");
  const raw = await withStore(freshSqlite, async (bench) => {
    const players = await seedPlayers(bench.store, HTTP_PLAYERS, Date.now());
    await bench.store.close();
    return measureBetRaw(bench.sqliteFile!, players, DURATION_MS);
  });
  figures.bet_raw_per_s = raw.perS;
}

if (want("bet") || want("heart")) {
  await withStore(freshSqlite, (bench) =>
    withServer(bench, HTTP_PLAYERS, LONG_ROUNDS, async (server, players) => {
      if (want("bet")) {
        progress("bet.place over HTTP, SQLite, 64 clients");
        const cpuBefore = server.cpuMs();
        const budget = startCpuBudget();
        const bet = await measureBetHttp(server, players, load);
        figures.bet_http_server_cpu_ms = serverCpuPerCall(server, cpuBefore, bet.calls);
        recordCpuBudget("bet_http", budget(bet.calls), false);
        figures.bet_http_per_s = bet.okPerS;
        figures.bet_http_p50_ms = bet.p50Ms;
        figures.bet_http_p99_ms = bet.p99Ms;
        figures.bet_http_failed = bet.failed;
        if (bet.firstFailure) notes.push(`bet.place failure: ${bet.firstFailure}`);
      }
      if (want("heart")) {
        progress("bare node:http floor, 64 clients");
        figures.http_floor_per_s = (await measureHttpFloor(load)).okPerS;
        progress("legacy heart over HTTP, 64 clients");
        const heart = await measureHeart(server, players, load);
        figures.heart_per_s = heart.okPerS;
        figures.heart_p50_ms = heart.p50Ms;
        figures.heart_p99_ms = heart.p99Ms;
        figures.heart_failed = heart.failed;
        if (heart.firstFailure) notes.push(`heart failure: ${heart.firstFailure}`);
      }
    }),
  );
}
if (want("bet")) {
  // The same orders without HTTP, Hono or tRPC: what those layers cost per bet is the difference in CPU.
  await withStore(freshSqlite, async (bench) => {
    const players = await seedPlayers(bench.store, HTTP_PLAYERS, Date.now());
    progress("the bet use case in-process, SQLite, 64 callers");
    const usecase = await measureBetUsecase(bench.store, players, LONG_ROUNDS, load);
    figures.bet_usecase_per_s = usecase.okPerS;
    figures.bet_usecase_cpu_ms = usecase.cpuMs;
    if (usecase.firstFailure) notes.push(`bet use case failure: ${usecase.firstFailure}`);
    if (typeof figures.bet_http_server_cpu_ms === "number") figures.bet_layers_cpu_ms = Number((figures.bet_http_server_cpu_ms - usecase.cpuMs).toFixed(3));
  });
}
if (typeof figures.bet_http_per_s === "number" && typeof figures.bet_raw_per_s === "number") {
  figures.bet_http_vs_raw = Number((figures.bet_http_per_s / figures.bet_raw_per_s).toFixed(3));
}

if (want("bet") && havePostgres) {
  await withStore(freshPostgres, (bench) =>
    withServer(bench, HTTP_PLAYERS, LONG_ROUNDS, async (server, players) => {
      progress("bet.place over HTTP, PostgreSQL, 64 clients");
      const cpuBefore = server.cpuMs();
      const budget = startCpuBudget();
      const bet = await measureBetHttp(server, players, load);
      figures.pg_bet_http_server_cpu_ms = serverCpuPerCall(server, cpuBefore, bet.calls);
      recordCpuBudget("pg_bet_http", budget(bet.calls), true);
      figures.pg_bet_http_per_s = bet.okPerS;
      figures.pg_bet_http_p50_ms = bet.p50Ms;
      figures.pg_bet_http_p99_ms = bet.p99Ms;
      figures.pg_bet_http_failed = bet.failed;
      if (bet.firstFailure) notes.push(`PostgreSQL bet.place failure: ${bet.firstFailure}`);
    }),
  );
}

if (want("bet") && havePostgres) {
  // The scale-out path: two server processes on one database, the load split between them by the client.
  await withStore(freshPostgres, async (bench) => {
    const seeded = await seedPlayers(bench.store, HTTP_PLAYERS, Date.now());
    await bench.store.close();
    const servers = [await startBenchServer({ ...bench.serverEnv, ...LONG_ROUNDS }), await startBenchServer({ ...bench.serverEnv, ...LONG_ROUNDS })];
    try {
      progress("bet.place over HTTP, PostgreSQL, two server processes, 64 clients");
      const cpuBefore = servers.map((server) => server.cpuMs());
      const budget = startCpuBudget();
      const bet = await measureBetHttp(servers, seeded, load);
      recordCpuBudget("pg_bet_http_2proc", budget(bet.calls), true);
      const cpu = servers.map((server, i) => serverCpuPerCall(server, cpuBefore[i]!, bet.calls));
      figures.pg_bet_http_2proc_server_cpu_ms = cpu.every((c) => c !== null) ? Number(cpu.reduce((a, b) => a! + b!, 0)!.toFixed(3)) : null;
      figures.pg_bet_http_2proc_per_s = bet.okPerS;
      figures.pg_bet_http_2proc_p50_ms = bet.p50Ms;
      figures.pg_bet_http_2proc_p99_ms = bet.p99Ms;
      figures.pg_bet_http_2proc_failed = bet.failed;
      if (bet.firstFailure) notes.push(`PostgreSQL two-process bet.place failure: ${bet.firstFailure}`);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
}
for (const [figure, over] of [["pg_bet_http_vs_sqlite", "bet_http_per_s"], ["pg_bet_http_2proc_vs_1proc", "pg_bet_http_per_s"]] as const) {
  const of = figure === "pg_bet_http_vs_sqlite" ? figures.pg_bet_http_per_s : figures.pg_bet_http_2proc_per_s;
  const base = figures[over];
  if (typeof of === "number" && typeof base === "number" && base > 0) figures[figure] = Number((of / base).toFixed(3));
}
if (typeof figures.pg_settle_100k_ms === "number" && typeof figures.settle_100k_ms === "number") {
  figures.pg_settle_vs_sqlite = Number((figures.pg_settle_100k_ms / figures.settle_100k_ms).toFixed(2));
}

if (want("sse")) {
  await withStore(freshSqlite, (bench) =>
    // 2,000 viewers on one address here (players have one each): the per-address cap of 50 would refuse the 51st.
    withServer(bench, SSE_SUBSCRIBERS, { ROUND_SECONDS: String(SSE_ROUND_SECONDS), CLOSE_SECONDS: "3", LIVE_STREAMS_PER_ADDRESS: String(SSE_SUBSCRIBERS) }, async (server, players) => {
      progress(`${SSE_SUBSCRIBERS} SSE subscribers through one ${SSE_ROUND_SECONDS} s round`);
      // The room's one live pipeline: GET /live/game/:id, each event serialised once for all viewers.
      const sse = await measureSse(server, players, { subscribers: SSE_SUBSCRIBERS, roundMs: SSE_ROUND_SECONDS * 1000, betsPerS: 10, });
      figures.sse_2000_cpu_pct = sse.cpuPct;
      if (sse.cpuPct === null) notes.push("sse_2000_cpu_pct not measured: no /proc to read the server's CPU time");
      figures.sse_events_received = sse.eventsReceived;
      figures.sse_bets_placed = sse.betsPlaced;
    }),
  );
}

if (want("web")) {
  progress(`home screen's first load in Chromium (build in ${WEB_DIST_DIR})`);
  const web = await measureWebInitial(WEB_DIST_DIR);
  figures.web_initial_kb_gz = web?.kbGz ?? null;
  if (!web) notes.push("web_initial_kb_gz not measured: no Chromium (set CHROMIUM_PATH)");
}

const { lines, verdicts } = budgetTable(figures);
console.log(`bench on ${cpus().length} CPU(s), load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}, node ${process.version}`);
for (const line of lines) console.log(line);
for (const note of notes) console.log(`note: ${note}`);
if (values.json) {
  console.log(JSON.stringify({ ...figures, targets_met: verdicts, machine: { cpus: cpus().length, loadavg1: Number(loadavg()[0]!.toFixed(2)), node: process.version }, notes }));
}
// Handles the load generators left behind (keep-alive sockets) must not keep the bench alive.
process.exit(0);
