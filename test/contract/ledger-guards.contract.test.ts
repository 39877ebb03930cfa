import { describe, expect, it } from "vitest";
import { checkLedger } from "../../src/application/operations/ledger-check";
import { stakesAccount } from "../../src/domain/wallet/ledger";
import { ManualClock } from "../support/fakes";
import { openWithRawSql, postgresProblem, STORE_NAMES } from "../support/stores";

const T0 = Date.UTC(2026, 10, 22, 4, 0, 0);

/** What the database enforces on its own, and what the reconciliation finds, on each store. */
for (const name of STORE_NAMES) {
  describe.skipIf(name === "postgres" && postgresProblem !== null && process.env.CI !== "true")(`${name}: ledger guards`, () => {
    it("refuses a player balance below zero written around the ledger, and lets the house go negative", async () => {
      const { store, exec } = await openWithRawSql(name);
      try {
        // A stakes shard stands for every account that must not go negative (players' accounts alike: the rule names only the two that may).
        const held = stakesAccount(7);
        await store.transaction((tx) => tx.ledger.transfer({ id: "t1", fromAccount: "world", toAccount: held, amountMinor: 500, kind: "bet_stake", userId: null, ref: "r", atMs: T0 }));
        await expect(exec(`update accounts set balance_minor = -1 where id = '${held}'`)).rejects.toThrow(/accounts_not_negative/);
        await expect(exec(`insert into accounts (id, user_id, balance_minor) values ('stakes:5', null, -10)`)).rejects.toThrow(/accounts_not_negative/);
        await exec(`update accounts set balance_minor = balance_minor - 100 where id = 'world'`);
        await exec(`insert into accounts (id, user_id, balance_minor) values ('house', null, -10) on conflict (id) do update set balance_minor = -10`);
        expect((await store.read((tx) => tx.ledger.allBalances())).get(held)).toBe(500);
      } finally {
        await store.close();
      }
    });

    it("reconciles every balance against its transfers and finds one edited by hand", async () => {
      const { store, exec } = await openWithRawSql(name);
      try {
        const deps = { store, clock: new ManualClock(T0) };
        const a = stakesAccount(7);
        const b = stakesAccount(8);
        await store.transaction(async (tx) => {
          await tx.ledger.transfer({ id: "t1", fromAccount: "world", toAccount: a, amountMinor: 500, kind: "bet_stake", userId: null, ref: "r", atMs: T0 });
          await tx.ledger.transfer({ id: "t2", fromAccount: a, toAccount: b, amountMinor: 200, kind: "bet_stake", userId: null, ref: "r", atMs: T0 });
        });
        expect(await checkLedger(deps)).toEqual({ ok: true, value: { accounts: 3, totalMinor: 0, mismatches: [], balanced: true, checkedAtMs: T0 } });

        await exec(`update accounts set balance_minor = balance_minor + 99 where id = '${b}'`);
        const found = await checkLedger(deps);
        expect(found).toMatchObject({ ok: true, value: { totalMinor: 99, balanced: false, mismatches: [{ account: b, balanceMinor: 299, transfersMinor: 200 }] } });
      } finally {
        await store.close();
      }
    });
  });
}
