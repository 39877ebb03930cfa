import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { openStore } from "../../adapters/persistence/open-store";
import { checkLedgerInvariants, stakesHeld } from "../../src/domain/wallet/ledger";
import { units } from "../../src/domain/money";
import { PLAY_TYPES } from "../../src/domain/betting/outcome";
import { roundAt } from "../../src/domain/rounds/schedule";
import { parseScheduleConfig } from "../../adapters/http/schedule-env";
import type { Store } from "../../src/ports/store";
import { SEEDED_SECURITY_CODE, seedPlayers, type SeededPlayer } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { legacyCall, playerConnection, trpcMutation, trpcQuery, type CallOutcome, type PlacedView } from "./http-client";
import { prng } from "./prng";

export interface LoadOptions {
  readonly players: number;
  readonly seconds: number;
  /** A player waits this long between two requests (uniformly between min and max). */
  readonly thinkMs?: { readonly min: number; readonly max: number };
  /** A disposable PostgreSQL database to run on instead of a fresh SQLite file. */
  readonly databaseUrl?: string;
  /** Server processes on the one database (PostgreSQL only); player i talks to server i mod servers, as behind a sticky proxy. */
  readonly servers?: number;
  readonly seed?: number;
  readonly roundSeconds?: number;
  readonly closeSeconds?: number;
  readonly log?: (line: string) => void;
}

export type ActionKind = "heart" | "round.current" | "wallet.get" | "bet.place" | "bet.follow" | "wallet.withdraw";

