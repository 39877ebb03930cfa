import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { parseScheduleConfig } from "../../adapters/http/schedule-env";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { roundAt } from "../../src/domain/rounds/schedule";
import { units } from "../../src/domain/money";
import { trpcMutation } from "../load/http-client";
import { TEST_FAIRNESS_KEY } from "../support/fakes";
import { seedPlayers } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * npm run backup while the real server takes bets, npm run restore into a
 * fresh data directory, a server started on the restored database: the copy is
 * whole, its ledger reconciles and every drawn round's fairness proof verifies.
 */

const root = resolve(import.meta.dirname, "../..");
const KEY = Buffer.from(TEST_FAIRNESS_KEY).toString("hex");
const ENV = { ROUND_SECONDS: "12", CLOSE_SECONDS: "4" };
const scheduled = parseScheduleConfig({ SALES_WINDOW: "00:00-24:00", ...ENV });
if (!scheduled.ok) throw new Error("bad test schedule");
const schedule = scheduled.value;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  dirs.push(dir);
  return dir;
};

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** One of the repository's commands (adapters/cli), run as its npm script runs it, without blocking this process. */
async function cli(script: "backup" | "restore" | "verify", args: readonly string[], env: Record<string, string>): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", `adapters/cli/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", FAIRNESS_KEY: KEY, ...env },
      encoding: "utf8",
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

const count = (file: string, sql: string): number => {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe("npm run backup and npm run restore", () => {
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("copies the database while bets flow, restores it into a fresh data directory, and the restored server's ledger and draws verify", async () => {
    const live = tempDir("backup-live-");
    const seedStore = await openSqliteStore({ file: join(live, "lottery.sqlite") });
    const players = await seedPlayers(seedStore, { count: 8, depositMinor: units(10_000), prefix: "bk" });
    await seedStore.close();
    server = await startServerProcess({ env: { ...ENV, DATA_DIR: live } });
    const baseUrl = server.baseUrl;

    // Bets flow the whole time: every player orders on the current round, again and again.
    let flowing = true;
    let accepted = 0;
    const flow = Promise.all(
      players.map(async (player, index) => {
        while (flowing) {
          const round = roundAt(schedule, Date.now());
          const answer = await trpcMutation<{ bets: unknown[] }>(baseUrl, "bet.place", { roomId: 11, issue: round!.issue, playTypes: [index % 4 + 1, 13], stake: "2", expectedTotal: "4" }, player.token, { timeoutMs: 30_000 });
          if (answer.data) accepted += answer.data.bets.length;
          await sleep(20);
        }
      }),
    );

    // At least one round with bets drawn and settled before the copy, so the restored chains have a draw to verify.
    const file = join(live, "lottery.sqlite");
    const deadline = Date.now() + 60_000;
    while (count(file, "select count(*) as n from rounds where status = 'settled' and exists (select 1 from bets b where b.issue = rounds.issue)") === 0) {
      expect(Date.now(), "no round with bets was settled in a minute").toBeLessThan(deadline);
      await sleep(500);
    }
    const acceptedBefore = accepted;

    const backups = tempDir("backup-files-");
    const backupFile = join(backups, "lottery-backup.sqlite");
    const backup = await cli("backup", [backupFile], { DATA_DIR: live });
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toContain("as of one commit while the server runs");
    expect(backup.stdout).toContain("integrity check: ok");
    expect(backup.stdout).toMatch(/ledger reconciles: yes \(balances sum to 0, 0 account\(s\) disagree/);
    expect(backup.stdout).toMatch(/fairness key opens game 1's seed chain #\d+ to its anchor: yes/);
    expect(backup.stdout).toContain(`backup verified: ${backupFile}`);
    expect(backup.code).toBe(0);
    // The copy was taken while bets were being accepted, and holds bets.
    expect(accepted).toBeGreaterThan(acceptedBefore);
    const betsInCopy = count(backupFile, "select count(*) as n from bets");
    expect(betsInCopy).toBeGreaterThan(0);
    // A standalone file: no write-ahead log needed beside it.
    expect(count(backupFile, "select count(*) as n from pragma_journal_mode where journal_mode = 'delete'")).toBe(1);

    // Never over an existing file; never over a database a running server holds.
    const again = await cli("backup", [backupFile], { DATA_DIR: live });
    expect(again.stderr).toContain("exists: the backup never overwrites a file");
    expect(again.code).toBe(2);
    const underServer = await cli("restore", [backupFile], { DATA_DIR: live });
    expect(underServer.stderr).toContain("is open in another process (a running server?): stop the server, then restore");
    expect(underServer.code).toBe(2);

    flowing = false;
    await flow;
    await server.stop();
    server = null;

    // Restored into a fresh data directory (a new machine): the fairness key comes from FAIRNESS_KEY, as it must.
    const fresh = tempDir("backup-restored-");
    const restore = await cli("restore", [backupFile], { DATA_DIR: fresh });
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/ledger reconciles: yes/);
    expect(restore.stdout).toContain("restored");
    expect(restore.code).toBe(0);
    expect(count(join(fresh, "lottery.sqlite"), "select count(*) as n from bets")).toBe(betsInCopy);

    server = await startServerProcess({ env: { ...ENV, DATA_DIR: fresh } });
    const health = (await (await fetch(`${server.baseUrl}/healthz`)).json()) as { ledger: { balanced: boolean } };
    expect(health.ledger.balanced).toBe(true);
    const verify = await cli("verify", ["--game", "1", "--all"], { DATA_DIR: fresh });
    const verified = /(\d+) of (\d+) drawn rounds of game 1 verified/.exec(verify.stdout);
    expect(verified, verify.stdout + verify.stderr).not.toBeNull();
    expect(Number(verified![2])).toBeGreaterThan(0);
    expect(verified![1]).toBe(verified![2]);
    expect(verify.code).toBe(0);

    // A server given another key could not open the restored chains: the restore says so and changes nothing.
    const otherKey = await cli("restore", [backupFile], { DATA_DIR: fresh, FAIRNESS_KEY: "ab".repeat(32) });
    expect(otherKey.stdout).toMatch(/fairness key opens game 1's seed chain #\d+ to its anchor: NO/);
    expect(otherKey.stderr).toContain("the backup failed its checks: nothing was changed");
    expect(otherKey.code).toBe(1);

    // Restoring over a stopped server's database keeps the one it replaces.
    await server.stop();
    server = null;
    const over = await cli("restore", [backupFile], { DATA_DIR: fresh });
    expect(over.stdout).toMatch(/the database it replaced is kept at .*lottery\.sqlite\.before-restore-/);
    expect(over.code).toBe(0);
  }, 180_000);

  it("refuses a backup that is not a database, a missing database and PostgreSQL, changing nothing", async () => {
    const dir = tempDir("backup-bad-");
    const garbage = join(dir, "garbage.sqlite");
    writeFileSync(garbage, "this is not a database ".repeat(100));
    const refused = await cli("restore", [garbage], { DATA_DIR: join(dir, "data") });
    expect(refused.stdout).toContain("not a readable SQLite database of this server");
    expect(refused.stderr).toContain("the backup failed its checks: nothing was changed");
    expect(refused.code).toBe(1);

    const missing = await cli("backup", [join(dir, "copy.sqlite")], { DATA_DIR: join(dir, "nothing-here") });
    expect(missing.stderr).toContain("no database at");
    expect(missing.code).toBe(2);
    const postgres = await cli("backup", [join(dir, "copy.sqlite")], { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" });
    expect(postgres.stderr).toContain("pg_dump");
    expect(postgres.code).toBe(2);
  }, 60_000);
});
