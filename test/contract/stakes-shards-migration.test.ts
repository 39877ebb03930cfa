import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import type { Store } from "../../src/ports/store";
import { checkLedgerInvariants, playerAccount, stakesAccount, stakesHeld, STAKES_SHARDS, type AccountId } from "../../src/domain/ledger";
import { PLAY_TYPE } from "../../src/domain/outcome";
import { createUser, newBet, seedGame, round, T0 } from "../support/store-fixtures";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";

/** One database that can be closed and opened again, and its record of migration 006 forgotten in between. */
interface Reopenable {
  open(): Promise<Store>;
  forget006(): Promise<void>;
  drop(): Promise<void>;
}

async function sqliteDatabase(): Promise<Reopenable> {
  const dir = await mkdtemp(join(tmpdir(), "stakes-shards-"));
  const file = join(dir, "old.sqlite");
  return {
    open: () => openSqliteStore({ file }),
    forget006: async () => {
      const raw = new SqliteDatabase(file);
      raw.prepare("delete from schema_migrations where name = '006-stakes-shards'").run();
      raw.close();
    },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(): Promise<Reopenable> {
  const schema = `test_shards_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const onClient = async (text: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    open: () => openPostgresStore({ url: TEST_DATABASE_URL, schema }),
    forget006: () => onClient(`delete from "${schema}".schema_migrations where name = '006-stakes-shards'`),
    drop: () => onClient(`drop schema if exists "${schema}" cascade`),
  };
}

const DATABASES: [string, () => Promise<Reopenable>][] = [["sqlite", sqliteDatabase]];
if (postgresProblem === null) DATABASES.push(["postgres", postgresDatabase]);

/**
 * Migration 006 on a database of before it: stakes of unsettled bets held in the
 * single `stakes` account move, by `stakes_split` transfers, to the shards
 * settlement now collects from; the ledger stays balanced, and settling the
 * round afterwards empties every shard and leaves the house with stakes minus
 * payouts. The store is built at the latest schema, brought back to the old
 * state (the single account), and the migration is run again on reopening.
 */
describe.each(DATABASES)("migration 006-stakes-shards (%s)", (_name, make) => {
  let database: Reopenable;
  beforeEach(async () => {
    database = await make();
  });
  afterEach(async () => {
    await database.drop();
  });

  it("moves the unsettled stakes of the old single account to the players' shards", async () => {
    let store = await database.open();
    const stakes = [1_000, 250, 4_000, 75, 600]; // users 1..5: shards 1..5
    const users = await store.transaction(async (tx) => {
      const { roomId } = await seedGame(tx);
      const ids: number[] = [];
      for (const [i, stakeMinor] of stakes.entries()) {
        const user = await createUser(tx, { username: `p${i}` });
        ids.push(user.id);
        const move = (id: string, fromAccount: AccountId, toAccount: AccountId, amountMinor: number, kind: "deposit" | "bet_stake" | "bet_collect") =>
          tx.ledger.transfer({ id, fromAccount, toAccount, amountMinor, kind, userId: user.id, ref: "old", atMs: T0 });
        expect(await move(`deposit:${i}`, "world", playerAccount(user.id, "available"), 10_000, "deposit")).toBe("created");
        // Before 006 every stake went to the single account.
        expect(await move(`stake:${i}`, playerAccount(user.id, "available"), "stakes", stakeMinor + 10, "bet_stake")).toBe("created");
        await tx.bets.insert(newBet({ orderNo: `O${i}`, userId: user.id, roomId, playType: PLAY_TYPE.big, stakeMinor, oddsHundredths: 194 }));
        // An older bet of 10, already settled and collected from the single account.
        const settled = await tx.bets.insert(newBet({ orderNo: `S${i}`, userId: user.id, roomId, playType: PLAY_TYPE.small, stakeMinor: 10, oddsHundredths: 194 }));
        expect(await tx.bets.markSettled(settled.id, false, 0, T0)).toBe(true);
        expect(await move(`collect:${i}`, "stakes", "house", 10, "bet_collect")).toBe("created");
      }
      return ids;
    });
    await store.close();

    // Back to the state of before 006: its record gone, so reopening runs it.
    await database.forget006();
    store = await database.open();
    try {
      const balances = await store.read((tx) => tx.ledger.allBalances());
      expect(checkLedgerInvariants(balances)).toEqual([]);
      expect(balances.get("stakes")).toBe(0);
      for (const [i, userId] of users.entries()) expect(balances.get(stakesAccount(userId))).toBe(stakes[i]);
      expect(stakesHeld(balances)).toBe(stakes.reduce((a, b) => a + b, 0));
      const split = await store.read(async (tx) => {
        const found = [];
        for (let shard = 0; shard < STAKES_SHARDS; shard++) {
          const transfer = await tx.ledger.transferById(`split:stakes:${shard}`);
          if (transfer) found.push(transfer);
        }
        return found;
      });
      expect(split.map((t) => [t.fromAccount, t.toAccount, t.kind, t.amountMinor])).toEqual(
        users.map((userId, i) => ["stakes", stakesAccount(userId), "stakes_split", stakes[i]]),
      );

      // Settlement now collects every one of those bets from its shard.
      await store.transaction(async (tx) => {
        expect(await tx.rounds.advance(1, round().issue, "open", "closed")).toBe(true);
        expect(await tx.rounds.advance(1, round().issue, "closed", "drawn", { digits: [9, 9, 9], revealedSeed: "ab".repeat(32) })).toBe(true);
      });
      const settled = await store.transaction((tx) =>
        tx.settlement.settleChunk({ gameId: 1, issue: round().issue, winningPlayTypes: [PLAY_TYPE.big], marks: { [PLAY_TYPE.big]: "big" }, atMs: T0 + 1, limit: 100 }),
      );
      expect(settled).toMatchObject({ settledBets: stakes.length });
      const after = await store.read((tx) => tx.ledger.allBalances());
      expect(checkLedgerInvariants(after)).toEqual([]);
      expect(stakesHeld(after)).toBe(0);
      const staked = stakes.reduce((a, b) => a + b, 0) + 10 * stakes.length;
      const paid = stakes.reduce((a, b) => a + Math.floor((b * 194) / 100), 0);
      expect(after.get("house")).toBe(staked - paid);
    } finally {
      await store.close();
    }
  });
});
