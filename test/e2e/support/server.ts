import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../../support/server-process";

export interface RunningServer {
  readonly baseUrl: string;
  /** Everything the server printed, for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * The real server (adapters/http/main.ts) as a child process: TEST_MODE (the
 * captcha hook), the demo seed, SQLite in a fresh directory, short rounds round
 * the clock, a free port. It serves web/dist, so build the client first.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "lottery-e2e-"));
  const server = await startServerProcess({
    env: { DEMO: "1", DEMO_HISTORY_DAYS: "0", DATA_DIR: dataDir, ROUND_SECONDS: "20", CLOSE_SECONDS: "5", ...extraEnv },
    startTimeoutMs: 60_000,
  });
  return {
    baseUrl: server.baseUrl,
    log: () => server.log(),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls one tRPC procedure over HTTP as a same-origin browser would (no batching). */
export async function trpcCall<T>(baseUrl: string, path: string, input: unknown, options: { cookie?: string; method?: "GET" | "POST"; lang?: string } = {}): Promise<{ data: T; setCookie: string | null }> {
  const method = options.method ?? "POST";
  const headers: Record<string, string> = { origin: baseUrl, "content-type": "application/json" };
  if (options.cookie) headers.cookie = options.cookie;
  // The app's language, as the web client sends it (the server's default is tw).
  if (options.lang) headers["x-lang"] = options.lang;
  const url = method === "GET" ? `${baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? null))}` : `${baseUrl}/trpc/${path}`;
  const response = await fetch(url, { method, headers, body: method === "POST" ? JSON.stringify(input ?? null) : undefined });
  const json = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!json.result) throw new Error(`${path} failed: ${JSON.stringify(json.error)}`);
  return { data: json.result.data, setCookie: response.headers.get("set-cookie") };
}

/** The captcha's text, from the hook only a TEST_MODE server has. */
export async function captchaText(baseUrl: string, captchaId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/__test__/captcha/${encodeURIComponent(captchaId)}`);
  if (!response.ok) throw new Error(`no captcha ${captchaId} (${response.status})`);
  return ((await response.json()) as { text: string }).text;
}

/** Logs in through the API (captcha read through the hook) and returns the player's profile. */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<{ id: number; inviteCode: number | null; cookie: string }> {
  const captcha = await trpcCall<{ captchaId: string }>(baseUrl, "auth.captcha", null);
  const text = await captchaText(baseUrl, captcha.data.captchaId);
  const login = await trpcCall<{ id: number; inviteCode: number | null }>(baseUrl, "auth.login", {
    username,
    password,
    captchaId: captcha.data.captchaId,
    captchaAnswer: text,
  });
  const cookie = (login.setCookie ?? "").split(";")[0] ?? "";
  return { ...login.data, cookie };
}

/** A new player invited by the demo agent (password secret123), signed in by the sign-up: their id, money and session cookie. */
export async function registerInvitedPlayer(baseUrl: string, username: string): Promise<{ id: number; moneyMinor: number; cookie: string }> {
  const agent = await apiLogin(baseUrl, "agent", "agent123");
  const captcha = await trpcCall<{ captchaId: string }>(baseUrl, "auth.captcha", null);
  const registered = await trpcCall<{ id: number; moneyMinor: number }>(baseUrl, "auth.register", {
    username,
    password: "secret123",
    captchaId: captcha.data.captchaId,
    captchaAnswer: await captchaText(baseUrl, captcha.data.captchaId),
    inviteCode: String(agent.inviteCode),
    adult: true,
  });
  return { id: registered.data.id, moneyMinor: registered.data.moneyMinor, cookie: (registered.setCookie ?? "").split(";")[0] ?? "" };
}
