import { spawn, type ChildProcess } from "node:child_process";
import { TEST_FAIRNESS_KEY } from "./fakes";
import { resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Everything the process printed, for a failing test's message. */
  log(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** kill -9: no shutdown hook runs, open transactions die with the process. */
  kill9(): Promise<void>;
  /** SIGTERM (a clean shutdown), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Environment on top of the test defaults (no demo, round the clock, TEST_MODE, a free port). */
  readonly env?: Readonly<Record<string, string>>;
  /** How long to wait for "lottery server on"; generous: the machine may be busy. */
  readonly startTimeoutMs?: number;
  /** Node flags before the script (for example --cpu-prof for the bench). */
  readonly nodeArgs?: readonly string[];
}

/**
 * The real server (adapters/http/main.ts) as a child process, for the browser,
 * load, crash and failover tests and the bench: DEMO=0, sales round the clock,
 * TEST_MODE, port 0 unless the env says otherwise. The caller chooses the store (DATA_DIR or
 * DATABASE_URL) and keeps it across restarts; this helper never deletes data.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", "adapters/http/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      TEST_MODE: "1",
      DEMO: "0",
      DATABASE_URL: "",
      SALES_WINDOW: "00:00-24:00",
      // One key for every test server, so servers sharing a database (and restarts) open the same seed chains.
      FAIRNESS_KEY: Buffer.from(TEST_FAIRNESS_KEY).toString("hex"),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // Keep the tail only: a long run prints a lot and only the end explains a failure.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once("exit", () => done());
  });

  const timeoutMs = options.startTimeoutMs ?? 90_000;
  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const look = () => {
      const match = /lottery server on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off("data", look);
        done(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", look);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });

  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    pid: child.pid!,
    log: () => output,
    alive,
    async kill9() {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!alive()) return;
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
