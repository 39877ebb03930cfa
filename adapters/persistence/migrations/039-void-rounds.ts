import { sql, type Kysely } from "kysely";

/**
 * Void rounds (issue 41): a round not yet settled may be voided, and every bet
 * of it still open is refunded once.
 *
 * - rounds.status may be "void" (terminal, like "settled"). The check of 001
 *   names the four statuses: PostgreSQL swaps the constraint; SQLite cannot
 *   alter a check, so the table is rebuilt from its own stored definition with
 *   the one list changed (nothing references rounds, no trigger is on it).
 * - What a void keeps, on the round: void_reason (the operator's reason as a
 *   JSON object of five languages, {zh,tw,en,jp,kor}), void_code (the engine's
 *   reason code, e.g. "draw_late", when it voided the round by itself), voided_by
 *   (the operator's id; null for the engine) and voided_at_ms.
 * - bet_refunds (bet_id, user_id, game_id, issue, stake_minor, refunded_at_ms): one
 *   row per refunded bet, inserted once, by the transaction that deleted the bet's
 *   open_bets row (the same compare-and-set settlement uses, so a bet gets a result
 *   or a refund, never both). A refunded bet has no row in bet_results, so every
 *   figure read from results (turnover, rebates, commissions, VIP progress, the
 *   return monitor) leaves it out without being told.
 * - rounds_unfinished now leaves void rounds out too: the engine finds a void
 *   round's remaining refunds through open_bets, like stranded settlements.
 * FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

const STATUSES_BEFORE = "'open', 'closed', 'drawn', 'settled'";
const STATUSES_AFTER = "'open', 'closed', 'drawn', 'settled', 'void'";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("rounds").addColumn("void_reason", "text").execute();
  await db.schema.alterTable("rounds").addColumn("void_code", "text").execute();
  await db.schema.alterTable("rounds").addColumn("voided_by", "bigint").execute();
  await db.schema.alterTable("rounds").addColumn("voided_at_ms", "bigint").execute();

  if (dialect === "postgres") {
    // The check of 001 was declared on the column without a name: found by what it says.
    await sql`
      do $$
      declare c text;
      begin
        for c in select conname from pg_constraint
                 where conrelid = 'rounds'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%settled%'
        loop
          execute format('alter table rounds drop constraint %I', c);
        end loop;
      end
      $$`.execute(db);
    await sql.raw(`alter table rounds add constraint rounds_status_check check (status in (${STATUSES_AFTER}))`).execute(db);
  } else {
    await rebuildSqliteRounds(db);
  }

  await db.schema.dropIndex("rounds_unfinished").execute();
  await db.schema
    .createIndex("rounds_unfinished")
    .on("rounds")
    .columns(["game_id", "open_at_ms", "issue"])
    .where((eb) => eb.and([eb(sql.ref("status"), "<>", sql.lit("settled")), eb(sql.ref("status"), "<>", sql.lit("void"))]))
    .execute();

  await db.schema
    .createTable("bet_refunds")
    .addColumn("bet_id", dialect === "sqlite" ? "integer" : "bigint", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull())
    .addColumn("game_id", "bigint", (c) => c.notNull())
    .addColumn("issue", "text", (c) => c.notNull())
    .addColumn("stake_minor", "bigint", (c) => c.notNull())
    .addColumn("refunded_at_ms", "bigint", (c) => c.notNull())
    .execute();
  // A round's refunds (the simulator's and the tests' invariant: each bet of a voided round refunded once).
  await db.schema.createIndex("bet_refunds_round").on("bet_refunds").columns(["game_id", "issue"]).execute();
}

/** SQLite: the rounds table again, from its stored definition with "void" added to the status check, its rows and indexes kept. */
async function rebuildSqliteRounds(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'rounds'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition || definition.split(STATUSES_BEFORE).length !== 2) throw new Error("039: the rounds table's status check is not the one expected");
  const renamed = definition.replace(/^create table\s+"?rounds"?/i, 'create table "rounds_039"');
  if (renamed === definition) throw new Error("039: cannot rename the rounds table's definition");
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'rounds' and sql is not null`.execute(db);
  await sql.raw(renamed.replace(STATUSES_BEFORE, STATUSES_AFTER)).execute(db);
  await sql`insert into rounds_039 select * from rounds`.execute(db);
  await sql`drop table rounds`.execute(db);
  await sql`alter table rounds_039 rename to rounds`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
