import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { kyselyStore } from "./kysely-store";
import { sqliteGroupCommit } from "./sqlite-group-commit";
import { withStatementCache } from "./statement-cache";
import { migrateToLatest } from "./migrate";
import { configureSqlite } from "./sqlite-pragmas";
import type { Database } from "./schema";
import type { OpenedStore } from "./dialect";

export interface SqliteStoreOptions {
  /** A file path, or ":memory:" for a private throwaway database. */
  readonly file: string;
}

/**
 * The SQLite store: one better-sqlite3 connection behind kysely's SqliteDialect.
 *
 * Serialization: kysely's SqliteDriver guards its single connection with a
 * mutex, and every transaction holds that connection (db.connection()) from
 * BEGIN IMMEDIATE to COMMIT, across all its awaits; transactions that arrive
 * meanwhile are committed together next, each in its own savepoint (group
 * commit, sqlite-group-commit.ts). So transactions of this process run strictly
 * one at a time and a read outside a transaction waits for
 * a running one to finish (checked by test/contract/concurrency.test.ts).
 * Across processes, BEGIN IMMEDIATE plus busy_timeout makes a second writer
 * wait at BEGIN. Consequence: never call store.transaction or store.read from
 * inside a transaction's work; it would wait for itself forever.
 */
export async function openSqliteStore(options: SqliteStoreOptions): Promise<OpenedStore> {
  const sqlite = new SqliteDatabase(options.file);
  try {
    configureSqlite(sqlite, { inMemory: options.file === ":memory:" });
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Concurrent transactions share one COMMIT (one fsync): see sqlite-group-commit.ts.
  const runTransaction = sqliteGroupCommit(db);
  return { ...kyselyStore({ db, dialect: "sqlite", runTransaction }), usage: () => ({ dialect: "sqlite", writerQueue: runTransaction.queued() }) };
}
