/**
 * bet_http_per_s with p50/p99: bets accepted per second through the real HTTP
 * server (tRPC bet.place, one bet of 10.00 per call), 64 concurrent clients
 * on loopback, each cycling through its own share of the players (a player
 * bets a few times a round, as people do, not thousands of times). Every order
 * carries a request id of its own, as the web client's do (BetPanel): the
 * path a player's bet takes, idempotency key included.
 */
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { BenchPlayer } from "../support/fixture";
import { closedLoop, httpClient, type LoadFigures } from "../support/load";
import type { BenchServer } from "../support/server";

export const CLIENTS = 64;

/** The order every client sends: always the same play and stake, so never an opposite bet, and the round limit is far off. */
export const BENCH_ORDER = { roomId: 11, playTypes: [PLAY_TYPE.big], stake: "10.00", expectedTotal: "10.00" } as const;

/**
 * A request id for client `clientIndex`'s call `seq`, new to the store: `run` (benchRun()) tells runs apart,
 * since the bench may place orders on a database an earlier run used.
 */
export const benchRequestId = (run: string, clientIndex: number, seq: number): string => `bench-${run}-${clientIndex}-${seq}`;
export const benchRun = (): string => Date.now().toString(36);

/** The player of client `clientIndex`'s call `seq`: each client cycles through its own share of the players. */
export function benchPlayer(players: readonly BenchPlayer[], clientIndex: number, seq: number): BenchPlayer {
  const share = Math.floor(players.length / CLIENTS);
  return players[clientIndex + CLIENTS * (seq % share)]!;
}

interface Snapshot {
  current: { issue: string; closeAtMs: number } | null;
  serverNowMs: number;
}

/** The round game 1 is selling now, with the betting time it has left, or null. */
export async function currentRound(baseUrl: string): Promise<{ issue: string; leftMs: number } | null> {
  const response = await fetch(`${baseUrl}/trpc/live.snapshot?input=${encodeURIComponent(JSON.stringify({ gameId: 1 }))}`);
  const snapshot = ((await response.json()) as { result: { data: Snapshot } }).result.data;
  return snapshot.current ? { issue: snapshot.current.issue, leftMs: snapshot.current.closeAtMs - snapshot.serverNowMs } : null;
}

/** The round on sale in game 1 with at least `needMs` of betting left, waiting for the next one if need be. */
export async function roundOnSale(baseUrl: string, needMs: number): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const current = await currentRound(baseUrl);
    if (current && current.leftMs > needMs) return current.issue;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error("no round on sale");
}

/**
 * Several servers on one database (PostgreSQL) share the load by the client's
 * own round robin: client i talks to server i mod servers, so each gets an
 * equal share of the 64 clients.
 */
export async function measureBetHttp(served: BenchServer | readonly BenchServer[], players: readonly BenchPlayer[], options: { warmupMs: number; durationMs: number }): Promise<LoadFigures> {
  const servers = Array.isArray(served) ? served : [served as BenchServer];
  const issue = await roundOnSale(servers[0]!.baseUrl, options.warmupMs + options.durationMs + 10_000);
  const clients = servers.map((server) => httpClient(server.baseUrl, Math.ceil(CLIENTS / servers.length)));
  const run = benchRun();
  try {
    return await closedLoop({
      clients: CLIENTS,
      ...options,
      call: async (clientIndex, seq) => {
        const player = benchPlayer(players, clientIndex, seq);
        const reply = await clients[clientIndex % clients.length]!.send("POST", "/trpc/bet.place", { "content-type": "application/json", authorization: `Bearer ${player.token}` }, JSON.stringify({ ...BENCH_ORDER, issue, requestId: benchRequestId(run, clientIndex, seq) }));
        return reply.status === 200 && reply.body.includes('"result"') ? null : `${reply.status} ${reply.body.slice(0, 200)}`;
      },
    });
  } finally {
    for (const client of clients) client.close();
  }
}