export interface KindStats {
  readonly count: number;
  /** Answered with a result (tRPC data, legacy code 1). */
  readonly ok: number;
  /** Answered with a refusal the rules explain (round closed, pending withdrawal ...), by code. */
  readonly refusals: Record<string, number>;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface LoadReport {
  readonly players: number;
  readonly seconds: number;
  readonly store: string;
  readonly servers: number;
  readonly sent: number;
  readonly answered: number;
  /** Requests that never got an HTTP answer (connection error, 60 s timeout). */
  readonly lost: number;
  /** Request numbers answered more than once (must be 0). */
  readonly answeredTwice: number;
  readonly serverErrors: number;
  /** Answers per second over the run. */
  readonly throughput: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly byKind: Record<string, KindStats>;
  readonly betsAcknowledged: number;
  readonly withdrawalsAcknowledged: number;
  /** Every failed end-state check (must be empty): ledger invariants, bets and withdrawals against the store. */
  readonly problems: readonly string[];
  readonly seedMs: number;
  /** The load generator's own longest event-loop stall. */
  readonly generatorStallMs: number;
  /** The slowest requests: when sent (seconds into the run, and since the latest draw) and how long they took. */
  readonly slowest: readonly { readonly atS: number; readonly sinceDrawS: number; readonly kind: string; readonly ms: number }[];
}

const ROOM = 11;
const GAME = 1;
const DEPOSIT = units(10_000);
const NUMBER_PLAY_TYPES = PLAY_TYPES.map((p) => p.playType).filter((p) => p > 4);
/** How likely a turn is each action (heart is the room's 2-second poll, so the commonest). */
const WEIGHTS: readonly [ActionKind, number][] = [
  ["heart", 40],
  ["round.current", 10],
  ["wallet.get", 10],
  ["bet.place", 28],
  ["bet.follow", 10],
  ["wallet.withdraw", 2],
];

interface Ack {
  readonly userId: number;
  readonly stakeMinor: number;
  readonly issue: string;
}

/**
 * The load test: seeds players straight into a fresh store (see seedPlayers:
 * logging 2,000 players in over HTTP would measure argon2, not the server),
 * starts the real server as a child process, and lets every player poll
 * heart and the round, place and follow bets, read the wallet and ask for
 * withdrawals over HTTP, with think time between requests, for the given
 * time. Every request carries a number; each must be answered exactly once and
 * never with a 5xx. Afterwards the store must hold exactly the acknowledged
 * bets and withdrawals and the ledger must balance.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => {});
  const seed = options.seed ?? Date.now() % 1_000_000;
  const random = prng(seed);
  const think = options.thinkMs ?? { min: 1_000, max: 4_000 };
  const roundSeconds = options.roundSeconds ?? 20;
  const closeSeconds = options.closeSeconds ?? 5;
  const scheduled = parseScheduleConfig({ SALES_WINDOW: "00:00-24:00", ROUND_SECONDS: String(roundSeconds), CLOSE_SECONDS: String(closeSeconds) });
  if (!scheduled.ok) throw new Error("bad round length");
  const schedule = scheduled.value;

  const dataDir = options.databaseUrl ? null : mkdtempSync(join(tmpdir(), "lottery-load-"));
  const storeOptions = options.databaseUrl ? { databaseUrl: options.databaseUrl, dataDir: "" } : { dataDir: dataDir! };
  const serverCount = options.servers ?? 1;
  if (serverCount > 1 && !options.databaseUrl) throw new Error("several servers share one PostgreSQL database: give --database-url");
  let servers: ServerProcess[] = [];
  let store: Store | null = null;
  try {
    store = await openStore(storeOptions);
    const seedStartedMs = Date.now();
    const players = await seedPlayers(store, { count: options.players, depositMinor: DEPOSIT, prefix: `load${seed}_` });
    const seedMs = Date.now() - seedStartedMs;
    log(`seeded ${players.length} players in ${seedMs} ms (straight into the store, not through login)`);

    const env = { ROUND_SECONDS: String(roundSeconds), CLOSE_SECONDS: String(closeSeconds), ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: dataDir! }) };
    // LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers (NODE_OPTIONS refuses --cpu-prof).
    const nodeArgs = (process.env.LOAD_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
    for (let i = 0; i < serverCount; i++) servers.push(await startServerProcess({ env, nodeArgs }));
    const baseUrls = new Map(players.map((player, i) => [player.id, servers[i % serverCount]!.baseUrl]));
    const baseUrl = servers.map((server) => server.baseUrl).join(", ");
    const connections = new Map(players.map((player) => [player.id, playerConnection()]));
    // A fresh database: the first tick builds each game's seed chain (100,000 hashes each), which holds the
    // event loop for seconds. That is a one-time cost of a new install, not load: wait for it to pass.
    const warmBy = Date.now() + 120_000;
    while (!(await roundsReady(store, roundAt(schedule, Date.now() + 2_000)?.issue)) && Date.now() < warmBy) await sleep(200);
    log(`${serverCount === 1 ? "server" : `${serverCount} servers`} on ${baseUrl}; ${options.players} players for ${options.seconds} s (seed ${seed})`);

    let requestSeq = 0;
    let startedMs = Date.now();
    const inFlight = new Set<number>();
    const answeredOnce = new Set<number>();
    let answeredTwice = 0;
    let lost = 0;
    let serverErrors = 0;
    const lostSamples: string[] = [];
    const serverErrorSamples: string[] = [];
    const latencies = new Map<ActionKind, number[]>();
    const oks = new Map<ActionKind, number>();
    const refusals = new Map<ActionKind, Record<string, number>>();
    const acknowledgedBets = new Map<number, Ack>();
    /** Recent acknowledged bets of the current round, for players to follow. */
    let followable: { issue: string; ids: number[] } = { issue: "", ids: [] };
    const withdrawn = new Map<number, number>();
    const withdrawing = new Set<number>();

