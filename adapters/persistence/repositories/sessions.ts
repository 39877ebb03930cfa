import type { Selectable } from "kysely";
import type { Session } from "../../../src/domain/accounts/session-policy";
import type { SessionRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { SessionsTable, UsersTable } from "../schema";
import { hotStatement } from "./hot-sql";
import { toUser } from "./users";
import { flag } from "./sql-helpers";

/** A session row joined with its user's row: the session's own columns renamed apart (hot-sql.ts). */
const sessionWithUser = hotStatement<Selectable<UsersTable> & { s_token_hash: string; s_user_id: number; s_created_at_ms: number; s_last_seen_at_ms: number; s_revoked: SessionsTable["revoked"]; s_address: string | null }>(
  "select s.token_hash as s_token_hash, s.user_id as s_user_id, s.created_at_ms as s_created_at_ms, s.last_seen_at_ms as s_last_seen_at_ms, s.revoked as s_revoked, s.address as s_address, u.* from sessions s join users u on u.id = s.user_id where s.token_hash = ?",
);

export function sessionRepository(db: Executor): SessionRepository {
  return {
    async create(session) {
      // A token hash seen before means a broken token generator: refuse loudly
      // rather than hand out a token that opens someone else's session. ON
      // CONFLICT keeps the caller's PostgreSQL transaction usable for its rollback.
      const row = await db
        .insertInto("sessions")
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          created_at_ms: session.createdAtMs,
          last_seen_at_ms: session.lastSeenAtMs,
          revoked: flag(session.revoked),
          address: session.address ?? null,
        })
        .onConflict((oc) => oc.column("token_hash").doNothing())
        .returning("token_hash")
        .executeTakeFirst();
      if (!row) throw new Error("session token hash already exists");
    },

    async byTokenHash(tokenHash) {
      const row = await db.selectFrom("sessions").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
      return row ? toSession(row) : null;
    },

    async byTokenHashWithUser(tokenHash) {
      const row = (await sessionWithUser(db, [tokenHash])).rows[0];
      if (!row) return null;
      const { s_token_hash, s_user_id, s_created_at_ms, s_last_seen_at_ms, s_revoked, s_address, ...user } = row;
      return {
        session: toSession({ token_hash: s_token_hash, user_id: s_user_id, created_at_ms: s_created_at_ms, last_seen_at_ms: s_last_seen_at_ms, revoked: s_revoked, address: s_address }),
        user: toUser(user),
      };
    },

    async previousOf(userId, tokenHash) {
      const current = await db.selectFrom("sessions").select("created_at_ms").where("token_hash", "=", tokenHash).where("user_id", "=", userId).executeTakeFirst();
      if (!current) return null;
      const row = await db
        .selectFrom("sessions")
        .selectAll()
        .where("user_id", "=", userId)
        .where("token_hash", "<>", tokenHash)
        .where("created_at_ms", "<=", current.created_at_ms)
        .orderBy("created_at_ms", "desc")
        .orderBy("token_hash")
        .limit(1)
        .executeTakeFirst();
      return row ? toSession(row) : null;
    },

    async touch(tokenHash, atMs) {
      // Only forward, and never a revoked session: concurrent requests touching
      // the same session cannot move its last use back in time.
      await db
        .updateTable("sessions")
        .set({ last_seen_at_ms: atMs })
        .where("token_hash", "=", tokenHash)
        .where("revoked", "=", 0)
        .where("last_seen_at_ms", "<", atMs)
        .execute();
    },

    async revoke(tokenHash) {
      // Kept, not deleted, so that the token reads as revoked rather than unknown.
      await db.updateTable("sessions").set({ revoked: 1 }).where("token_hash", "=", tokenHash).execute();
    },

    async revokeAllOfUser(userId, exceptTokenHash = null) {
      let query = db.updateTable("sessions").set({ revoked: 1 }).where("user_id", "=", userId).where("revoked", "=", 0);
      if (exceptTokenHash !== null) query = query.where("token_hash", "<>", exceptTokenHash);
      await query.execute();
    },
  };
}

const toSession = (row: Selectable<SessionsTable>): Session => ({
  tokenHash: row.token_hash,
  userId: row.user_id,
  createdAtMs: row.created_at_ms,
  lastSeenAtMs: row.last_seen_at_ms,
  revoked: row.revoked !== 0,
  address: row.address ?? null,
});
