import SqliteDatabase from "better-sqlite3";
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenedStore } from "../../adapters/persistence/dialect";
import { configureSqlite } from "../../adapters/persistence/sqlite-pragmas";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { playerAccount } from "../../src/domain/wallet/ledger";
import { createUser, transfer } from "../support/store-fixtures";

/**
 * The unnamed temporary files this process holds open, as /proc shows them: SQLite
 * opens its temporary files in /var/tmp or /tmp and unlinks them at once (or
 * opens them without a name), so their links end in "(deleted)".
 */
function temporaryFiles(): string[] {
  return readdirSync("/proc/self/fd").flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.endsWith(" (deleted)") && !target.startsWith("/memfd:") ? [target] : [];
    } catch {
      return []; // closed between the listing and the read
    }
  });
}

/**
 * Every transaction of the SQLite store runs in a savepoint (group commit), and
 * a savepoint keeps the first image of each page it changes. Those images stay
 * in memory: written to a temporary file they cost a bet a write system call
 * per page changed, and put copies of its pages on disk.
 */
describe("the SQLite savepoints' page images", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "sub-journal-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Rewrites every row of a 400 KB table inside a savepoint and lists SQLite's temporary files before releasing it. */
  function tempFilesOfABigSavepoint(db: SqliteDatabase.Database): string[] {
    db.exec("create table t (id integer primary key, v text)");
    const insert = db.prepare("insert into t (v) values (?)");
    db.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run("x".repeat(200));
    })();
    const before = temporaryFiles();
    db.exec("begin immediate; savepoint unit; update t set v = upper(v)");
    const files = temporaryFiles().filter((file) => !before.includes(file));
    db.exec("release unit; commit");
    return files;
  }

  it("spill into a temporary file under SQLite's defaults: what this test would see", () => {
    const db = new SqliteDatabase(join(dir, "defaults.sqlite"));
    try {
      db.pragma("journal_mode = WAL");
      expect(tempFilesOfABigSavepoint(db)).not.toEqual([]);
    } finally {
      db.close();
    }
  });

  it("stay in memory under the store's connection settings", () => {
    const db = new SqliteDatabase(join(dir, "configured.sqlite"));
    try {
      configureSqlite(db, { inMemory: false });
      expect(tempFilesOfABigSavepoint(db)).toEqual([]);
    } finally {
      db.close();
    }
  });

  describe("in the store", () => {
    let store: OpenedStore;
    beforeEach(async () => {
      store = await openSqliteStore({ file: join(dir, "store.sqlite") });
    });
    afterEach(() => store.close());

    it("stay in memory for a transaction that moves 1,500 players' money, also after the store discarded old row versions", async () => {
      const ids = await store.transaction(async (tx) => {
        const made: number[] = [];
        for (let i = 0; i < 1500; i++) {
          const user = await createUser(tx, { username: `p${i}` });
          await tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: 10_00 }));
          made.push(user.id);
        }
        return made;
      });
      // VACUUM runs with its copy in a temporary file, then the store's setting is back.
      await store.discardOldVersions();
      const before = temporaryFiles();
      const seen = await store.transaction(async (tx) => {
        for (const id of ids) await tx.ledger.transfer(transfer({ fromAccount: playerAccount(id, "available"), toAccount: "house", amountMinor: 1_00 }));
        return temporaryFiles().filter((file) => !before.includes(file));
      });
      expect(seen).toEqual([]);
      expect((await store.read((tx) => tx.ledger.balancesOfUser(ids.at(-1)!))).availableMinor).toBe(9_00);
    });
  });
});
