import { sql, type Selectable } from "kysely";
import type { PasswordResetLink } from "../../../src/domain/accounts/password-reset-link";
import type { PasswordResetLinkRepository } from "../../../src/ports/store/accounts/password-reset-links";
import type { Executor, SqlDialect } from "../dialect";
import type { Database } from "../schema";

export function passwordResetLinkRepository(db: Executor, dialect: SqlDialect): PasswordResetLinkRepository {
  return {
    async issue(link) {
      // Two operators issuing for one player at once: on PostgreSQL the player's row lock makes the second wait
      // and then void the first one's link; SQLite has one writer at a time anyway.
      if (dialect === "postgres") await sql`select id from users where id = ${link.userId} for update`.execute(db);
      const voided = await db
        .updateTable("password_reset_links")
        .set({ voided_at_ms: link.createdAtMs })
        .where("user_id", "=", link.userId)
        .where("used_at_ms", "is", null)
        .where("voided_at_ms", "is", null)
        .where("expires_at_ms", ">", link.createdAtMs)
        .executeTakeFirst();
      const row = await db
        .insertInto("password_reset_links")
        .values({ user_id: link.userId, token_hash: link.tokenHash, issued_by: link.issuedBy, created_at_ms: link.createdAtMs, expires_at_ms: link.expiresAtMs, used_at_ms: null, voided_at_ms: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { link: toLink(row), voided: Number(voided.numUpdatedRows) };
    },

    async byTokenHash(tokenHash) {
      const row = await db.selectFrom("password_reset_links").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
      return row ? toLink(row) : null;
    },

    async markUsed(id, atMs) {
      // One conditional statement: of two uses at once, the second finds used_at_ms set and changes nothing.
      const result = await db
        .updateTable("password_reset_links")
        .set({ used_at_ms: atMs })
        .where("id", "=", id)
        .where("used_at_ms", "is", null)
        .where("voided_at_ms", "is", null)
        .where("expires_at_ms", ">", atMs)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

const toLink = (row: Selectable<Database["password_reset_links"]>): PasswordResetLink => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  tokenHash: row.token_hash,
  issuedBy: Number(row.issued_by),
  createdAtMs: Number(row.created_at_ms),
  expiresAtMs: Number(row.expires_at_ms),
  usedAtMs: row.used_at_ms === null ? null : Number(row.used_at_ms),
  voidedAtMs: row.voided_at_ms === null ? null : Number(row.voided_at_ms),
});
