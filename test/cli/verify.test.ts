import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/schedule";
import { FIRST_ROUND_2026_11_22_MS, testApp } from "../support/app";

const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "verify-cli-"));
const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

const verify = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "adapters/cli/verify.ts", ...args], { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" }, encoding: "utf8" });

describe("npm run verify", () => {
  beforeAll(async () => {
    const store = await openSqliteStore({ file: join(dir, "lottery.sqlite") });
    const app = await testApp(store);
    const engine = new RoundEngine(app.deps, { chainLength: 100 });
    await engine.tick();
    app.clock.set(round.drawAtMs);
    await engine.tick();
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("verifies a drawn round against its commitment and the chain anchor", () => {
    const run = verify("--game", "1", "--issue", round.issue);
    expect(run.stdout).toContain("seed hashes to commitment: yes");
    expect(run.stdout).toContain("seed hashes to the chain anchor: yes");
    expect(run.stdout).toContain("VERIFIED");
    expect(run.status).toBe(0);
  });

  it("catches a draw changed after the fact", () => {
    const db = new SqliteDatabase(join(dir, "lottery.sqlite"));
    db.prepare("update rounds set d1 = (d1 + 1) % 10 where game_id = 1 and issue = ?").run(round.issue);
    db.close();
    const run = verify("--game", "1", "--issue", round.issue);
    expect(run.stdout).toContain("digits recomputed from seed: NO");
    expect(run.stdout).toContain("NOT VERIFIED");
    expect(run.status).toBe(1);
  });

  it("refuses bad arguments and unknown or undrawn rounds with exit code 2", () => {
    expect(verify("--game", "x", "--issue", round.issue).status).toBe(2);
    expect(verify("--game", "1").status).toBe(2);
    expect(verify("--game", "1", "--issue", "20991231001").status).toBe(2);
    const undrawn = verify("--game", "1", "--issue", "20261122002");
    expect(undrawn.stderr).toContain("not drawn yet");
    expect(undrawn.status).toBe(2);
  });
});
