import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../../..");

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
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "adapters/http/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      TEST_MODE: "1",
      DEMO: "1",
      DEMO_HISTORY_DAYS: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SALES_WINDOW: "00:00-24:00",
      ROUND_SECONDS: "20",
      CLOSE_SECONDS: "5",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    const look = () => {
      const match = /lottery server on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", look);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });

  return {
    baseUrl,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const forced = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls one tRPC procedure over HTTP as a same-origin browser would (no batching). */
export async function trpcCall<T>(baseUrl: string, path: string, input: unknown, options: { cookie?: string; method?: "GET" | "POST" } = {}): Promise<{ data: T; setCookie: string | null }> {
  const method = options.method ?? "POST";
  const headers: Record<string, string> = { origin: baseUrl, "content-type": "application/json" };
  if (options.cookie) headers.cookie = options.cookie;
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
