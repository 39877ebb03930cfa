import type { StalledDraw } from "../../src/domain/risk/stalled-draw";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { RoundRecord } from "../../src/domain/rounds/round";
import type { RoundStepName } from "../../src/application/rounds/round-engine";
import type { AppDeps } from "../../src/application/deps";
import type { DatabaseUsage } from "../persistence/dialect";
import { LedgerHealthCheck, type LedgerHealth } from "../http/ledger-health";
import type { BetApi, BetOrderOutcome, MetricsHooks } from "./metrics-hooks";
import { requestLabels, trpcProcedures, type RequestLabels } from "./request-labels";
import { componentLogger } from "../logging/logger";

/** Seconds: a bet answers in about a millisecond, a slow list in a few hundred; past 10 s something is wrong. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a close takes milliseconds, settling 100,000 bets about half a second; a late step is late by the driver's 250 ms tick at least. */
const ROUND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
const ALARM_REASON = /^[a-z][a-z0-9_]{0,63}$/;
/** The same counts stay under their plain names (nodejs_active_handles and the like). */
const MISNAMED_DEFAULT_GAUGES = ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"];

/** Where the scrape-time figures come from; each is read only when /metrics is scraped. */
interface Sources {
  ledger: () => Promise<LedgerHealth>;
  liveStreams: (() => number) | null;
  /** The games whose draw has stalled (/healthz's check, one cache for both); null until the app hands it. */
  stalledDraws: (() => Promise<readonly StalledDraw[]>) | null;
}

/**
 * The server's metrics in Prometheus' format (prom-client), one registry per
 * server. Kept off the hot path: a request costs a label lookup in a Map and a
 * histogram observe when its response closes; a bet order a counter; the
 * ledger, the rounds' lag and the database's use are read only on a scrape
 * (the ledger through LedgerHealthCheck's cache, at most once a minute).
 */
export class ServerMetrics implements MetricsHooks {
  readonly registry = new Registry();
  private readonly sources: Sources;
  private readonly alarms = new Map<string, boolean>();
  private readonly requestSeconds: Histogram<"api" | "route" | "code">;
  private readonly requestChildren = new Map<string, { observe(value: number): void }>();
  private readonly trpcCalls: Counter<"procedure">;
  private readonly betsAccepted: Counter<"api">;
  private readonly ordersRefused: Counter<"api" | "reason">;
  private readonly stepSeconds: Histogram<"step">;
  private readonly stepLagSeconds: Histogram<"step">;
  private readonly clock: AppDeps["clock"];

