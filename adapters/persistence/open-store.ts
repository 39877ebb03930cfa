import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { openPostgresStore } from "./postgres-store";
import { openSqliteStore } from "./sqlite-store";
import type { OpenedStore } from "./dialect";

/** The SQLite database's file under DATA_DIR (the backup and restore commands name it too). */
export const DATABASE_FILE_NAME = "lottery.sqlite";

export interface OpenStoreOptions {
  /** postgres:// or postgresql:// selects PostgreSQL; anything else (or nothing) SQLite in dataDir. */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  /** PostgreSQL only: connections in the pool (default: the store's). */
  readonly poolSize?: number;
}

export async function openStore(options: OpenStoreOptions): Promise<OpenedStore> {
  const url = options.databaseUrl?.trim();
  if (url && /^postgres(ql)?:\/\//i.test(url)) return openPostgresStore({ url, ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }) });
  await mkdir(options.dataDir, { recursive: true });
  return openSqliteStore({ file: join(options.dataDir, DATABASE_FILE_NAME) });
}
