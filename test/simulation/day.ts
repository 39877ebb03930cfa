import type { ScheduleConfig } from "../../src/domain/rounds/schedule";
import { parseScheduleConfig } from "../../adapters/http/schedule-env";
import { runSimulation } from "../../simulator/driver";
import type { PlantedBug } from "../../simulator/planted-bugs";
import type { SimulationReport } from "../../simulator/report";

/**
 * "A simulated day" for the many-seeds tests. Why this shape:
 * - Round the clock with one-hour rounds (24 round slots, x 4 games = 96 rounds
 *   a day): every hour of the day is covered, midnight (the turnover reset)
 *   included, for a twelfth of the rounds of a 210-second day. 200 such days
 *   cost about as much as two days at the real pace.
 * - 14 bots: enough for follows, opposite bets, concurrent bursts and
 *   withdrawals to happen, few enough that a seed takes ~0.15 s.
 * - Seed chains of 16 rounds: every game starts new chains during the day, so
 *   chain rollover is exercised under crashes too.
 * Faults are on: driver crashes and restarts, interrupted settlements, clock
 * jumps, duplicated and lost requests, concurrent requests.
 */
export const DAY = {
  days: 1,
  bots: 14,
  roundSeconds: 3600,
  closeSeconds: 60,
  salesWindow: "00:00-24:00",
  chainLength: 16,
} as const;

export const daySchedule: ScheduleConfig = (() => {
  const parsed = parseScheduleConfig({ SALES_WINDOW: DAY.salesWindow, ROUND_SECONDS: String(DAY.roundSeconds), CLOSE_SECONDS: String(DAY.closeSeconds) });
  if (!parsed.ok) throw new Error("bad day schedule");
  return parsed.value;
})();

/** The CLI arguments that replay the same day. */
export const dayArgs = (seed: number): string[] => [
  "--seed",
  String(seed),
  "--days",
  String(DAY.days),
  "--bots",
  String(DAY.bots),
  "--round-seconds",
  String(DAY.roundSeconds),
  "--close-seconds",
  String(DAY.closeSeconds),
  "--sales-window",
  DAY.salesWindow,
  "--chain-length",
  String(DAY.chainLength),
];

export const replayCommand = (seed: number, extra: string[] = []): string => `npm run simulate -- ${[...dayArgs(seed), ...extra].join(" ")}`;

export function simulateDay(seed: number, options: { faults?: boolean; plantBug?: PlantedBug } = {}): Promise<SimulationReport> {
  return runSimulation({
    seed,
    days: DAY.days,
    bots: DAY.bots,
    schedule: daySchedule,
    faults: options.faults ?? true,
    chainLength: DAY.chainLength,
    ...(options.plantBug ? { plantBug: options.plantBug } : {}),
  });
}

/** Seeds 1..200 by default; SIM_SEED_BASE=N explores N+1..N+200 instead (VOPR-style, on demand). */
export const SEED_BASE = Number(process.env.SIM_SEED_BASE ?? 0);
