import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { Executor } from "./dialect";
import { hotPathClient, RolledBackAtCommit } from "./hot-path-client";
import type { Database } from "./schema";

/** Each pooled connection's executor for pipelined transactions, made once (the pool hands the same clients out again). */
const executors = new WeakMap<pg.PoolClient, Executor>();

/**
 * PostgreSQL: one transaction on one connection of the pool, whose statements
 * may be in flight together. kysely's own transaction runs one statement at a
 * time on its connection (it waits for each answer before it sends the next),
 * which is right for a work that reads and then decides; works that share a
 * transaction (shared-commit.ts) are independent of each other, and their
 * statements can travel together: pg sends a statement without waiting for the
 * one before when its client pipelines (hot-path-client.ts), and PostgreSQL
 * runs them in the order sent.
 *
 * The executor given to `work` is bound to this one connection: kysely asks
 * its "pool" for a connection per statement and always gets this one back,
 * released by the transaction, not by the statement. Runs once: the caller
 * decides what a failure means.
 */
export async function runPipelinedTransaction<T>(pool: pg.Pool, work: (trx: Executor) => Promise<T>): Promise<T> {
  const client = hotPathClient(await pool.connect());
  // A connection whose rollback or commit failed may be lost: the pool drops it rather than hand it out again.
  let unusable: Error | undefined;
  try {
    await client.query("begin");
    let result: T;
    try {
      result = await work(executorOf(client));
    } catch (error) {
      await client.query("rollback").catch((lost: unknown) => (unusable = asError(lost)));
      throw error;
    }
    // The client refuses a COMMIT that PostgreSQL answered with ROLLBACK (hot-path-client.ts).
    await client.query("commit").catch((lost: unknown) => {
      if (!(lost instanceof RolledBackAtCommit)) unusable = asError(lost);
      throw lost;
    });
    return result;
  } finally {
    client.release(unusable);
  }
}

const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));

function executorOf(client: pg.PoolClient): Executor {
  let executor = executors.get(client);
  if (!executor) {
    const lease = { query: client.query.bind(client), release: () => undefined } as unknown as pg.PoolClient;
    executor = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect: async () => lease, end: async () => undefined } }) });
    executors.set(client, executor);
  }
  return executor;
}
