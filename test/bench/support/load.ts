import { Agent, request } from "node:http";

export interface HttpReply {
  readonly status: number;
  readonly body: string;
}

/** A keep-alive HTTP/1.1 client on loopback: one socket per concurrent client, as 64 phones would hold. */
export function httpClient(baseUrl: string, maxSockets: number) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const send = (method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string) =>
    new Promise<HttpReply>((done, fail) => {
      const req = request({ host: url.hostname, port: url.port, method, path, agent, headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
        res.on("error", fail);
      });
      req.on("error", fail);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export interface LoadFigures {
  /** Calls that did what was asked, per second of the measured window. */
  readonly okPerS: number;
  readonly ok: number;
  readonly failed: number;
  /** Every call sent, warm-up included (for per-call costs measured over the whole run). */
  readonly calls: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly firstFailure: string | null;
}

/**
 * A closed loop: `clients` callers, each sending its next call as soon as the
 * last one answered, for warmupMs (not counted) and then durationMs (counted).
 * `call` answers null when the call succeeded, else why it did not.
 */
export async function closedLoop(options: { clients: number; warmupMs: number; durationMs: number; call: (client: number, seq: number) => Promise<string | null> }): Promise<LoadFigures> {
  const { clients, warmupMs, durationMs, call } = options;
  const startMs = performance.now();
  const measureFromMs = startMs + warmupMs;
  const endMs = measureFromMs + durationMs;
  const latencies: number[] = [];
  let failed = 0;
  let calls = 0;
  let firstFailure: string | null = null;
  const loop = async (client: number) => {
    for (let seq = 0; ; seq++) {
      const sentMs = performance.now();
      if (sentMs >= endMs) return;
      calls += 1;
      let problem: string | null;
      try {
        problem = await call(client, seq);
      } catch (error) {
        problem = String(error);
      }
      const doneMs = performance.now();
      if (sentMs < measureFromMs || doneMs > endMs) continue;
      if (problem === null) latencies.push(doneMs - sentMs);
      else {
        failed += 1;
        firstFailure ??= problem;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies.length === 0 ? 0 : latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return {
    okPerS: Math.round(latencies.length / (durationMs / 1000)),
    ok: latencies.length,
    failed,
    calls,
    p50Ms: Number(at(0.5).toFixed(1)),
    p99Ms: Number(at(0.99).toFixed(1)),
    firstFailure,
  };
}