    /** When the slowest requests were sent (seconds into the run), to tell a stall from a steady queue. */
    const slowest: { atS: number; sinceDrawS: number; kind: ActionKind; ms: number }[] = [];
    const record = async (kind: ActionKind, call: () => Promise<CallOutcome>): Promise<CallOutcome> => {
      const number = (requestSeq += 1);
      const sentAtS = (Date.now() - startedMs) / 1000;
      inFlight.add(number);
      const outcome = await call();
      inFlight.delete(number);
      if (answeredOnce.has(number)) answeredTwice += 1;
      answeredOnce.add(number);
      let list = latencies.get(kind);
      if (!list) latencies.set(kind, (list = []));
      list.push(outcome.latencyMs);
      if (slowest.length < 5 || outcome.latencyMs > slowest[slowest.length - 1]!.ms) {
        const sentAtMs = startedMs + sentAtS * 1000;
        const sinceDrawS = (sentAtMs - (roundAt(schedule, sentAtMs)?.openAtMs ?? sentAtMs)) / 1000;
        slowest.push({ atS: Math.round(sentAtS * 10) / 10, sinceDrawS: Math.round(sinceDrawS * 10) / 10, kind, ms: Math.round(outcome.latencyMs) });
        slowest.sort((x, y) => y.ms - x.ms);
        slowest.length = Math.min(slowest.length, 5);
      }
      if (outcome.status === 0) {
        lost += 1;
        if (lostSamples.length < 5) lostSamples.push(`${kind} sent at ${sentAtS.toFixed(1)} s: ${outcome.error} after ${Math.round(outcome.latencyMs)} ms`);
      } else if (outcome.status >= 500) {
        serverErrors += 1;
        if (serverErrorSamples.length < 5) serverErrorSamples.push(`${kind}: ${outcome.status} ${outcome.appCode ?? outcome.error ?? ""}`);
      } else if (outcome.data !== undefined || outcome.envelope?.code === 1) {
        oks.set(kind, (oks.get(kind) ?? 0) + 1);
      } else {
        const code = outcome.appCode ?? (outcome.envelope ? `legacy ${outcome.envelope.code}` : `HTTP ${outcome.status}`);
        let counts = refusals.get(kind);
        if (!counts) refusals.set(kind, (counts = {}));
        counts[code] = (counts[code] ?? 0) + 1;
      }
      return outcome;
    };

    const remember = (placed: PlacedView | undefined, userId: number) => {
      if (!placed) return;
      for (const bet of placed.bets) {
        acknowledgedBets.set(bet.id, { userId, stakeMinor: bet.stakeMinor, issue: bet.issue });
        if (followable.issue !== bet.issue) followable = { issue: bet.issue, ids: [] };
        followable.ids.push(bet.id);
        if (followable.ids.length > 500) followable.ids.splice(0, 250);
      }
    };

    const pick = (): ActionKind => {
      const total = WEIGHTS.reduce((s, [, w]) => s + w, 0);
      let roll = random() * total;
      for (const [kind, weight] of WEIGHTS) {
        roll -= weight;
        if (roll < 0) return kind;
      }
      return "heart";
    };

