import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import type { Store } from "../../src/ports/store";
import { T0 } from "../support/store-fixtures";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";

/**
 * The audit trail is append-only in the database itself: even a statement
 * written by hand, past the repository, cannot change or remove a line.
 */

async function appendOne(store: Store): Promise<void> {
  await store.transaction((tx) => tx.audit.append({ operatorId: 1, action: "player.ban", target: { type: "user", id: "9" }, before: null, after: { buyBanned: true }, atMs: T0 }));
}

describe("sqlite", () => {
  it("refuses UPDATE and DELETE on audit_log", async () => {
    const dir = mkdtempSync(join(tmpdir(), "audit-"));
    try {
      const file = join(dir, "audit.sqlite");
      const store = await openSqliteStore({ file });
      await appendOne(store);
      await store.close();
      const db = new SqliteDatabase(file);
      try {
        expect(() => db.prepare("update audit_log set after_json = '{}'").run()).toThrow(/append-only/);
        expect(() => db.prepare("delete from audit_log").run()).toThrow(/append-only/);
        expect(db.prepare("select count(*) as n from audit_log").get()).toEqual({ n: 1 });
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(postgresProblem !== null && process.env.CI !== "true")("postgres", () => {
  it("refuses UPDATE, DELETE and TRUNCATE on audit_log", async () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
    const store = await openPostgresStore({ url: TEST_DATABASE_URL, schema, poolSize: 2 });
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await appendOne(store);
      await client.query(`set search_path to "${schema}"`);
      await expect(client.query("update audit_log set after_json = '{}'")).rejects.toThrow(/append-only/);
      await expect(client.query("delete from audit_log")).rejects.toThrow(/append-only/);
      await expect(client.query("truncate audit_log")).rejects.toThrow(/append-only/);
      expect((await client.query("select count(*)::int as n from audit_log")).rows).toEqual([{ n: 1 }]);
    } finally {
      await store.close();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  });
});
