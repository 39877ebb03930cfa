/**
 * npm run simulate -- --seed 42 --days 7 --bots 500 [--json] [--no-faults]
 *                     [--round-seconds N] [--close-seconds N] [--sales-window HH:MM-HH:MM]
 *                     [--chain-length N]
 *
 * Runs the deterministic simulation and prints its report; with --json the
 * last line is the report as one JSON object. A progress bar goes to stderr on
 * a terminal. A run whose invariants fail prints the command that replays it
 * and exits 1. (--plant-bug <name> plants a known bug, for the tests that
 * show the checks catch it.)
 *
 * The growth engine (issue 40) is part of every simulated day: one bot in ten is
 * an agent with the next five bots invited by it, bots claim their rebate now and
 * then and check in to a running daily check-in (8.00, 3x wagering), and once an
 * operator's day is over the end-of-day run pays rebates, level-up bonuses and
 * commissions. The report prints the house's result before promotions (gross:
 * stakes minus wins paid) and after them (net: minus rebates, commissions and
 * bonuses); the invariants (growth.ts, growth-oracle.ts) check each payout key
 * once with its transfer from the promotions account, the promotions account
 * minus exactly what it credited, commissions and rebates equal to the formula,
 * every claim's answer and amount, and the ledger equal to the model.
 */
import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";
import { DEFAULT_SCHEDULE, type ScheduleConfig } from "../src/domain/rounds/schedule";
import { parseScheduleConfig } from "../adapters/http/schedule-env";
import { runSimulation, type SimulationProgress } from "./driver";
import { isPlantedBug, PLANTED_BUGS, type PlantedBug } from "./planted-bugs";
import { formatReport } from "./report";

const USAGE = `usage: npm run simulate -- [--seed N] [--days N] [--bots N] [--json] [--no-faults]
                            [--round-seconds N] [--close-seconds N] [--sales-window HH:MM-HH:MM]
                            [--chain-length N]   rounds per seed chain (default 1000)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function integer(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)) || Number(text) < min) fail(`--${name} must be an integer of at least ${min}, got "${text}"`);
  return Number(text);
}

function scheduleFrom(values: { "round-seconds"?: string; "close-seconds"?: string; "sales-window"?: string }): ScheduleConfig {
  const roundSeconds = values["round-seconds"];
  // Short rounds keep the default 30 s close only if it fits: one seventh of the round, as 30 s is of 210 s.
  const closeSeconds =
    values["close-seconds"] ??
    (roundSeconds !== undefined && Number(roundSeconds) <= DEFAULT_SCHEDULE.closeSeconds * 7 ? String(Math.max(1, Math.floor(Number(roundSeconds) / 7))) : undefined);
  const parsed = parseScheduleConfig({ ROUND_SECONDS: roundSeconds, CLOSE_SECONDS: closeSeconds, SALES_WINDOW: values["sales-window"] });
  if (!parsed.ok) fail(`invalid schedule option (${JSON.stringify(parsed.error.params ?? {})})`);
  return parsed.value;
}

function progressBar(): { update: (progress: SimulationProgress) => void; finish: () => void } | undefined {
  if (!process.stderr.isTTY) return undefined;
  const started = performance.now();
  let lastDrawn = 0;
  let last: SimulationProgress | null = null;
  const draw = (p: SimulationProgress, share: number) => {
    const width = 30;
    const filled = Math.round(share * width);
    const elapsed = (performance.now() - started) / 1000;
    const eta = share > 0 ? elapsed / share - elapsed : 0;
    const day = (p.simulatedMs / 86_400_000).toFixed(1);
    process.stderr.write(
      `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  day ${day}  rounds ${p.rounds}  bets ${p.bets}${p.failures ? `  FAILURES ${p.failures}` : ""}  ${elapsed.toFixed(0)}s, ~${eta.toFixed(0)}s left `,
    );
  };
  return {
    update: (p) => {
      last = p;
      const now = performance.now();
      if (now - lastDrawn < 100) return;
      lastDrawn = now;
      draw(p, Math.min(1, p.simulatedMs / p.totalMs));
    },
    finish: () => {
      if (last !== null) draw(last, 1);
      process.stderr.write("\n");
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      days: { type: "string" },
      bots: { type: "string" },
      json: { type: "boolean", default: false },
      "no-faults": { type: "boolean", default: false },
      "round-seconds": { type: "string" },
      "close-seconds": { type: "string" },
      "sales-window": { type: "string" },
      "chain-length": { type: "string" },
      "plant-bug": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const seed = integer("seed", values.seed, randomInt(0, 2 ** 31), 0);
  const days = integer("days", values.days, 1, 1);
  const bots = integer("bots", values.bots, 100, 1);
  const schedule = scheduleFrom(values);
  const chainLength = values["chain-length"] === undefined ? undefined : integer("chain-length", values["chain-length"], 1000, 2);
  let plantBug: PlantedBug | undefined;
  if (values["plant-bug"] !== undefined) {
    if (!isPlantedBug(values["plant-bug"])) fail(`--plant-bug must be one of ${Object.keys(PLANTED_BUGS).join(", ")}`);
    plantBug = values["plant-bug"];
  }
  const faults = !values["no-faults"];
  const replay = [
    `npm run simulate -- --seed ${seed} --days ${days} --bots ${bots}`,
    faults ? "" : " --no-faults",
    values["round-seconds"] !== undefined ? ` --round-seconds ${values["round-seconds"]}` : "",
    values["close-seconds"] !== undefined ? ` --close-seconds ${values["close-seconds"]}` : "",
    values["sales-window"] !== undefined ? ` --sales-window ${values["sales-window"]}` : "",
    chainLength !== undefined ? ` --chain-length ${chainLength}` : "",
    plantBug ? ` --plant-bug ${plantBug}` : "",
  ].join("");

  const progress = progressBar();
  const report = await runSimulation({
    seed,
    days,
    bots,
    schedule,
    faults,
    ...(chainLength !== undefined ? { chainLength } : {}),
    ...(plantBug ? { plantBug } : {}),
    ...(progress ? { onRound: progress.update } : {}),
  });
  progress?.finish();
  process.stdout.write(`${formatReport(report)}\n`);
  if (!report.invariantsOk) {
    process.stderr.write(`\nSIMULATION FAILED (seed ${seed}): ${report.invariantFailures[0]}\nreproduce with: ${replay}\n`);
  }
  if (values.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exitCode = report.invariantsOk ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`simulate: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
