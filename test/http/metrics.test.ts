import { spawn, spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../adapters/clock/system-clock";
import { parseScheduleConfig } from "../../adapters/http/schedule-env";
import { judgeScrape, readMetricsAccess } from "../../adapters/metrics/metrics-access";
import { requestLabels } from "../../adapters/metrics/request-labels";
import { ServerMetrics } from "../../adapters/metrics/server-metrics";
import type { OpenedStore } from "../../adapters/persistence/dialect";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { units } from "../../src/domain/money";
import { roundAt } from "../../src/domain/rounds/schedule";
import { legacyCall, trpcMutation } from "../load/http-client";
import { seedPlayers, type SeededPlayer } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { forEachStore, openWithRawSql } from "../support/stores";

/**
 * /metrics: Prometheus' text format as Prometheus itself reads it (`promtool
 * check metrics`, Debian's prometheus package; required under CI=true, where
 * .ci/run installs it), the figures it promises, and who may read it.
 */

const promtool = spawnSync("promtool", ["--version"], { encoding: "utf8" }).status === 0 ? "promtool" : null;
const needsPromtool = promtool !== null || process.env.CI === "true";
if (!needsPromtool) console.warn("SKIPPING the promtool checks: promtool not installed (apt-get install prometheus); they fail under CI=true");

/** promtool check metrics on a scrape: its exit code and what it said (lint problems included). */
function promtoolCheck(text: string): Promise<{ code: number | null; said: string }> {
  expect(promtool, "promtool is required under CI=true: apt-get install prometheus").not.toBeNull();
  return new Promise((resolve, reject) => {
    const child = spawn(promtool!, ["check", "metrics"], { stdio: ["pipe", "pipe", "pipe"] });
    let said = "";
    child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, said }));
    child.stdin.end(text);
  });
}

/** One sample's value from a scrape, or null when the series is not there. */
function sample(text: string, series: string): number | null {
  for (const line of text.split("\n")) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return null;
}

const TOKEN = "metrics-test-token-0123456789abcdef";

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"] ?? "") }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("who may read /metrics", () => {
  it("by default this machine only (IPv4, IPv6 and IPv4 on a dual-stack socket), nobody else without the token", () => {
    const access = readMetricsAccess({});
    expect(judgeScrape(access, "127.0.0.1", undefined)).toBe("allowed");
    expect(judgeScrape(access, "::1", undefined)).toBe("allowed");
    expect(judgeScrape(access, "::ffff:127.0.0.1", undefined)).toBe("allowed");
    expect(judgeScrape(access, "10.1.2.3", undefined)).toBe("not-found");
    expect(judgeScrape(access, "::ffff:10.1.2.3", undefined)).toBe("not-found");
    expect(judgeScrape(access, null, undefined)).toBe("not-found");
    // No token is configured: a bearer header is refused, from anywhere.
    expect(judgeScrape(access, "10.1.2.3", "Bearer anything-at-all-0000000")).toBe("forbidden");
  });

  it("ranges and a token as configured; a wrong token is refused even from an allowed address", () => {
    const access = readMetricsAccess({ METRICS_ALLOW: "10.0.0.0/8, fd00::/8", METRICS_TOKEN: TOKEN });
    expect(judgeScrape(access, "10.200.0.7", undefined)).toBe("allowed");
    expect(judgeScrape(access, "fd12::1", undefined)).toBe("allowed");
    expect(judgeScrape(access, "127.0.0.1", undefined)).toBe("not-found");
    expect(judgeScrape(access, "192.0.2.1", `Bearer ${TOKEN}`)).toBe("allowed");
    expect(judgeScrape(access, "192.0.2.1", `bearer ${TOKEN}`)).toBe("allowed");
    expect(judgeScrape(access, "192.0.2.1", `Bearer ${TOKEN}x`)).toBe("forbidden");
    expect(judgeScrape(access, "10.200.0.7", "Bearer wrong")).toBe("forbidden");
    expect(judgeScrape(access, "192.0.2.1", TOKEN)).toBe("forbidden");
    // METRICS_ALLOW="" allows no address: the token only.
    expect(judgeScrape(readMetricsAccess({ METRICS_ALLOW: "", METRICS_TOKEN: TOKEN }), "127.0.0.1", undefined)).toBe("not-found");
  });

  it("a bad setting stops the server with the reason", () => {
    expect(() => readMetricsAccess({ METRICS_ALLOW: "localhost" })).toThrow(/bad METRICS_ALLOW entry "localhost"/);
    expect(() => readMetricsAccess({ METRICS_ALLOW: "10.0.0.0/33" })).toThrow(/bad METRICS_ALLOW entry/);
    expect(() => readMetricsAccess({ METRICS_ALLOW: "10.0.0.0/8/1" })).toThrow(/bad METRICS_ALLOW entry/);
    expect(() => readMetricsAccess({ METRICS_TOKEN: "short" })).toThrow(/at least 16 characters/);
  });
});