    /** The round open for bets now, with a second left to reach the server; null while betting is closed. */
    const openRound = () => {
      const current = roundAt(schedule, Date.now());
      return current && current.closeAtMs - Date.now() > 1_000 ? current : null;
    };
    const act = async (player: SeededPlayer): Promise<void> => {
      let kind = pick();
      // As the room screen does: no bet buttons while betting is closed, the player just watches (heart).
      if ((kind === "bet.place" || kind === "bet.follow") && openRound() === null) kind = "heart";
      const token = player.token;
      const http = { agent: connections.get(player.id)! };
      const baseUrl = baseUrls.get(player.id)!;
      switch (kind) {
        case "heart":
          await record(kind, () => legacyCall(baseUrl, "lottery/heart", { game_id: GAME, plan_id: ROOM }, token, http));
          return;
        case "round.current":
          await record(kind, () => trpcQuery(baseUrl, "round.current", { gameId: GAME }, token, http));
          return;
        case "wallet.get":
          await record(kind, () => trpcQuery(baseUrl, "wallet.get", null, token, http));
          return;
        case "bet.place": {
          const issue = openRound()?.issue ?? "20000101001";
          const playTypes = NUMBER_PLAY_TYPES.filter(() => random() < 0.08).slice(0, 4);
          const chosen = playTypes.length > 0 ? playTypes : [NUMBER_PLAY_TYPES[Math.floor(random() * NUMBER_PLAY_TYPES.length)]!];
          const stake = 1 + Math.floor(random() * 10);
          const requestId = `load-${seed}-${player.id}-${requestSeq + 1}`;
          const input = { roomId: ROOM, issue, playTypes: chosen, stake: String(stake), expectedTotal: String(stake * chosen.length), requestId };
          const outcome = await record(kind, () => trpcMutation<PlacedView>(baseUrl, "bet.place", input, token, http));
          remember(outcome.data as PlacedView | undefined, player.id);
          return;
        }
        case "bet.follow": {
          const ids = followable.issue === openRound()?.issue ? followable.ids : [];
          if (ids.length === 0) {
            // Nothing of this round to follow yet: the player watches instead.
            await record("heart", () => legacyCall(baseUrl, "lottery/heart", { game_id: GAME, plan_id: ROOM }, token, http));
            return;
          }
          const betId = ids[Math.floor(random() * ids.length)]!;
          const requestId = `loadf-${seed}-${player.id}-${requestSeq + 1}`;
          const outcome = await record(kind, () => trpcMutation<PlacedView>(baseUrl, "bet.follow", { betId, requestId }, token, http));
          remember(outcome.data as PlacedView | undefined, player.id);
          return;
        }
        case "wallet.withdraw": {
          // Each check of the security code costs an argon2 verification: a player asks at most once.
          if (withdrawing.has(player.id)) return;
          withdrawing.add(player.id);
          const outcome = await record(kind, () => trpcMutation<{ amountMinor: number }>(baseUrl, "wallet.withdraw", { amount: "100", payoutType: 1, securityCode: SEEDED_SECURITY_CODE }, token, http));
          if (outcome.data) withdrawn.set(player.id, (withdrawn.get(player.id) ?? 0) + (outcome.data as { amountMinor: number }).amountMinor);
          return;
        }
      }
    };

    // Players are in the room before the clock starts: each opens its connection with a first heart, 50 at a time.
    // 2,000 connections opened at once would overflow the listen backlog (511), which in production is the reverse
    // proxy's business, not the server's.
    const warmupProblems: string[] = [];
    for (let start = 0; start < players.length; start += 50) {
      await Promise.all(
        players.slice(start, start + 50).map(async (player) => {
          const outcome = await legacyCall(baseUrls.get(player.id)!, "lottery/heart", { game_id: GAME, plan_id: ROOM }, player.token, { agent: connections.get(player.id)! });
          if (outcome.status === 0 || outcome.status >= 500) warmupProblems.push(`warm-up heart of ${player.id}: ${outcome.status} ${outcome.error ?? ""}`);
        }),
      );
    }
    log(`${players.length} players connected`);

    startedMs = Date.now();
    // The generator shares the machine with the server: its own stalls would show up as latency, so they are measured too.
    const loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
    const endMs = startedMs + options.seconds * 1000;
    const pause = () => think.min + random() * (think.max - think.min);
    await Promise.all(
      players.map(async (player) => {
        // Spread the first requests over one think time, as players arrive.
        await sleep(random() * think.max);
        while (Date.now() < endMs) {
          await act(player);
          await sleep(pause());
        }
      }),
    );
    const elapsedMs = Date.now() - startedMs;
    for (const agent of connections.values()) agent.destroy();
    loopDelay.disable();
    const generatorStallMs = Math.round(loopDelay.max / 1e6);
    const unanswered = inFlight.size;