  constructor(deps: Pick<AppDeps, "store" | "clock">, databaseUsage: (() => DatabaseUsage) | undefined) {
    this.clock = deps.clock;
    // A check of its own until the app hands it /healthz's (watchLedger), so the two share one cache.
    const ownLedger = new LedgerHealthCheck(deps);
    this.sources = { ledger: () => ownLedger.current(), liveStreams: null, stalledDraws: null };
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    // Gauges that prom-client names like counters: Prometheus' linter (promtool check metrics) refuses the names.
    for (const misnamed of MISNAMED_DEFAULT_GAUGES) this.registry.removeSingleMetric(misnamed);
    this.requestSeconds = new Histogram({
      name: "lottery_http_request_duration_seconds",
      help: "HTTP requests by API (trpc, legacy, other), tRPC procedure, legacy route or path template, and status class, from arrival until the response closed (live streams excluded: see lottery_live_streams_open)",
      labelNames: ["api", "route", "code"],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.trpcCalls = new Counter({ name: "lottery_trpc_calls_total", help: "tRPC procedure calls, each call of a batch counted apart", labelNames: ["procedure"], registers });
    this.betsAccepted = new Counter({ name: "lottery_bets_accepted_total", help: "Bets accepted (one per play type of an order), by API", labelNames: ["api"], registers });
    this.ordersRefused = new Counter({ name: "lottery_bet_orders_refused_total", help: "Bet orders refused, by API and error code", labelNames: ["api", "reason"], registers });
    this.stepSeconds = new Histogram({ name: "lottery_round_step_duration_seconds", help: "How long each round step took: close (with the bets root), draw, and settlement (all its chunks in one driver tick)", labelNames: ["step"], buckets: ROUND_BUCKETS, registers });
    this.stepLagSeconds = new Histogram({ name: "lottery_round_step_lag_seconds", help: "How late each round step started after it was due: close after the round's close time, draw and settlement after its draw time", labelNames: ["step"], buckets: ROUND_BUCKETS, registers });

    const sources = this.sources;
    new Gauge({
      name: "lottery_round_lag_seconds",
      help: "Per game, how far the oldest unfinished round is behind the step it is due for (its close at its close time, its draw and settlement at its draw time); 0 when every round is up to date",
      labelNames: ["game_id"],
      registers,
      async collect() {
        const nowMs = deps.clock.nowMs();
        try {
          const games = await deps.store.read((tx) => tx.games.list());
          for (const game of games) {
            const unfinished = await deps.store.read((tx) => tx.rounds.unfinished(game.id));
            const lagMs = Math.max(0, ...unfinished.map((round) => nowMs - (round.status === "open" ? round.closeAtMs : round.drawAtMs)));
            this.set({ game_id: String(game.id) }, lagMs / 1000);
          }
        } catch (error) {
          // The database unreachable: the last values stay, and the scrape still answers (the pool's gauges say why).
          componentLogger("metrics").error({ err: error }, "round lag not read");
        }
      },
    });
    new Gauge({
      name: "lottery_live_streams_open",
      help: "Server-sent event streams open now (room streams /live/game and support streams /live/support)",
      registers,
      collect() {
        this.set(sources.liveStreams?.() ?? 0);
      },
    });
    const readLedger = (): Promise<LedgerHealth> => sources.ledger();
    new Gauge({
      name: "lottery_ledger_balanced",
      help: "1 when the ledger reconciles (every balance equals its transfers, all balances sum to zero), 0 when not; checked at most once a minute",
      registers,
      async collect() {
        const ledger = await readLedger();
        this.set(ledger.balanced ? 1 : 0);
      },
    });
    new Gauge({
      name: "lottery_ledger_checked_timestamp_seconds",
      help: "When the ledger reconciliation shown by lottery_ledger_balanced ran (Unix time)",
      registers,
      async collect() {
        const ledger = await readLedger();
        this.set(ledger.checkedAtMs / 1000);
      },
    });
    const alarms = this.alarms;
    new Gauge({
      name: "lottery_alarm",
      help: "1 while an alarm is raised, by reason (ledger_unbalanced: the ledger does not reconcile; draw_stalled: a round's draw is late past the operator's setting); 0 once cleared",
      labelNames: ["reason"],
      registers,
      async collect() {
        const ledger = await readLedger();
        alarms.set("ledger_unbalanced", !ledger.balanced);
        if (sources.stalledDraws) alarms.set("draw_stalled", (await sources.stalledDraws()).length > 0);
        for (const [reason, on] of alarms) this.set({ reason }, on ? 1 : 0);
      },
    });
    this.databaseGauges(databaseUsage, registers);
  }

  /** The database's connections: the pg pool, or SQLite's single writer and its queue. */
  private databaseGauges(usage: (() => DatabaseUsage) | undefined, registers: Registry[]): void {
    if (!usage) return;
    if (usage().dialect === "sqlite") {
      new Gauge({
        name: "lottery_db_sqlite_writer_queue",
        help: "Transactions waiting for SQLite's one writer (the next group commit); SQLite has no connection pool",
        registers,
        collect() {
          const now = usage();
          if (now.dialect === "sqlite") this.set(now.writerQueue);
        },
      });
      return;
    }
    const pool = (read: (now: Extract<DatabaseUsage, { dialect: "postgres" }>) => number) =>
      function (this: Gauge) {
        const now = usage();
        if (now.dialect === "postgres") this.set(read(now));
      };
    new Gauge({ name: "lottery_db_pool_max_connections", help: "PostgreSQL connections the request pool may open (DATABASE_POOL_SIZE)", registers, collect: pool((now) => now.max) });
    new Gauge({ name: "lottery_db_pool_open_connections", help: "PostgreSQL connections of the request pool open now (busy or idle)", registers, collect: pool((now) => now.open) });
    new Gauge({ name: "lottery_db_pool_idle_connections", help: "PostgreSQL connections of the request pool idle now", registers, collect: pool((now) => now.idle) });
    new Gauge({ name: "lottery_db_pool_waiting_requests", help: "Queries waiting for a connection of the request pool now", registers, collect: pool((now) => now.waiting) });
  }

  /** The ledger health check /healthz uses (one cache for both). */
  watchLedger(read: () => Promise<LedgerHealth>): void {
    this.sources.ledger = read;
  }

  /** The stalled-draw check /healthz uses (one cache for both). */
  watchStalledDraws(read: () => Promise<readonly StalledDraw[]>): void {
    this.sources.stalledDraws = read;
  }

  /** The live streams' quota, which counts every open stream. */
  watchLiveStreams(openNow: () => number): void {
    this.sources.liveStreams = openNow;
  }

  /** Scrape: the text format and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }

  timeRequest(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? "/";
    const labels = requestLabels(url);
    if (labels === null) return;
    if (labels.api === "trpc") {
      if (labels.route === "batch") for (const procedure of trpcProcedures(url)) this.trpcCalls.inc({ procedure });
      else this.trpcCalls.inc({ procedure: labels.route });
    }
    const startedMs = performance.now();
    res.once("close", () => this.observeRequest(labels, res.statusCode, (performance.now() - startedMs) / 1000));
  }

  private observeRequest(labels: RequestLabels, status: number, seconds: number): void {
    const code = `${Math.floor(status / 100)}xx`;
    const key = `${labels.api} ${labels.route} ${code}`;
    let child = this.requestChildren.get(key);
    if (!child) {
      child = this.requestSeconds.labels(labels.api, labels.route, code);
      this.requestChildren.set(key, child);
    }
    child.observe(seconds);
  }

  betOrder(api: BetApi, outcome: BetOrderOutcome): void {
    if (outcome.ok) this.betsAccepted.inc({ api }, outcome.value.bets.length);
    else this.ordersRefused.inc({ api, reason: outcome.error.code });
  }

  setAlarm(reason: string, on: boolean): void {
    if (!ALARM_REASON.test(reason)) throw new RangeError(`alarm reason must be snake_case: ${JSON.stringify(reason)}`);
    this.alarms.set(reason, on);
  }

  /** RoundEngineOptions.timeStep: how late each step started and how long it took. */
  readonly timeRoundStep = async <T>(step: RoundStepName, round: RoundRecord, run: () => Promise<T>): Promise<T> => {
    const dueMs = step === "close" ? round.closeAtMs : round.drawAtMs;
    this.stepLagSeconds.observe({ step }, Math.max(0, this.clock.nowMs() - dueMs) / 1000);
    const startedMs = performance.now();
    try {
      return await run();
    } finally {
      this.stepSeconds.observe({ step }, (performance.now() - startedMs) / 1000);
    }
  };
}
