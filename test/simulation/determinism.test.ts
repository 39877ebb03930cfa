import { describe, expect, it } from "vitest";
import type { SimulationReport } from "../../simulator/report";
import { runScriptForJson } from "../support/script-process";
import { dayArgs } from "./day";

/** Runs the CLI in a fresh Node process and parses the JSON object on its last line. */
async function simulateInProcess(args: string[]): Promise<{ code: number | null; report: SimulationReport; stderr: string }> {
  const run = await runScriptForJson<SimulationReport>("simulator/cli.ts", [...args, "--json"]);
  return { code: run.code, report: run.json, stderr: run.stderr };
}

/** The report without what may differ between runs of the same seed (the wall time). */
const deterministicPart = ({ wallMs: _wallMs, ...rest }: SimulationReport) => rest;

describe("determinism: one seed, one run, on any process", () => {
  it("gives the same stateHash and report in two separate processes, and another hash for another seed", async () => {
    const args = (seed: number) => dayArgs(seed).map((arg, i, all) => (all[i - 1] === "--bots" ? "40" : arg));
    const [first, second, other] = await Promise.all([simulateInProcess(args(2026)), simulateInProcess(args(2026)), simulateInProcess(args(2027))]);
    for (const run of [first, second, other]) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.report.invariantsOk).toBe(true);
    }
    expect(first.report).toMatchObject({ seed: 2026, bots: 40 });
    expect(first.report.bets).toBeGreaterThan(100);
    expect(second.report.stateHash).toBe(first.report.stateHash);
    expect(deterministicPart(second.report)).toEqual(deterministicPart(first.report));
    expect(other.report.stateHash).not.toBe(first.report.stateHash);
  }, 120_000);
});
