import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import type { Store } from "../../src/ports/store";
import { postgresProblem, TEST_DATABASE_URL } from "./stores";

/**
 * One database that can be closed, changed by raw statements while closed (to
 * bring it back to the schema of before a migration, with that migration's
 * record deleted), and opened again, which runs the migration on it.
 */
export interface Reopenable {
  open(): Promise<Store>;
  run(statements: readonly string[]): Promise<void>;
  drop(): Promise<void>;
}

async function sqliteDatabase(): Promise<Reopenable> {
  const dir = await mkdtemp(join(tmpdir(), "reopenable-"));
  const file = join(dir, "old.sqlite");
  return {
    open: () => openSqliteStore({ file }),
    run: async (statements) => {
      const raw = new SqliteDatabase(file);
      try {
        for (const statement of statements) raw.prepare(statement).run();
      } finally {
        raw.close();
      }
    },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(): Promise<Reopenable> {
  const schema = `test_reopen_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const onClient = async (statements: readonly string[]) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    open: () => openPostgresStore({ url: TEST_DATABASE_URL, schema }),
    run: (statements) => onClient([`set search_path to "${schema}"`, ...statements]),
    drop: () => onClient([`drop schema if exists "${schema}" cascade`]),
  };
}

/** SQLite, and PostgreSQL when it is reachable (the forEachStore suites fail under CI=true when it is not). */
export const REOPENABLE_DATABASES: [string, () => Promise<Reopenable>][] = [["sqlite", sqliteDatabase]];
if (postgresProblem === null) REOPENABLE_DATABASES.push(["postgres", postgresDatabase]);
