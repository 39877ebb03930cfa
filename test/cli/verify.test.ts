import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp } from "../support/app";
import { TEST_FAIRNESS_KEY } from "../support/fakes";

const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "verify-cli-"));
const file = join(dir, "lottery.sqlite");
const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;
const KEY = Buffer.from(TEST_FAIRNESS_KEY).toString("hex");

const verify = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "adapters/cli/verify.ts", ...args], { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", FAIRNESS_KEY: KEY }, encoding: "utf8" });
const sql = (text: string, ...params: unknown[]) => {
  const db = new SqliteDatabase(file);
  // Writing around the application, as someone with the database file would: no constraint stands in the way.
  db.pragma("foreign_keys = OFF");
  try {
    db.prepare(text).run(...params);
  } finally {
    db.close();
  }
};

describe("npm run verify", () => {
  beforeAll(async () => {
    const store = await openSqliteStore({ file });
    const app = await testApp(store);
    const engine = new RoundEngine(app.deps, { chainLength: 100 });
    await engine.tick();
    // Three bets in the first round: the draw is bound to them (scheme 2).
    const player = await createPlayer(app, { balanceMinor: units(1_000) });
    for (const [playType, stake] of [[PLAY_TYPE.big, 10], [PLAY_TYPE.single, 20], [107, 5]] as const) {
      const placed = await placeBet(app.deps, { userId: player.id, roomId: 11, issue: round.issue, playTypes: [playType], stakeMinor: units(stake) });
      expect(placed.ok).toBe(true);
    }
    app.clock.set(round.drawAtMs);
    await engine.tick();
    await store.close();
    sql("create table saved_bets as select * from bets");
    sql("create table saved_rounds as select * from rounds");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Each test starts from the store as drawn: whatever the last one changed is put back.
  beforeEach(() => {
    sql("delete from bets");
    sql("insert into bets select * from saved_bets");
    sql("delete from rounds");
    sql("insert into rounds select * from saved_rounds");
  });

  it("verifies a drawn round against its commitment, the chain anchor and the root of its bets", () => {
    const run = verify("--game", "1", "--issue", round.issue);
    expect(run.stdout).toContain("seed hashes to commitment: yes");
    expect(run.stdout).toContain("seed hashes to the chain anchor: yes");
    expect(run.stdout).toContain("(3 bets)");
    expect(run.stdout).toContain("stored bets hash to the bets root: yes");
    expect(run.stdout).toContain("VERIFIED");
    expect(run.status).toBe(0);
    const all = verify("--game", "1", "--all");
    expect(all.stdout).toContain("1 of 1 drawn rounds of game 1 verified");
    expect(all.status).toBe(0);
  });

  it("catches a draw changed after the fact", () => {
    sql("update rounds set d1 = (d1 + 1) % 10 where game_id = 1 and issue = ?", round.issue);
    const run = verify("--game", "1", "--issue", round.issue);
    expect(run.stdout).toContain("digits recomputed from seed and bets root: NO");
    expect(run.stdout).toContain("NOT VERIFIED");
    expect(run.status).toBe(1);
  });

  it.each([
    ["a bet's stake changed", "update bets set stake_minor = stake_minor + 100 where id = (select min(id) from bets)"],
    ["a bet's play changed", "update bets set play_type = 2 where play_type = 1"],
    ["a bet removed", "delete from bets where id = (select max(id) from bets)"],
    ["a bet added", "insert into bets (order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms, follow_of_bet_id) select order_no || 'x', user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms + 1, follow_of_bet_id from bets where id = (select min(id) from bets)"],
  ])("catches %s after betting closed", (_what, change) => {
    sql(change);
    const run = verify("--game", "1", "--issue", round.issue);
    expect(run.stdout).toContain("stored bets hash to the bets root: NO");
    expect(run.stdout).toContain("NOT VERIFIED");
    expect(run.status).toBe(1);
    expect(verify("--game", "1", "--all").status).toBe(1);
  });

  it("refuses bad arguments, unknown or undrawn rounds and a missing key with exit code 2", () => {
    expect(verify("--game", "x", "--issue", round.issue).status).toBe(2);
    expect(verify("--game", "1").status).toBe(2);
    expect(verify("--game", "1", "--issue", round.issue, "--all").status).toBe(2);
    expect(verify("--game", "1", "--issue", "20991231001").status).toBe(2);
    const undrawn = verify("--game", "1", "--issue", "20261122002");
    expect(undrawn.stderr).toContain("not drawn yet");
    expect(undrawn.status).toBe(2);
    const keyless = spawnSync(process.execPath, ["--import", "tsx", "adapters/cli/verify.ts", "--game", "1", "--all"], { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", FAIRNESS_KEY: "" }, encoding: "utf8" });
    expect(keyless.stderr).toContain("no fairness key");
    expect(keyless.status).toBe(2);
  });
});