    // Let the rounds due by now settle, stop the server, then compare the store with what the players were told.
    const finishBy = Date.now() + 120_000;
    let settledUpToMs = 0;
    while (settledUpToMs === 0 && Date.now() < finishBy) {
      const atMs = Date.now();
      if (await hasOverdueRounds(store, atMs)) await sleep(200);
      else settledUpToMs = atMs;
    }
    const serverLog = servers.map((server) => server.log()).join("\n");
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    const betsIssues = new Set([...acknowledgedBets.values()].map((b) => b.issue));
    const problems = await checkStore(store, players, acknowledgedBets, withdrawn, betsIssues);
    if (settledUpToMs === 0) problems.push("rounds past their draw were still unsettled 120 s after the run");
    for (const issue of betsIssues) {
      const round = await store.read((tx) => tx.rounds.get(GAME, issue));
      if (!round) problems.push(`round ${issue} of acknowledged bets does not exist`);
      else if (round.drawAtMs <= settledUpToMs && round.status !== "settled") problems.push(`round ${issue} is ${round.status} after its draw`);
      else if (round.status === "settled" && (await store.read((tx) => tx.bets.countUnsettled(GAME, issue))) > 0) problems.push(`round ${issue} is settled but has unsettled bets`);
    }
    problems.push(...warmupProblems.slice(0, 5));
    if (unanswered > 0) problems.push(`${unanswered} request(s) still unanswered at the end`);
    if (lostSamples.length > 0) problems.push(`lost requests, e.g. ${lostSamples.join("; ")}`);
    if (serverErrorSamples.length > 0) problems.push(`5xx answers, e.g. ${serverErrorSamples.join("; ")}`);
    if (problems.length > 0) log(`server log tail:\n${serverLog.slice(-3_000)}`);

    const all = [...latencies.values()].flat();
    const byKind: Record<string, KindStats> = {};
    for (const [kind, list] of latencies) {
      byKind[kind] = { count: list.length, ok: oks.get(kind) ?? 0, refusals: refusals.get(kind) ?? {}, ...percentiles(list) };
    }
    const overall = percentiles(all);
    return {
      players: options.players,
      seconds: options.seconds,
      store: options.databaseUrl ? "postgres" : "sqlite",
      servers: serverCount,
      sent: requestSeq,
      answered: answeredOnce.size,
      lost,
      answeredTwice,
      serverErrors,
      throughput: answeredOnce.size / (elapsedMs / 1000),
      p50Ms: overall.p50Ms,
      p95Ms: overall.p95Ms,
      p99Ms: overall.p99Ms,
      byKind,
      betsAcknowledged: acknowledgedBets.size,
      withdrawalsAcknowledged: withdrawn.size,
      problems,
      seedMs,
      slowest,
      generatorStallMs,
    };
  } catch (error) {
    for (const server of servers) console.error(`server log tail:\n${server.log().slice(-3_000)}`);
    throw error;
  } finally {
    await Promise.all(servers.map((server) => server.kill9()));
    await store?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function percentiles(values: readonly number[]): { p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number } {
  if (values.length === 0) return { p50Ms: 0, p95Ms: 0, p99Ms: 0, maxMs: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: Math.round(sorted[sorted.length - 1]! * 10) / 10 };
}

/** Whether every game on sale has its round of the given issue (the driver's first tick is over). */
async function roundsReady(store: Store, issue: string | undefined): Promise<boolean> {
  if (issue === undefined) return true;
  for (const game of await store.read((tx) => tx.games.list())) {
    if (game.onSale && !(await store.read((tx) => tx.rounds.get(game.id, issue)))) return false;
  }
  return true;
}

async function hasOverdueRounds(store: Store, nowMs: number): Promise<boolean> {
  for (const game of await store.read((tx) => tx.games.list())) {
    if ((await store.read((tx) => tx.rounds.unfinished(game.id))).some((r) => r.drawAtMs <= nowMs)) return true;
  }
  return false;
}

/** The store against what the players were told: the problems found (none is the pass). */
async function checkStore(
  store: Store,
  players: readonly SeededPlayer[],
  acknowledged: ReadonlyMap<number, Ack>,
  withdrawn: ReadonlyMap<number, number>,
  issues: ReadonlySet<string>,
): Promise<string[]> {
  const problems: string[] = [...checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))];
  // The bets stored are exactly the acknowledged ones: none lost, none doubled, none the players were not told of.
  const stored = new Map<number, { userId: number; stakeMinor: number; payoutMinor: number; settled: boolean }>();
  for (const issue of issues) {
    for (const bet of await store.read((tx) => tx.bets.ofRound(GAME, issue, 10_000_000))) {
      stored.set(bet.id, { userId: bet.userId, stakeMinor: bet.stakeMinor, payoutMinor: bet.payoutMinor, settled: bet.status === 1 });
    }
  }
  for (const [id, ack] of acknowledged) {
    const bet = stored.get(id);
    if (!bet) problems.push(`acknowledged bet ${id} is not in the store`);
    else if (bet.userId !== ack.userId || bet.stakeMinor !== ack.stakeMinor) problems.push(`bet ${id} differs from its acknowledgement`);
  }
  for (const id of stored.keys()) if (!acknowledged.has(id)) problems.push(`bet ${id} is in the store but was never acknowledged`);
  // Each player's money: deposit - stakes + payouts - withdrawals, and the held withdrawals are the acknowledged ones.
  const expected = new Map(players.map((p) => [p.id, p.depositMinor]));
  for (const bet of stored.values()) {
    expected.set(bet.userId, expected.get(bet.userId)! - bet.stakeMinor + bet.payoutMinor);
  }
  for (const player of players) {
    const balances = await store.read((tx) => tx.ledger.balancesOfUser(player.id));
    const held = withdrawn.get(player.id) ?? 0;
    if (balances.withdrawingMinor !== held) problems.push(`player ${player.id} has ${balances.withdrawingMinor} held for withdrawals, acknowledged ${held}`);
    if (balances.availableMinor + balances.withdrawingMinor !== expected.get(player.id)) {
      problems.push(`player ${player.id} has ${balances.availableMinor + balances.withdrawingMinor}, expected ${expected.get(player.id)}`);
    }
  }
  // Stakes wait in the stakes shards until their bet is settled, then go to the house, which pays the wins: each exactly once.
  const all = [...stored.values()];
  const waitingMinor = all.filter((b) => !b.settled).reduce((sum, b) => sum + b.stakeMinor, 0);
  const houseMinor = all.filter((b) => b.settled).reduce((sum, b) => sum + b.stakeMinor - b.payoutMinor, 0);
  const stakes = stakesHeld(await store.read((tx) => tx.ledger.allBalances()));
  const house = await store.read((tx) => tx.ledger.balance("house"));
  if (stakes !== waitingMinor) problems.push(`stakes holds ${stakes}, the unsettled bets staked ${waitingMinor}`);
  if (house !== houseMinor) problems.push(`the house holds ${house}, settled stakes minus payouts are ${houseMinor}`);
  return problems.slice(0, 50);
}

