import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from "kysely";
import { sqliteImmediateTransaction } from "../adapters/persistence/dialect";
import { kyselyStore } from "../adapters/persistence/kysely-store";
import { migrateToLatest } from "../adapters/persistence/migrate";
import type { Database } from "../adapters/persistence/schema";
import type { Store } from "../src/ports/store";

/** Distinct SQL texts kept prepared; the repositories use a few hundred at most. */
const MAX_CACHED_STATEMENTS = 2000;
const CACHEABLE = /^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i;

/**
 * The store of a simulation: the production SQLite store (same kysely
 * repositories, same migrations, same BEGIN IMMEDIATE transactions as
 * `openSqliteStore`) over a private in-memory database, with one difference
 * that only buys speed: kysely's SQLite driver prepares every statement anew,
 * which costs about as much as running it, so statements are kept prepared by
 * their SQL text. better-sqlite3 runs each one to completion synchronously
 * (`all`/`run`), so a statement is never in use twice at once.
 */
export async function openSimulatorStore(): Promise<Store> {
  const sqlite = new SqliteDatabase(":memory:");
  sqlite.pragma("foreign_keys = ON");
  const cache = new Map<string, ReturnType<SqliteDatabase.Database["prepare"]>>();
  const database: KyselySqliteDatabase = {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      // Schema statements are not cached: they run once, and would go stale.
      if (!CACHEABLE.test(text)) return sqlite.prepare(text);
      let statement = cache.get(text);
      if (statement === undefined) {
        if (cache.size >= MAX_CACHED_STATEMENTS) cache.clear();
        statement = sqlite.prepare(text);
        cache.set(text, statement);
      }
      return statement;
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyStore({ db, dialect: "sqlite", runTransaction: (work) => sqliteImmediateTransaction(db, work) });
}
