import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../../..");
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux this runs on). */
const USER_HZ = 100;

export interface BenchServer {
  readonly baseUrl: string;
  readonly pid: number;
  /** CPU time (user + system) the server process has used so far, in ms; null where /proc is missing. */
  cpuMs(): number | null;
  log(): string;
  stop(): Promise<void>;
}

/**
 * The real server (adapters/http/main.ts, production mode, no demo unless asked)
 * as a child process over a store the bench prepared, on a free port.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  let output = "";
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "adapters/http/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", DEMO: "0", DATABASE_URL: "", SALES_WINDOW: "00:00-24:00", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 120 s:\n${output}`)), 120_000);
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
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    cpuMs() {
      try {
        // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
      } catch {
        return null;
      }
    },
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(forced);
      }
    },
  };
}
