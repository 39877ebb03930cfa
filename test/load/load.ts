/**
 * npm run load -- [--players 2000] [--seconds 60] [--think-ms 1000-4000] [--seed N] [--database-url postgres://...] [--servers N]
 *
 * Runs the load test (run-load.ts) against the real server on loopback and
 * prints throughput and latency percentiles; exits 1 if a request was lost,
 * answered with a 5xx, or the store disagrees with what players were told.
 * --database-url must name a disposable PostgreSQL database (players are added to it);
 * --servers N (PostgreSQL only) runs N server processes on it, each player talking to one of them.
 */
import { parseArgs } from "node:util";
import { formatReport, runLoad } from "./run-load";

const { values } = parseArgs({
  options: {
    players: { type: "string", default: "2000" },
    seconds: { type: "string", default: "60" },
    "think-ms": { type: "string", default: "1000-4000" },
    seed: { type: "string" },
    "database-url": { type: "string" },
    servers: { type: "string", default: "1" },
    json: { type: "boolean", default: false },
  },
});

const positive = (name: string, text: string): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number, not ${JSON.stringify(text)}`);
  return value;
};
const [thinkMin, thinkMax] = values["think-ms"].split("-").map((part) => positive("think-ms", part));
if (thinkMin === undefined || thinkMax === undefined || thinkMax < thinkMin) throw new Error("--think-ms is MIN-MAX in milliseconds, e.g. 1000-4000");

const report = await runLoad({
  players: positive("players", values.players),
  seconds: positive("seconds", values.seconds),
  thinkMs: { min: thinkMin, max: thinkMax },
  ...(values.seed !== undefined ? { seed: positive("seed", values.seed) } : {}),
  ...(values["database-url"] ? { databaseUrl: values["database-url"] } : {}),
  servers: positive("servers", values.servers),
  log: (line) => console.log(line),
});
console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
const failed = report.lost > 0 || report.serverErrors > 0 || report.answeredTwice > 0 || report.problems.length > 0;
process.exit(failed ? 1 : 0);
