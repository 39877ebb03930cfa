import type { LoginAttemptRepository } from "../../../src/ports/store";
import type { Executor, SqlDialect } from "../dialect";
import { sql } from "kysely";
import { PURGE_BATCH } from "./sql-helpers";

/** The first key of the two-key advisory locks login throttling takes (any constant no other lock uses). */
const LOCK_SPACE = 7_311;

/** Failures older than this are deleted when a new one is recorded: throttle windows must be shorter. */
const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export function loginAttemptRepository(db: Executor, dialect: SqlDialect): LoginAttemptRepository {
  return {
    async lock(key) {
      // SQLite: BEGIN IMMEDIATE already made this transaction the only writer. PostgreSQL: a lock per key,
      // held to the commit, so concurrent logins of one account or address count one after another.
      if (dialect !== "postgres") return;
      await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`.execute(db);
    },

    async recordFailure(key, atMs, detail) {
      await db.insertInto("login_attempts").values({ key, at_ms: atMs, detail }).execute();
      // Old failures of every key, not just this one: keys that are never tried
      // again (a sprayed username, a passing address) would otherwise stay
      // forever. A bounded batch per call (each call adds one row and may remove
      // up to PURGE_BATCH, so any backlog drains); on PostgreSQL rows a
      // concurrent purge holds are skipped, so a burst of failed logins never
      // queues on row locks.
      let old = db
        .selectFrom("login_attempts")
        .select("id")
        .where("at_ms", "<", atMs - LOGIN_ATTEMPT_RETENTION_MS)
        .limit(PURGE_BATCH);
      if (dialect === "postgres") old = old.forUpdate().skipLocked();
      await db.deleteFrom("login_attempts").where("id", "in", old).execute();
    },

    async failuresSince(key, sinceMs) {
      const row = await db
        .selectFrom("login_attempts")
        .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.count<number>("detail").distinct().as("distinct"), eb.fn.max("at_ms").as("last")])
        .where("key", "=", key)
        .where("at_ms", ">=", sinceMs)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), distinct: Number(row.distinct), lastMs: row.last === null ? null : Number(row.last) };
    },

    async clear(key, detail) {
      let query = db.deleteFrom("login_attempts").where("key", "=", key);
      if (detail !== null) query = query.where("detail", "=", detail);
      await query.execute();
    },
  };
}
