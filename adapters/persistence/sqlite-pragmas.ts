import type SqliteDatabase from "better-sqlite3";

/** Where SQLite keeps its temporary storage: the savepoints' sub-journals, sorts and temporary tables. */
export const TEMP_STORE = "MEMORY";

/**
 * The settings of every connection the product opens to its SQLite file (and
 * of the bench's raw ceiling, which must run under the same ones).
 */
export function configureSqlite(sqlite: SqliteDatabase.Database, options: { inMemory: boolean }): void {
  if (!options.inMemory) sqlite.pragma("journal_mode = WAL");
  // FULL: a committed transaction (money moved) survives a power loss, WAL or not.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // 64 MiB of page cache instead of 2: a bet reads and writes pages of several tables and indexes, and
  // every page missed is a read system call (slow on virtualised hosts) on the single event loop.
  sqlite.pragma("cache_size = -65536");
  // Each transaction of a group commit runs in a savepoint, which keeps the first image of every page it
  // changes in a sub-journal, and SQLite moves that to a temporary file once it passes 64 KiB. A bet changes
  // about 17 pages, so nearly every bet paid a write system call per page: a third of its CPU in the use case
  // (`npm run bench`, bet_usecase_cpu_ms 0.36-0.39 ms before, 0.24-0.25 after). In memory the sub-journal is
  // emptied at each release, and no page image of a transaction ever reaches a temporary file on disk.
  sqlite.pragma(`temp_store = ${TEMP_STORE}`);
}
