import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Store } from "../../src/ports/store";
import type { Database } from "./schema";

export type SqlDialect = "sqlite" | "postgres";

/**
 * Bets one settlement transaction takes, by database; the composition root
 * hands it to the round engine. SQLite's driver is synchronous and never yields
 * inside a transaction, so one chunk blocks the event loop for all of it:
 * set-based settlement costs 5-10 us a bet there (bench: test/bench), plus a
 * commit's fsync per chunk, so 2,000 bets keep a chunk near 20 ms, under the
 * 50 ms budget with room for a loaded machine. PostgreSQL's driver never blocks
 * the loop (a chunk's results arrive as one text value, parsed in 10 to 20 ms for
 * 10,000 bets); bigger chunks there save statements and commits: 100,000 bets
 * settled in a median 565 ms in chunks of 5,000 and 488 ms in chunks of 10,000
 * (five runs each, alternating), while a transaction (and the row locks it
 * takes on winners' accounts, held from the payouts to the commit) stays under
 * about 120 ms.
 */
export const settleChunkBetsFor = (dialect: SqlDialect): number => (dialect === "sqlite" ? 2_000 : 10_000);

/**
 * Whether the round engine settles a round from both ends of its bets at once
 * (RoundEngineOptions.settleFromBothEnds): on PostgreSQL two chunks' results are
 * written by two backends in parallel; SQLite runs one write transaction at a
 * time, so a second settler there would only wait.
 */
export const settlesFromBothEndsFor = (dialect: SqlDialect): boolean => dialect === "postgres";

/** How busy the database's connections are now, for /metrics (adapters/metrics). */
export type DatabaseUsage =
  /** Transactions waiting for SQLite's one writer (the group commit's queue, sqlite-group-commit.ts). */
  | { readonly dialect: "sqlite"; readonly writerQueue: number }
  /** The pg pool: its size limit, connections open and idle, and requests waiting for one. */
  | { readonly dialect: "postgres"; readonly max: number; readonly open: number; readonly idle: number; readonly waiting: number };

/** A store as the composition root opens it: the port, plus which database it is (the port itself names none). */
export interface OpenedStore extends Store {
  readonly dialect: SqlDialect;
  /** The connections' use now; absent on stores that do not say (tests' wrappers). */
  readonly usage?: () => DatabaseUsage;
}

/** A database handle or a transaction: repositories take either, so the caller owns the transaction. */
export type Executor = Kysely<Database>;

export const dialectOf = <DB>(db: Kysely<DB>): SqlDialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";

/**
 * Runs `work` in one SQLite transaction begun with BEGIN IMMEDIATE: the write
 * lock is taken up front, so another process writing the same file makes us
 * wait (busy_timeout) at BEGIN instead of failing with SQLITE_BUSY halfway
 * through when a read lock would have to be upgraded. `db.connection()` holds
 * kysely's single SQLite connection (guarded by its mutex) for the whole call,
 * so no other statement of this process can run in between.
 */
export function sqliteImmediateTransaction<DB, T>(db: Kysely<DB>, work: (conn: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    let result: T;
    try {
      result = await work(conn);
    } catch (error) {
      await rollbackAfter(conn, error);
      throw error;
    }
    try {
      await sql`commit`.execute(conn);
    } catch (error) {
      // A failed COMMIT (I/O error, disk full) may leave the transaction open;
      // close it so the connection is usable for the next one.
      await rollbackAfter(conn, error);
      throw error;
    }
    return result;
  });
}

/** Rolls back; if that fails too, throws both errors (the first is the one that matters). */
async function rollbackAfter<DB>(conn: Kysely<DB>, cause: unknown): Promise<void> {
  try {
    await sql`rollback`.execute(conn);
  } catch (rollbackError) {
    throw new AggregateError([cause, rollbackError], "rollback failed after an error in the transaction", {
      cause: rollbackError,
    });
  }
}
