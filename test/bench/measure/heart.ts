/**
 * heart_per_s and its p99: the legacy bet room's poll (POST /api/lottery/heart
 * with a token), 64 concurrent clients on loopback, each its own player.
 */
import type { BenchPlayer } from "../support/fixture";
import { closedLoop, httpClient, type LoadFigures } from "../support/load";
import type { BenchServer } from "../support/server";
import { CLIENTS } from "./bet-http";

export async function measureHeart(server: BenchServer, players: readonly BenchPlayer[], options: { warmupMs: number; durationMs: number }): Promise<LoadFigures> {
  const client = httpClient(server.baseUrl, CLIENTS);
  const body = JSON.stringify({ game_id: 1, plan_id: 11 });
  try {
    return await closedLoop({
      clients: CLIENTS,
      ...options,
      call: async (clientIndex) => {
        const reply = await client.send("POST", "/api/lottery/heart", { "content-type": "application/json", token: players[clientIndex]!.token }, body);
        return reply.status === 200 && reply.body.startsWith('{"code":1,') ? null : `${reply.status} ${reply.body.slice(0, 200)}`;
      },
    });
  } finally {
    client.close();
  }
}
