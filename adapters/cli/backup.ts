/**
 * npm run backup -- <file>
 *
 * A consistent copy of the SQLite database (DATA_DIR/lottery.sqlite, default
 * ./data) while the server runs: SQLite's online backup API copies the pages
 * under one read transaction, which in WAL mode never blocks the server's
 * writes, so the copy is the database as of one commit. The copy is written
 * beside the target, checked (sqlite-copy-check.ts: integrity, schema, the
 * ledger reconciles, the fairness key opens the chains) and only then renamed
 * to <file>. The fairness key is not in the copy: keep it apart (README,
 * "Metrics and backups"). PostgreSQL is backed up with its own tools.
 * Exit code: 0 copied and verified, 1 the copy failed its checks (it is left at
 * <file>.failed for a look), 2 bad arguments or nothing to back up.
 */
import { existsSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { existingFairnessKey } from "../crypto/fairness-key";
import { KEY_FILE_NAME } from "../crypto/server-seed-vault";
import { checkSqliteCopy } from "./sqlite-copy-check";
import { DATABASE_FILE_NAME } from "../persistence/open-store";

const usage = "usage: npm run backup -- <file>   (the SQLite database under DATA_DIR; for PostgreSQL see the README: pg_dump or base backups)";

/** All the pages in one step: one read transaction, so a write by the server cannot restart the copy halfway. */
const ALL_PAGES = 0x7fffffff;

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target || process.argv.length > 3 || target.startsWith("-")) {
    console.error(usage);
    return 2;
  }
  if (/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL?.trim() ?? "")) {
    console.error("DATABASE_URL names PostgreSQL: back it up with pg_dump or a base backup (README, Metrics and backups); this command copies the SQLite database");
    return 2;
  }
  const dataDir = process.env.DATA_DIR ?? "./data";
  const source = join(dataDir, DATABASE_FILE_NAME);
  const to = resolve(target);
  if (!existsSync(source)) {
    console.error(`no database at ${source} (DATA_DIR=${dataDir})`);
    return 2;
  }
  if (existsSync(to)) {
    console.error(`${to} exists: the backup never overwrites a file; name a new one`);
    return 2;
  }
  const partial = `${to}.partial-${process.pid}`;
  const startedMs = Date.now();
  const sqlite = new SqliteDatabase(source, { fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 5000");
    const copied = await sqlite.backup(partial, { progress: () => ALL_PAGES });
    console.log(`copied ${source} (${copied.totalPages} pages) to ${to} in ${Date.now() - startedMs} ms, as of one commit while the server runs`);
  } catch (error) {
    rmSync(partial, { force: true });
    console.error(`backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    sqlite.close();
  }
  const key = existingFairnessKey(process.env, join(dataDir, KEY_FILE_NAME));
  const check = await checkSqliteCopy(partial, { fairnessKey: key, setDeleteJournal: true });
  for (const line of check.lines) console.log(line);
  if (!check.ok) {
    renameSync(partial, `${to}.failed`);
    console.error(`the copy failed its checks: left at ${to}.failed, no backup written`);
    return 1;
  }
  renameSync(partial, to);
  console.log(`backup verified: ${to}`);
  console.log("the fairness key is not in the backup: keep it (FAIRNESS_KEY or DATA_DIR/fairness.key) with your backups, but apart from them");
  return 0;
}

process.exitCode = await main();
