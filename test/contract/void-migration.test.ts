import SqliteDatabase from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { MIGRATIONS } from "../../adapters/persistence/migrations";

/**
 * Migration 039 on SQLite rebuilds the rounds table to let its status be "void" (SQLite cannot alter a check): on a
 * database of before it, every round, column and index is kept, the rules of the old table still hold (one round per
 * chain position, no other status), and "void" is allowed. PostgreSQL swaps the constraint (the void tests write it).
 */
let raw: SqliteDatabase.Database;
let db: Kysely<unknown>;
const before039 = MIGRATIONS.filter((m) => m.name < "039");
const m039 = MIGRATIONS.find((m) => m.name === "039-void-rounds")!;

beforeEach(async () => {
  raw = new SqliteDatabase(":memory:");
  raw.pragma("foreign_keys = on");
  db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
  for (const migration of before039) await migration.up(db, "sqlite");
});
afterEach(async () => {
  await db.destroy();
});

const indexes = () => raw.prepare("select name from sqlite_master where type = 'index' and tbl_name = 'rounds' and sql is not null order by name").all();
const roundRow = (issue: string, chainIndex: number, status = "settled") =>
  `insert into rounds (game_id, issue, open_at_ms, close_at_ms, draw_at_ms, status, chain_id, chain_index, commitment, revealed_seed, d1, d2, d3, bets_root, draw_scheme)
   values (1, '${issue}', 1, 2, 3, '${status}', 1, ${chainIndex}, 'c${chainIndex}', 's', 1, 2, 3, null, 2)`;

it("keeps every round and index, the old rules, and allows void", async () => {
  raw.exec("insert into games (id, name, on_sale, sort_order) values (1, 'G', 1, 1)");
  raw.exec("insert into seed_chains (id, game_id, top_seed, length, anchor, created_at_ms, sealed_top) values (1, 1, '', 10, 'a', 0, 'x')");
  for (let i = 1; i <= 5; i++) raw.exec(roundRow(`2026010100${i}`, i, i < 5 ? "settled" : "open"));
  const rowsBefore = raw.prepare("select * from rounds order by issue").all();
  const indexesBefore = indexes();

  await m039.up(db, "sqlite");

  expect(raw.prepare("select game_id, issue, open_at_ms, close_at_ms, draw_at_ms, status, chain_id, chain_index, commitment, revealed_seed, d1, d2, d3, bets_root, draw_scheme from rounds order by issue").all()).toEqual(rowsBefore);
  expect(indexes()).toEqual(indexesBefore);
  expect(raw.prepare("select void_reason, void_code, voided_by, voided_at_ms from rounds").all().every((row) => Object.values(row as object).every((v) => v === null))).toBe(true);
  // One round per chain position, and no status but the five.
  expect(() => raw.exec(roundRow("20260101009", 3))).toThrow(/UNIQUE/);
  expect(() => raw.exec(roundRow("20260101009", 9, "bogus"))).toThrow(/CHECK/);
  raw.exec("update rounds set status = 'void', void_code = 'draw_late', voided_at_ms = 7 where issue = '20260101005'");
  expect(raw.prepare("select status from rounds where issue = '20260101005'").get()).toEqual({ status: "void" });
  // The unfinished rounds' index serves the engine's query (INDEXED BY fails when it cannot) and holds no void round.
  const unfinished = await sql<{ issue: string }>`select issue from rounds indexed by rounds_unfinished where game_id = 1 and status <> 'settled' and status <> 'void' order by open_at_ms`.execute(db);
  expect(unfinished.rows).toEqual([]);
});