describe("request labels", () => {
  it("name the API and a procedure, legacy route or template, never a value a client chose", () => {
    expect(requestLabels("/trpc/bet.place")).toEqual({ api: "trpc", route: "bet.place" });
    expect(requestLabels("/trpc/live.snapshot,wallet.balance?batch=1&input={}")).toEqual({ api: "trpc", route: "batch" });
    expect(requestLabels("/trpc/no.such-procedure-9f8e7d")).toEqual({ api: "trpc", route: "unknown" });
    expect(requestLabels("/index.php/api/Lottery/heart/")).toEqual({ api: "legacy", route: "lottery/heart" });
    expect(requestLabels("/api/lottery/playOrder")).toEqual({ api: "legacy", route: "lottery/playorder" });
    expect(requestLabels("/api/made/up-9f8e7d")).toEqual({ api: "legacy", route: "unknown" });
    expect(requestLabels("/fairness/1/20261122001")).toEqual({ api: "other", route: "/fairness/*" });
    expect(requestLabels("/some/random/page-9f8e7d")).toEqual({ api: "other", route: "web" });
    expect(requestLabels("/live/game/1?room=11")).toBeNull();
  });
});

describe.skipIf(!needsPromtool)("/metrics of the real server", () => {
  const ENV = { ROUND_SECONDS: "12", CLOSE_SECONDS: "4" };
  const scheduled = parseScheduleConfig({ SALES_WINDOW: "00:00-24:00", ...ENV });
  if (!scheduled.ok) throw new Error("bad test schedule");
  const schedule = scheduled.value;
  const dir = mkdtempSync(join(tmpdir(), "metrics-"));
  let server: ServerProcess;
  let players: SeededPlayer[];
  const streams: AbortController[] = [];
  const scrape = async () => {
    const answer = await get(`${server.baseUrl}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    const seedStore = await openSqliteStore({ file: join(dir, "lottery.sqlite") });
    players = await seedPlayers(seedStore, { count: 2, depositMinor: units(1_000), prefix: "metrics" });
    await seedStore.close();
    // No loopback in METRICS_ALLOW: the test's own address (127.0.0.1) is "another address" to this server.
    server = await startServerProcess({ env: { ...ENV, DATA_DIR: dir, METRICS_ALLOW: "192.0.2.10", METRICS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.abort();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses another address, a wrong token and a forged forwarding header without a word, and answers the token", async () => {
    const elsewhere = await get(`${server.baseUrl}/metrics`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).not.toContain("lottery_");
    const forged = await get(`${server.baseUrl}/metrics`, { "x-forwarded-for": "192.0.2.10", "x-real-ip": "192.0.2.10" });
    expect(forged.status).toBe(404);
    const wrong = await get(`${server.baseUrl}/metrics`, { authorization: `Bearer ${TOKEN.slice(0, -1)}X` });
    expect(wrong.status).toBe(403);
    expect(wrong.body).not.toContain("lottery_");
    const right = await scrape();
    expect(right.type).toContain("text/plain");
    expect(right.body).toContain("# TYPE lottery_http_request_duration_seconds histogram");
  });

  it("counts requests, bets accepted and refused by reason, open streams, the ledger, the rounds and the database, in a format promtool accepts", async () => {
    const [alice, bob] = players as [SeededPlayer, SeededPlayer];
    let round = roundAt(schedule, Date.now())!;
    if (round.closeAtMs - Date.now() < 2_500) {
      await sleep(round.drawAtMs - Date.now() + 300);
      round = roundAt(schedule, Date.now())!;
    }
    for (let i = 0; i < 3; i++) {
      const placed = await trpcMutation<{ bets: unknown[] }>(server.baseUrl, "bet.place", { roomId: 11, issue: round.issue, playTypes: [1, 13], stake: "2", expectedTotal: "4" }, alice.token);
      expect(placed.data?.bets).toHaveLength(2);
    }
    // Refused: a stake past the balance, on tRPC; a bet on a round that is not the current one, on the legacy layer.
    const broke = await trpcMutation(server.baseUrl, "bet.place", { roomId: 11, issue: round.issue, playTypes: [1], stake: "900000", expectedTotal: "900000" }, bob.token);
    expect(broke.appCode).toBeDefined();
    const legacyOk = await legacyCall(server.baseUrl, "lottery/playOrder", { game_id: 1, plan_id: 11, issue: round.issue, play_type: "2", money: "3" }, bob.token);
    expect(legacyOk.envelope?.code).toBe(1);
    const legacyRefused = await legacyCall(server.baseUrl, "lottery/playOrder", { game_id: 1, plan_id: 11, issue: "20201122001", play_type: "2", money: "3" }, bob.token);
    expect(legacyRefused.envelope?.code).not.toBe(1);
    // Two live streams held open.
    for (let i = 0; i < 2; i++) {
      const controller = new AbortController();
      streams.push(controller);
      const response = await fetch(`${server.baseUrl}/live/game/1`, { signal: controller.signal });
      expect(response.status).toBe(200);
    }

    const text = (await scrape()).body;
    expect(sample(text, 'lottery_http_request_duration_seconds_count{api="trpc",route="bet.place",code="2xx"}')).toBe(3);
    expect(sample(text, 'lottery_http_request_duration_seconds_count{api="legacy",route="lottery/playorder",code="2xx"}')).toBe(2);
    expect(sample(text, 'lottery_trpc_calls_total{procedure="bet.place"}')).toBe(4);
    expect(sample(text, 'lottery_bets_accepted_total{api="trpc"}')).toBe(6);
    expect(sample(text, 'lottery_bets_accepted_total{api="legacy"}')).toBe(1);
    expect(text).toMatch(/lottery_bet_orders_refused_total\{api="trpc",reason="[A-Z_]+"\} 1/);
    expect(text).toMatch(/lottery_bet_orders_refused_total\{api="legacy",reason="[A-Z_]+"\} 1/);
    expect(sample(text, "lottery_live_streams_open")).toBe(2);
    expect(sample(text, "lottery_ledger_balanced")).toBe(1);
    expect(sample(text, 'lottery_alarm{reason="ledger_unbalanced"}')).toBe(0);
    expect(sample(text, 'lottery_round_lag_seconds{game_id="1"}')).toBeLessThan(5);
    expect(sample(text, "lottery_db_sqlite_writer_queue")).toBe(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");

    // Rounds close, are drawn and settled (12 s rounds): each step's duration and lateness are recorded.
    const deadline = Date.now() + 30_000;
    let after = text;
    while ((sample(after, 'lottery_round_step_duration_seconds_count{step="settle"}') ?? 0) === 0) {
      expect(Date.now(), "no round was settled in 30 s").toBeLessThan(deadline);
      await sleep(500);
      after = (await scrape()).body;
    }
    expect(sample(after, 'lottery_round_step_duration_seconds_count{step="close"}')).toBeGreaterThan(0);
    expect(sample(after, 'lottery_round_step_lag_seconds_count{step="draw"}')).toBeGreaterThan(0);
    expect(after).toMatch(/lottery_round_step_lag_seconds_bucket\{le="\+Inf",step="close"\} [1-9]/);

    const checked = await promtoolCheck(after);
    expect(checked.said).toBe("");
    expect(checked.code).toBe(0);
  }, 60_000);

  it("promtool itself refuses a malformed exposition (the check can fail)", async () => {
    const checked = await promtoolCheck("# TYPE lottery_bad counter\nlottery_bad{reason=unquoted} 1\n");
    expect(checked.code).not.toBe(0);
  });
});

describe("/metrics on each store", () => {
  forEachStore((name, open) => {
    it.skipIf(!needsPromtool)(`shows ${name === "sqlite" ? "SQLite's writer queue" : "the PostgreSQL pool"} and alarms others raise, in a format promtool accepts`, async () => {
      const store = (await open()) as OpenedStore;
      const metrics = new ServerMetrics({ store, clock: systemClock }, store.usage);
      metrics.setAlarm("stalled_draw", true);
      metrics.setAlarm("cap_breach_attempt", false);
      expect(() => metrics.setAlarm("Not A Reason", true)).toThrow(/snake_case/);
      const { body } = await metrics.scrape();
      expect(sample(body, 'lottery_alarm{reason="stalled_draw"}')).toBe(1);
      expect(sample(body, 'lottery_alarm{reason="cap_breach_attempt"}')).toBe(0);
      // An empty database's books balance: read on the scrape, not before.
      expect(sample(body, "lottery_ledger_balanced")).toBe(1);
      expect(sample(body, 'lottery_alarm{reason="ledger_unbalanced"}')).toBe(0);
      if (name === "sqlite") {
        expect(sample(body, "lottery_db_sqlite_writer_queue")).toBe(0);
        expect(body).not.toContain("lottery_db_pool_");
      } else {
        expect(sample(body, "lottery_db_pool_max_connections")).toBe(10);
        // Queries of this very scrape may be waiting for a connection the pool is still opening.
        expect(sample(body, "lottery_db_pool_waiting_requests")).toBeGreaterThanOrEqual(0);
        expect(sample(body, "lottery_db_pool_open_connections")).toBeGreaterThanOrEqual(sample(body, "lottery_db_pool_idle_connections")!);
      }
      const checked = await promtoolCheck(body);
      expect(checked.said).toBe("");
      expect(checked.code).toBe(0);
    });

    it("says so, and raises the ledger alarm, when a balance was written around the ledger", async () => {
      const { store, exec } = await openWithRawSql(name);
      try {
        await exec("insert into accounts (id, user_id, balance_minor) values ('house', null, 5) on conflict (id) do update set balance_minor = accounts.balance_minor + 5");
        const metrics = new ServerMetrics({ store, clock: systemClock }, (store as OpenedStore).usage);
        const { body } = await metrics.scrape();
        expect(sample(body, "lottery_ledger_balanced")).toBe(0);
        expect(sample(body, 'lottery_alarm{reason="ledger_unbalanced"}')).toBe(1);
      } finally {
        await store.close();
      }
    });
  });
});
