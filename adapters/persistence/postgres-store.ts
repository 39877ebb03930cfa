import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Executor } from "./dialect";
import { kyselyStore } from "./kysely-store";
import { migrateToLatest } from "./migrate";
import { hotPathClient } from "./hot-path-client";
import { runPipelinedTransaction } from "./pipelined-transaction";
import type { Database } from "./schema";
import type { OpenedStore } from "./dialect";
import { componentLogger } from "../logging/logger";

export interface PostgresStoreOptions {
  readonly url: string;
  /** A schema to work in (tests: one per suite); created if missing and put on every connection's search_path. */
  readonly schema?: string;
  /** Connections in the pool; default 10. */
  readonly poolSize?: number;
}

/** BIGINT comes back as a JS number, never silently rounded. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is not a safe integer`);
  return value;
}

// Per pool rather than pg.types.setTypeParser, so that importing this module
// changes nothing for other pg users in the process.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 && format !== "binary"
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** deadlock_detected, serialization_failure: the database aborted us, the work itself was fine. */
const RETRYABLE = new Set(["40P01", "40001"]);
const MAX_ATTEMPTS = 5;

/**
 * The PostgreSQL store: a pg Pool behind kysely's PostgresDialect.
 *
 * Transactions run at READ COMMITTED. That is enough because every repository
 * write that depends on existing state is one conditional statement (debit
 * WHERE balance >= amount, status compare-and-set, ON CONFLICT on a unique
 * key): PostgreSQL re-checks the condition on the newest committed row after
 * waiting for a row lock, so no repository needs a stronger level.
 *
 * Transfers lock account rows until commit, and a transaction may move money
 * between several accounts, so two transactions can lock rows in opposite
 * orders; PostgreSQL then aborts one with deadlock_detected. That transaction
 * is retried from the start (its writes were rolled back), up to 5 attempts.
 * Hence: a transaction's work must have no effects outside the store.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<OpenedStore> {
  const { url, schema } = options;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new RangeError(`bad schema name ${JSON.stringify(schema)}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types,
    ...(schema === undefined ? {} : { options: `-c search_path="${schema}"` }),
  });
  // An idle connection dropped by the server emits 'error' on the pool; without
  // a listener that would crash the process. The pool replaces the connection.
  pool.on("error", (error) => componentLogger("postgres").warn({ err: error }, "pool: idle connection lost"));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect: async () => hotPathClient(await pool.connect()), end: () => pool.end() } }),
  });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  async function runTransaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(sqlStateOf(error))) throw error;
        // Jitter, so the two losers of a deadlock do not collide again in step.
        await sleep(randomInt(5, 20) * attempt);
      }
    }
  }

  return {
    ...kyselyStore({ db, dialect: "postgres", runTransaction, runOnce: (work) => runPipelinedTransaction(pool, work) }),
    usage: () => ({ dialect: "postgres", max: pool.options.max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

const sqlStateOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "";
