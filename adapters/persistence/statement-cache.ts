import type SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";

/** Distinct SQL texts kept prepared; the repositories use a few hundred at most. */
const MAX_CACHED_STATEMENTS = 2000;
const CACHEABLE = /^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release)\b/i;

/**
 * Hands kysely's SQLite driver prepared statements from a cache keyed by their
 * SQL text. The driver would otherwise prepare every statement anew, which
 * costs about as much as running it and leaves a dead native statement per
 * query for the garbage collector, which better-sqlite3 then finalizes in one
 * long pause (seconds after a busy minute). better-sqlite3 runs each statement
 * to completion synchronously (all/run), so a cached one is never in use twice.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      // Schema statements run once and could go stale: never cached.
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
}
