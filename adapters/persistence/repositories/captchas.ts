import type { CaptchaRepository } from "../../../src/ports/store";
import type { Executor, SqlDialect } from "../dialect";
import { PURGE_BATCH } from "./sql-helpers";

export function captchaRepository(db: Executor, dialect: SqlDialect): CaptchaRepository {
  return {
    async create(captcha) {
      // Ids are random; a repeated one is a bug, and overwriting would let one
      // challenge's answer solve another.
      const row = await db
        .insertInto("captchas")
        .values({ id: captcha.id, answer: captcha.answer, expires_at_ms: captcha.expiresAtMs })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) throw new Error(`captcha ${captcha.id} already exists`);
    },

    async consume(id, nowMs) {
      // One statement takes the challenge: of two concurrent consumers only one
      // gets the row back (PostgreSQL makes the second wait for the first and
      // then finds nothing), so a challenge is single use.
      const taken = await db
        .deleteFrom("captchas")
        .where("id", "=", id)
        .returning(["answer", "expires_at_ms"])
        .executeTakeFirst();
      // Expired challenges of anyone, so the table holds only live ones (and
      // those expired since the last consume). A bounded batch per call; on
      // PostgreSQL rows another purge holds are skipped, not waited for.
      let expired = db.selectFrom("captchas").select("id").where("expires_at_ms", "<=", nowMs).limit(PURGE_BATCH);
      if (dialect === "postgres") expired = expired.forUpdate().skipLocked();
      await db.deleteFrom("captchas").where("id", "in", expired).execute();
      return taken && nowMs < taken.expires_at_ms ? taken.answer : null;
    },
  };
}
