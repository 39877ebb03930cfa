import { readFileSync } from "node:fs";
import { startServerProcess } from "../../support/server-process";
import { procStatCpu, USER_HZ } from "./machine-cpu";

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
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const server = await startServerProcess({ env: { NODE_ENV: "production", TEST_MODE: "", ...env }, nodeArgs, startTimeoutMs: 120_000 });
  const pid = server.pid;
  return {
    baseUrl: server.baseUrl,
    pid,
    cpuMs() {
      try {
        return (procStatCpu(readFileSync(`/proc/${pid}/stat`, "utf8")).ticks * 1000) / USER_HZ;
      } catch {
        return null;
      }
    },
    log: () => server.log(),
    stop: () => server.stop(),
  };
}
