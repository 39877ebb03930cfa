/**
 * A minimal HTTP client of the server's two APIs for the load, crash and
 * failover tests: one call per request (no batching), a bearer session, and
 * what happened to the request: its HTTP status and body, or the network
 * error that lost it.
 */
import { Agent, request as httpRequest } from "node:http";

export interface CallOutcome<T = unknown> {
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  readonly status: number;
  /** The tRPC result's data on success. */
  readonly data?: T;
  /** The app's error code (tRPC data.appCode) on a refusal. */
  readonly appCode?: string;
  /** The legacy envelope on legacy calls. */
  readonly envelope?: { code: number; msg: unknown; data: unknown };
  readonly error?: string;
  readonly latencyMs: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

interface TrpcBody<T> {
  result?: { data: T };
  error?: { data?: { appCode?: string } };
}

interface RawRequest {
  readonly method: "GET" | "POST";
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/**
 * One player's connection: a keep-alive agent with a single socket, as a
 * browser tab polling one origin has. A shared pool would open and drop
 * connections as the load swings, which measures the kernel's accept queue
 * rather than the server.
 */
export const playerConnection = (): Agent => new Agent({ keepAlive: true, maxSockets: 1 });

const sharedAgent = new Agent({ keepAlive: true });

function request(url: string, raw: RawRequest, timeoutMs: number, agent: Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: raw.method, headers: raw.body === undefined ? raw.headers : { ...raw.headers, "content-length": String(Buffer.byteLength(raw.body)) }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(raw.body);
  });
}

async function send<T>(url: string, raw: RawRequest, options: CallOptions, read: (status: number, text: string) => Omit<CallOutcome<T>, "latencyMs" | "status">): Promise<CallOutcome<T>> {
  const startedMs = performance.now();
  try {
    const response = await request(url, raw, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.agent ?? sharedAgent);
    let parsed: Omit<CallOutcome<T>, "latencyMs" | "status">;
    try {
      parsed = read(response.status, response.text);
    } catch {
      parsed = { error: `unreadable body: ${response.text.slice(0, 200)}` };
    }
    return { status: response.status, ...parsed, latencyMs: performance.now() - startedMs };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message : String(error), latencyMs: performance.now() - startedMs };
  }
}

export interface CallOptions {
  readonly timeoutMs?: number;
  /** The connection to use (playerConnection()); default a shared keep-alive pool. */
  readonly agent?: Agent;
}

function trpcRead<T>(_status: number, text: string): Omit<CallOutcome<T>, "latencyMs" | "status"> {
  const body = JSON.parse(text) as TrpcBody<T>;
  if (body.result) return { data: body.result.data };
  return { appCode: body.error?.data?.appCode ?? "UNKNOWN" };
}

const authHeaders = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export function trpcMutation<T>(baseUrl: string, path: string, input: unknown, token: string | null, options: CallOptions = {}): Promise<CallOutcome<T>> {
  return send<T>(
    `${baseUrl}/trpc/${path}`,
    { method: "POST", headers: { "content-type": "application/json", "x-lang": "en", ...authHeaders(token) }, body: JSON.stringify(input ?? null) },
    options,
    trpcRead,
  );
}

export function trpcQuery<T>(baseUrl: string, path: string, input: unknown, token: string | null, options: CallOptions = {}): Promise<CallOutcome<T>> {
  return send<T>(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? null))}`, { method: "GET", headers: { "x-lang": "en", ...authHeaders(token) } }, options, trpcRead);
}

/** A legacy call (POST /index.php/api/<path>, JSON body, `token` header). */
export function legacyCall(baseUrl: string, path: string, params: Record<string, unknown>, token: string | null, options: CallOptions = {}): Promise<CallOutcome> {
  return send(
    `${baseUrl}/index.php/api/${path}`,
    { method: "POST", headers: { "content-type": "application/json", lang: "en", ...(token ? { token } : {}) }, body: JSON.stringify(params) },
    options,
    (_status, text) => {
      const envelope = JSON.parse(text) as { code: number; msg: unknown; data: unknown };
      return { envelope };
    },
  );
}

/** What bet.place and bet.follow answer. */
export interface PlacedView {
  readonly bets: readonly { id: number; issue: string; playType: number; stakeMinor: number; roomId: number }[];
  readonly totalMinor: number;
  readonly moneyAfterMinor: number;
}
