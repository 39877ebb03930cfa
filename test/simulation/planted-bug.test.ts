import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dayArgs, simulateDay } from "./day";

const root = join(import.meta.dirname, "../..");
const SEED = 5;

/** The checks are only worth something if they fail on a broken system: plant bugs, expect failures. */
describe("the invariant checks catch planted bugs", () => {
  it("passes on the unbroken system with the same seed (the control)", async () => {
    const report = await simulateDay(SEED);
    expect(report.invariantFailures).toEqual([]);
  });

  it("catches a tampered draw digit: the draw no longer verifies against its commitment", async () => {
    const report = await simulateDay(SEED, { plantBug: "tamper-digit" });
    expect(report.invariantsOk).toBe(false);
    expect(report.invariantFailures[0]).toMatch(/the draw does not verify/);
  });

  it("catches a settlement that pays one cent too much, though the ledger still balances", async () => {
    const report = await simulateDay(SEED, { plantBug: "extra-payout" });
    expect(report.invariantsOk).toBe(false);
    expect(report.invariantFailures.join("\n")).toMatch(/ledger differs from the model/);
    expect(report.invariantFailures.join("\n")).not.toMatch(/ledger invariants/);
  });

  it("the CLI exits non-zero and prints the command with the seed that reproduces the failure", async () => {
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "simulator/cli.ts", ...dayArgs(SEED), "--plant-bug", "tamper-digit", "--json"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      let err = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
      child.on("error", reject);
      child.on("close", (exit) => resolve({ code: exit, stdout: out, stderr: err }));
    });
    expect(code).toBe(1);
    expect(stderr).toContain(`SIMULATION FAILED (seed ${SEED})`);
    expect(stderr).toContain(`reproduce with: npm run simulate -- --seed ${SEED} `);
    expect(stderr).toContain("--plant-bug tamper-digit");
    const report = JSON.parse(stdout.trim().split("\n").at(-1)!);
    expect(report).toMatchObject({ seed: SEED, invariantsOk: false });
  }, 60_000);
});
