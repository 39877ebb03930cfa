/**
 * sse_2000_cpu_pct: CPU the server uses (user + system, % of one core) while
 * 2,000 signed-in subscribers follow live rooms (500 per game) for one whole
 * round (open, close, draw, settle), with a light stream of bets (betsPerS,
 * spread over the four games) feeding the rooms, on the room's one live
 * pipeline (GET /live/game/:id, the broadcast the web room opens).
 * Measured from /proc over exactly one round period, after every subscriber
 * got its opening event: connection setup is not billed.
 */
import { request, type ClientRequest } from "node:http";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { BenchPlayer } from "../support/fixture";
import { httpClient } from "../support/load";
import type { BenchServer } from "../support/server";
import { currentRound, roundOnSale } from "./bet-http";

export interface SseFigures {
  readonly cpuPct: number | null;
  readonly subscribers: number;
  readonly eventsReceived: number;
  readonly betsPlaced: number;
  readonly windowMs: number;
}

export async function measureSse(server: BenchServer, players: readonly BenchPlayer[], options: { subscribers: number; roundMs: number; betsPerS: number }): Promise<SseFigures> {
  const url = new URL(server.baseUrl);
  const open: ClientRequest[] = [];
  let events = 0;
  let opened = 0;
  const subscribe = (index: number) =>
    new Promise<void>((done, fail) => {
      const gameId = (index % 4) + 1;
      const path = `/live/game/${gameId}`;
      const req = request(
        { host: url.hostname, port: url.port, path, agent: false, headers: { accept: "text/event-stream", authorization: `Bearer ${players[index]!.token}` } },
        (res) => {
          if (res.statusCode !== 200) return fail(new Error(`subscriber ${index}: HTTP ${res.statusCode}`));
          let first = true;
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            const count = chunk.split("\ndata: ").length - 1 + (chunk.startsWith("data: ") ? 1 : 0);
            events += count;
            if (first && count > 0) {
              first = false;
              opened += 1;
              done();
            }
          });
          res.on("error", () => {});
        },
      );
      req.on("error", (error) => (opened < options.subscribers ? fail(error) : undefined));
      req.end();
      open.push(req);
    });
  const bets = httpClient(server.baseUrl, 8);
  let betsPlaced = 0;
  let stopFeeding = () => {};
  try {
    for (let from = 0; from < options.subscribers; from += 100) {
      await Promise.all(Array.from({ length: Math.min(100, options.subscribers - from) }, (_, k) => subscribe(from + k)));
    }
    // The bets feeding the rooms: one every 1000/betsPerS ms whatever the answers' latency, round robin over
    // games and players; the issue on sale is polled once a second (bets in the closed phase are refused).
    let issue = await roundOnSale(server.baseUrl, 0);
    const poll = setInterval(() => {
      currentRound(server.baseUrl).then((current) => (issue = current?.issue ?? issue), () => {});
    }, 1000);
    let seq = 0;
    const feed = setInterval(() => {
      const gameId = (seq % 4) + 1;
      const body = JSON.stringify({ roomId: gameId * 10 + 1, issue, playTypes: [PLAY_TYPE.big], stake: "10.00", expectedTotal: "10.00" });
      const player = players[seq++ % players.length]!;
      bets.send("POST", "/trpc/bet.place", { "content-type": "application/json", authorization: `Bearer ${player.token}` }, body).then((reply) => {
        if (reply.status === 200) betsPlaced += 1;
      }, () => {});
    }, 1000 / options.betsPerS);
    stopFeeding = () => {
      clearInterval(poll);
      clearInterval(feed);
    };
    const eventsBefore = events;
    const betsBefore = betsPlaced;
    const cpuBefore = server.cpuMs();
    const startMs = performance.now();
    await new Promise((done) => setTimeout(done, options.roundMs));
    const cpuAfter = server.cpuMs();
    const windowMs = performance.now() - startMs;
    stopFeeding();
    // Without /proc (not Linux) the server's CPU time cannot be read: no figure rather than a wrong one.
    const cpuPct = cpuBefore === null || cpuAfter === null ? null : Number((((cpuAfter - cpuBefore) / windowMs) * 100).toFixed(1));
    return { cpuPct, subscribers: opened, eventsReceived: events - eventsBefore, betsPlaced: betsPlaced - betsBefore, windowMs: Math.round(windowMs) };
  } finally {
    stopFeeding();
    for (const req of open) req.destroy();
    bets.close();
  }
}