/** The report as a few readable lines. */
export function formatReport(report: LoadReport): string {
  const lines = [
    `load: ${report.players} players, ${report.seconds} s, ${report.store}, ${report.servers} server process(es)`,
    `requests: ${report.sent} sent, ${report.answered} answered, ${report.lost} lost, ${report.answeredTwice} answered twice, ${report.serverErrors} 5xx`,
    `throughput: ${report.throughput.toFixed(1)} requests/s; latency p50 ${report.p50Ms} ms, p95 ${report.p95Ms} ms, p99 ${report.p99Ms} ms`,
  ];
  for (const [kind, stats] of Object.entries(report.byKind)) {
    const refused = Object.entries(stats.refusals).map(([code, n]) => `${code} ${n}`).join(", ");
    lines.push(`  ${kind.padEnd(16)} ${String(stats.count).padStart(7)}  ok ${String(stats.ok).padStart(7)}  p50 ${stats.p50Ms} p95 ${stats.p95Ms} p99 ${stats.p99Ms} max ${stats.maxMs} ms${refused ? `  refused: ${refused}` : ""}`);
  }
  lines.push(`slowest: ${report.slowest.map((r) => `${r.kind} ${r.ms} ms at ${r.atS} s (${r.sinceDrawS} s after a draw)`).join(", ")}; the generator's own longest stall: ${report.generatorStallMs} ms`);
  lines.push(`bets acknowledged: ${report.betsAcknowledged}; withdrawals acknowledged: ${report.withdrawalsAcknowledged}`);
  lines.push(report.problems.length === 0 ? "end state: the store holds exactly the acknowledged bets and withdrawals; the ledger balances" : `PROBLEMS:\n  ${report.problems.join("\n  ")}`);
  return lines.join("\n");
}
