/**
 * npm run restore -- <file>
 *
 * Puts a backup made by `npm run backup` in place of the SQLite database
 * (DATA_DIR/lottery.sqlite, default ./data). Stop the server first: a server
 * holds its database open for as long as it runs, and a restore under it would
 * be overwritten or corrupted. The command checks that itself: in WAL mode
 * every open connection holds a shared lock on the file, so if an exclusive
 * lock cannot be had, some process (a server, a backup) has it open and the
 * restore refuses. The backup is checked before anything is touched (a copy
 * that fails its checks is never put in place); the database it replaces is
 * kept beside it as lottery.sqlite.before-restore-<time>; the restored file is
 * checked again in place. The fairness key is not in the backup: the server
 * needs the key it had when the backup was made (FAIRNESS_KEY, or
 * DATA_DIR/fairness.key copied back).
 * Exit code: 0 restored and verified, 1 a check failed, 2 bad arguments, no
 * such backup, or the database is in use.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { existingFairnessKey } from "../crypto/fairness-key";
import { KEY_FILE_NAME } from "../crypto/server-seed-vault";
import { DATABASE_FILE_NAME } from "../persistence/open-store";
import { checkSqliteCopy } from "./sqlite-copy-check";

const usage = "usage: npm run restore -- <file>   (stop the server first; for PostgreSQL see the README: pg_restore)";

/** SQLite's files beside a database in WAL mode; a stale log left beside a replaced file would be replayed into it. */
const SIDE_FILES = ["-wal", "-shm", "-journal"] as const;

/**
 * Whether another connection has the database open: an exclusive lock with no
 * waiting fails at once if any other connection (in WAL mode, every open one)
 * holds a shared lock. Closing this last connection checkpoints and removes
 * the -wal and -shm files, so the database is whole in its one file after.
 */
function heldByAnother(file: string): boolean {
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 0");
    sqlite.pragma("locking_mode = EXCLUSIVE");
    try {
      sqlite.exec("begin exclusive");
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_BUSY" || (error as { code?: string }).code === "SQLITE_LOCKED") return true;
      throw error;
    }
    sqlite.exec("commit");
    return false;
  } finally {
    sqlite.close();
  }
}

async function main(): Promise<number> {
  const from = process.argv[2];
  if (!from || process.argv.length > 3 || from.startsWith("-")) {
    console.error(usage);
    return 2;
  }
  if (/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL?.trim() ?? "")) {
    console.error("DATABASE_URL names PostgreSQL: restore it with pg_restore or from a base backup (README, Metrics and backups); this command restores the SQLite database");
    return 2;
  }
  const backup = resolve(from);
  if (!existsSync(backup)) {
    console.error(`no backup at ${backup}`);
    return 2;
  }
  const dataDir = process.env.DATA_DIR ?? "./data";
  const target = resolve(dataDir, DATABASE_FILE_NAME);
  const key = existingFairnessKey(process.env, join(dataDir, KEY_FILE_NAME));

  // The backup first: a copy that fails its checks must never replace a database.
  console.log(`checking the backup ${backup}`);
  const before = await checkSqliteCopy(backup, { fairnessKey: key });
  for (const line of before.lines) console.log(`  ${line}`);
  if (!before.ok) {
    console.error("the backup failed its checks: nothing was changed");
    return 1;
  }

  mkdirSync(dataDir, { recursive: true });
  let kept: string | null = null;
  if (existsSync(target)) {
    if (heldByAnother(target)) {
      console.error(`${target} is open in another process (a running server?): stop the server, then restore`);
      return 2;
    }
    kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, kept);
  }
  // A log or journal left by the database just moved away belongs to it, not to the restored file.
  for (const side of SIDE_FILES) if (existsSync(target + side)) renameSync(target + side, kept ? kept + side : `${target}${side}.stale`);
  // Copied beside the target and renamed into place: a crash leaves the old database or the new one, never half of one.
  const incoming = `${target}.restoring-${process.pid}`;
  copyFileSync(backup, incoming);
  renameSync(incoming, target);
  if (kept) console.log(`the database it replaced is kept at ${kept}`);

  const after = await checkSqliteCopy(target, { fairnessKey: key });
  for (const line of after.lines) console.log(line);
  if (!after.ok) {
    console.error(`the restored database failed its checks${kept ? `; the previous one is at ${kept}` : ""}`);
    return 1;
  }
  console.log(`restored ${backup} to ${target} and verified it; start the server${key === null ? " with the fairness key it had when the backup was made (FAIRNESS_KEY, or its fairness.key copied into DATA_DIR)" : ""}`);
  return 0;
}

process.exitCode = await main();
