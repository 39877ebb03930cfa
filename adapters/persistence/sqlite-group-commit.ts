import { CompiledQuery, sql, type Kysely } from "kysely";

/** Run twice per unit (every bet): compiled once instead of built on every call. */
const SAVEPOINT = CompiledQuery.raw("savepoint unit");
const RELEASE = CompiledQuery.raw("release unit");
const ROLLBACK_TO = CompiledQuery.raw("rollback to unit");

/** Units of work committed together at most; bounds how long one batch holds the event loop. */
const MAX_BATCH = 128;

interface Pending<DB> {
  readonly work: (conn: Kysely<DB>) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite: the transactions that arrive while one is running
 * are committed together, one fsync for the batch instead of one each.
 *
 * Why: with synchronous = FULL every COMMIT waits for an fsync of the WAL, a few
 * milliseconds on ordinary disks, and better-sqlite3 waits on the event loop.
 * One commit per bet caps a server at a few hundred bets a second whatever its
 * CPU; one commit per batch of concurrent bets lifts that cap and keeps the
 * durability: nobody hears "done" before the fsync that made it durable.
 *
 * How each unit keeps the meaning of its own transaction:
 * - The batch is one BEGIN IMMEDIATE ... COMMIT; each unit runs alone inside it
 *   (units run one after another, as separate transactions would) within its
 *   own SAVEPOINT. A unit that throws is rolled back to its savepoint: its
 *   writes vanish, the others' stay, and it gets its error. The savepoints'
 *   page images stay in memory (temp_store, sqlite-pragmas.ts): in a temporary
 *   file they cost a write system call per page a unit changes.
 * - A unit's promise settles only after the batch's COMMIT. If the COMMIT (or a
 *   rollback to a savepoint) fails, every unit of the batch is rolled back and
 *   gets the error: none of them was acknowledged, none is durable.
 * - Units see the writes of the units before them in the batch, exactly as they
 *   would have seen those transactions committed before theirs; a unit that
 *   succeeded never depends on one that was rolled back (that one's writes are
 *   gone before the next unit starts).
 * Events of a unit are published by its caller after its promise resolves,
 * hence after the commit.
 */
export function sqliteGroupCommit<DB>(db: Kysely<DB>): (<T>(work: (conn: Kysely<DB>) => Promise<T>) => Promise<T>) & { readonly queued: () => number } {
  const queue: Pending<DB>[] = [];

  async function runBatch(batch: Pending<DB>[]): Promise<void> {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          for (const unit of batch) {
            await conn.executeQuery(SAVEPOINT);
            try {
              const value = await unit.work(conn);
              await conn.executeQuery(RELEASE);
              outcomes.push({ ok: true, value });
            } catch (error) {
              // If this fails too (SQLite rolled the whole transaction back on an I/O
              // error), it throws out of the batch: everyone is rolled back and told so.
              await conn.executeQuery(ROLLBACK_TO);
              await conn.executeQuery(RELEASE);
              outcomes.push({ ok: false, value: error });
            }
          }
          await sql`commit`.execute(conn);
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => {});
          throw error;
        }
      });
    } catch (error) {
      for (const unit of batch) unit.reject(error);
      return;
    }
    batch.forEach((unit, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.value);
    });
  }

  // A batch starts on the next turn of the event loop, not at once: the requests
  // read in this turn (and, after a batch, those that arrived while it held the
  // loop) queue up first and share its commit. Starting at once would commit the
  // first arrival alone, and a busy server would never batch at all.
  let scheduled = false;
  let running = false;
  function schedule(): void {
    if (scheduled || running) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      running = true;
      void runBatch(queue.splice(0, MAX_BATCH)).finally(() => {
        running = false;
        if (queue.length > 0) schedule();
      });
    });
  }

  const run = <T>(work: (conn: Kysely<DB>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
  // Transactions waiting for the next batch (/metrics: the writer's queue).
  return Object.assign(run, { queued: () => queue.length });
}
