import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openPostgresStore } from "../../../adapters/persistence/postgres-store";
import { openSqliteStore } from "../../../adapters/persistence/sqlite-store";
import type { OpenedStore } from "../../../adapters/persistence/dialect";

export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface BenchStore {
  readonly store: OpenedStore;
  /** What the server needs in its environment to use the same database. */
  readonly serverEnv: Record<string, string>;
  /** The SQLite file, for the raw ceiling. */
  readonly sqliteFile: string | null;
  /** Closes the store (if still open) and deletes the database. */
  cleanup(): Promise<void>;
}

/** A fresh SQLite database in a temp directory, migrated. */
export async function freshSqlite(): Promise<BenchStore> {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const file = join(dir, "lottery.sqlite");
  const store = await openSqliteStore({ file });
  return {
    store,
    serverEnv: { DATA_DIR: dir },
    sqliteFile: file,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database (its own, so the server's default schema works unchanged), migrated. */
export async function freshPostgres(): Promise<BenchStore> {
  const name = `bench_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const store = await openPostgresStore({ url: url.toString(), poolSize: 4 });
  return {
    store,
    serverEnv: { DATABASE_URL: url.toString() },
    sqliteFile: null,
    async cleanup() {
      await store.close();
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Whether PostgreSQL answers at PG_URL (the bench skips its PostgreSQL figures when it does not). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
