import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkLedgerInvariants, playerAccount, stakesAccount, stakesHeld, STAKES_SHARDS, type AccountId } from "../../src/domain/wallet/ledger";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { createUser, newBet, seedGame, round, T0 } from "../support/store-fixtures";
import { REOPENABLE_DATABASES, type Reopenable } from "../support/reopenable-databases";

/**
 * What a database needs to look again as it did before migration 006: its record
 * of 006 gone, and the column 006 reads, bets.status (1: settled), which 018
 * replaced by open_bets and bet_results, put back from them. The column then
 * stays, unused: nothing the store writes or reads names it.
 */
const BEFORE_006 = [
  "delete from schema_migrations where name = '006-stakes-shards'",
  "alter table bets add column status integer not null default 0",
  "update bets set status = 1 where id in (select bet_id from bet_results)",
];

/**
 * Migration 006 on a database of before it: stakes of unsettled bets held in the
 * single `stakes` account move, by `stakes_split` transfers, to the shards
 * settlement now collects from; the ledger stays balanced, and settling the
 * round afterwards empties every shard and leaves the house with stakes minus
 * payouts. The store is built at the latest schema, brought back to the old
 * state (the single account), and the migration is run again on reopening.
 */
describe.each(REOPENABLE_DATABASES)("migration 006-stakes-shards (%s)", (_name, make) => {
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

    // Back to the state of before 006 (see BEFORE_006), so reopening runs it.
    await database.run(BEFORE_006);
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
