import type { Store } from "../../src/ports/store";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FUND_TYPE, REVIEW_STATUS, type NewFundLogEntry } from "../../src/domain/wallet/fund-log";
import { applyTransfer, checkLedgerInvariants, playerAccount, type AccountId, type Transfer, type TransferKind } from "../../src/domain/wallet/ledger";
import { MAX_AMOUNT_MINOR } from "../../src/domain/money";
import { createUser, newBet, newUser, seedGame, T0, transfer } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** The persistence contract, the ledger and transactions: the same expectations for every Store adapter; each test gets a fresh, empty, migrated store. */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  describe("ledger", () => {
    let userId: number;
    let available: AccountId;
    let locked: AccountId;
    beforeEach(async () => {
      userId = (await store.transaction((tx) => createUser(tx))).id;
      available = playerAccount(userId, "available");
      locked = playerAccount(userId, "locked");
    });
    const invariants = async () => checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()));

    it("applies a transfer once: balances move, the transfer is stored, a retry exists, another movement under its id conflicts", async () => {
      const deposit = transfer({ id: "dep-1", fromAccount: "world", toAccount: available, amountMinor: 5000, kind: "deposit", userId, ref: "deposit:1" });
      expect(await store.transaction((tx) => tx.ledger.transfer(deposit))).toBe("created");
      expect(await store.transaction((tx) => tx.ledger.transfer(deposit))).toBe("exists");
      // The same movement later, with another time and note: a retry.
      expect(await store.transaction((tx) => tx.ledger.transfer({ ...deposit, atMs: deposit.atMs + 5_000, ref: "retry" }))).toBe("exists");
      // The same id for another movement: refused, never applied, whichever field differs.
      for (const other of [{ amountMinor: 1 }, { toAccount: locked }, { fromAccount: "house" as const }, { kind: "gift" as const }, { userId: null }]) {
        expect(await store.transaction((tx) => tx.ledger.transfer({ ...deposit, ...other }))).toBe("conflict");
      }
      await store.read(async (tx) => {
        expect(await tx.ledger.balance(available)).toBe(5000);
        expect(await tx.ledger.balance("world")).toBe(-5000);
        expect(await tx.ledger.transferById("dep-1")).toEqual(deposit);
        expect(await tx.ledger.transferById("nope")).toBeNull();
        expect(await tx.ledger.balancesOfUser(userId)).toEqual({ availableMinor: 5000, lockedMinor: 0, withdrawingMinor: 0 });
      });
      expect(await invariants()).toEqual([]);
    });

    it("refuses a transfer that would take a non-negative account below zero, and changes nothing", async () => {
      await store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: available, amountMinor: 100 })));
      const before = await store.read((tx) => tx.ledger.allBalances());
      const tooMuch = transfer({ id: "freeze-1", fromAccount: available, toAccount: locked, amountMinor: 101, kind: "freeze", userId });
      expect(await store.transaction((tx) => tx.ledger.transfer(tooMuch))).toBe("insufficient");
      expect(await store.read((tx) => tx.ledger.transferById("freeze-1"))).toBeNull();
      expect(await store.read((tx) => tx.ledger.allBalances())).toEqual(before);
      // Nothing was recorded, so the same id may succeed later, as in the reference semantics.
      expect(await store.transaction((tx) => tx.ledger.transfer({ ...tooMuch, amountMinor: 100 }))).toBe("created");
      expect(await store.read((tx) => tx.ledger.balancesOfUser(userId))).toEqual({ availableMinor: 0, lockedMinor: 100, withdrawingMinor: 0 });
      // An account never seen has nothing to give.
      const fromNowhere = transfer({ fromAccount: "stakes", toAccount: available, amountMinor: 1 });
      expect(await store.transaction((tx) => tx.ledger.transfer(fromNowhere))).toBe("insufficient");
      expect(await invariants()).toEqual([]);
    });

    it("lets the house and the world go negative", async () => {
      expect(await store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: "house", toAccount: available, amountMinor: 700, kind: "gift" })))).toBe("created");
      expect(await store.read((tx) => tx.ledger.balance("house"))).toBe(-700);
      expect(await store.read((tx) => tx.ledger.balance("stakes"))).toBe(0);
      expect(await invariants()).toEqual([]);
    });

    it("throws on a malformed transfer", async () => {
      await expect(store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: available, amountMinor: 0 })))).rejects.toThrow(RangeError);
      await expect(store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: available, toAccount: available, amountMinor: 1 })))).rejects.toThrow(RangeError);
      await expect(store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: available, amountMinor: 1.5 })))).rejects.toThrow(RangeError);
    });

    it("round-trips amounts up to MAX_AMOUNT_MINOR exactly", async () => {
      const big = transfer({ id: "big-1", fromAccount: "world", toAccount: available, amountMinor: MAX_AMOUNT_MINOR, kind: "deposit", userId });
      for (const id of ["big-1", "big-2", "big-3"]) {
        expect(await store.transaction((tx) => tx.ledger.transfer({ ...big, id }))).toBe("created");
      }
      const odd = MAX_AMOUNT_MINOR - 1;
      await store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: available, toAccount: locked, amountMinor: odd })));
      await store.read(async (tx) => {
        expect((await tx.ledger.transferById("big-2"))?.amountMinor).toBe(MAX_AMOUNT_MINOR);
        expect(await tx.ledger.balance(available)).toBe(2 * MAX_AMOUNT_MINOR + 1);
        expect(await tx.ledger.balance(locked)).toBe(odd);
        expect(await tx.ledger.balance("world")).toBe(-3 * MAX_AMOUNT_MINOR);
        expect(await tx.ledger.turnoverCreditsMinor(userId, { fromMs: T0, toMs: T0 + 1 })).toBe(3 * MAX_AMOUNT_MINOR);
      });
      expect(await invariants()).toEqual([]);
    });

    it("lists a user's transfers and sums the credits turnover counts over a half-open range", async () => {
      const withdrawing = playerAccount(userId, "withdrawing");
      await store.transaction(async (tx) => {
        const t = (id: string, atMs: number, kind: TransferKind, fromAccount: AccountId, toAccount: AccountId, amountMinor = 100 + atMs - T0) =>
          tx.ledger.transfer(transfer({ id, fromAccount, toAccount, amountMinor, kind, userId, atMs }));
        await t("before", T0 - 1, "deposit", "world", available);
        await t("start", T0, "deposit", "world", available);
        await t("gift", T0 + 2, "gift", "house", available);
        await t("adjust-up", T0 + 3, "adjustment", "house", available);
        await t("adjust-down", T0 + 4, "adjustment", available, "house", 1);
        await t("payout", T0 + 5, "bet_payout", "house", available);
        await t("hold", T0 + 6, "withdraw_hold", available, withdrawing, 50);
        await t("release", T0 + 7, "withdraw_release", withdrawing, available, 50);
        await t("freeze", T0 + 8, "freeze", available, locked, 20);
        await t("unfreeze", T0 + 8, "unfreeze", locked, available, 20);
        await t("inside", T0 + 9, "deposit", "world", available);
        await t("end", T0 + 10, "deposit", "world", available);
        await tx.ledger.transfer(transfer({ id: "system", fromAccount: "house", toAccount: "stakes", amountMinor: 1, atMs: T0 + 1 }));
      });
      const range = { fromMs: T0, toMs: T0 + 10 };
      const listed = await store.read((tx) => tx.ledger.transfersOfUser(userId, range));
      expect(listed.map((t) => t.id)).toEqual(["start", "gift", "adjust-up", "adjust-down", "payout", "hold", "release", "freeze", "unfreeze", "inside"]);
      // Deposits, the gift and the adjustment up; not what a bet paid, nor the player's own money coming back, nor money taken away.
      expect(await store.read((tx) => tx.ledger.turnoverCreditsMinor(userId, range))).toBe(100 + 102 + 103 + 109);
      expect(await store.read((tx) => tx.ledger.turnoverCreditsMinor(userId, { fromMs: T0 + 100, toMs: T0 + 200 }))).toBe(0);
    });

    it("tells how a player's money (available plus frozen) changed over a half-open range", async () => {
      const withdrawing = playerAccount(userId, "withdrawing");
      await store.transaction(async (tx) => {
        const t = (id: string, atMs: number, fromAccount: AccountId, toAccount: AccountId, amountMinor: number) =>
          tx.ledger.transfer(transfer({ id, fromAccount, toAccount, amountMinor, kind: "gift", userId, atMs }));
        await t("before", T0 - 1, "world", available, 10_000);
        await t("in", T0, "world", available, 5_000);
        await t("freeze", T0 + 1, available, locked, 2_000); // between the two: money unchanged
        await t("hold", T0 + 2, available, withdrawing, 1_000); // out of money
        await t("stake", T0 + 3, available, "stakes", 300);
        await t("end", T0 + 10, "world", available, 7);
      });
      const change = (fromMs: number, toMs: number) => store.read((tx) => tx.ledger.moneyChangeMinor(userId, { fromMs, toMs }));
      expect(await change(T0, T0 + 10)).toBe(5_000 - 1_000 - 300);
      expect(await change(T0 + 1, T0 + 2)).toBe(0);
      expect(await change(T0 - 1, T0 + 11)).toBe(10_000 + 5_000 - 1_000 - 300 + 7);
      // The money at an instant is the money now minus the change since: here at T0, before "in".
      const now = await store.read((tx) => tx.ledger.balancesOfUser(userId));
      expect(now.availableMinor + now.lockedMinor - (await change(T0, T0 + 11))).toBe(10_000);
    });

    it("sums the stakes of settled bets over a half-open settlement range (turnover)", async () => {
      await store.transaction(async (tx) => {
        const { roomId } = await seedGame(tx);
        const other = await createUser(tx, { username: "other" });
        const bet = async (user: number, stakeMinor: number, settledAtMs: number | null) => {
          const placed = await tx.bets.insert(newBet({ userId: user, roomId, stakeMinor }));
          if (settledAtMs !== null) await tx.bets.markSettled(placed.id, false, 0, settledAtMs);
        };
        await bet(userId, 1, T0 - 1);
        await bet(userId, 10, T0);
        await bet(userId, 100, T0 + 99);
        await bet(userId, 1000, T0 + 100);
        await bet(userId, 10_000, null);
        await bet(other.id, 100_000, T0);
      });
      expect(await store.read((tx) => tx.ledger.settledStakeMinor(userId, { fromMs: T0, toMs: T0 + 100 }))).toBe(110);
      expect(await store.read((tx) => tx.ledger.settledStakeMinor(userId, { fromMs: 0, toMs: T0 - 1 }))).toBe(0);
    });

    it("behaves like the reference ledger for any sequence of transfers", async () => {
      const other = (await store.transaction((tx) => createUser(tx, { username: "bob" }))).id;
      const accounts: AccountId[] = [
        available,
        locked,
        playerAccount(userId, "withdrawing"),
        playerAccount(other, "available"),
        "house",
        "stakes",
        "world",
      ];
      const step = fc.record({
        id: fc.integer({ min: 0, max: 15 }),
        from: fc.constantFrom(...accounts),
        to: fc.constantFrom(...accounts),
        amount: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constant(MAX_AMOUNT_MINOR)),
      });
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
          run += 1;
          const model = new Map(await store.read((tx) => tx.ledger.allBalances()));
          const applied = new Map<string, Transfer>();
          for (const s of steps) {
            if (s.from === s.to) continue;
            const t = transfer({ id: `run${run}-${s.id}`, fromAccount: s.from, toAccount: s.to, amountMinor: s.amount });
            const expected = applyTransfer(model, applied, t);
            expect(await store.transaction((tx) => tx.ledger.transfer(t))).toBe(expected);
          }
          const actual = await store.read((tx) => tx.ledger.allBalances());
          for (const [account, balance] of model) expect(actual.get(account) ?? 0).toBe(balance);
          expect(checkLedgerInvariants(actual)).toEqual([]);
        }),
        { numRuns: 15, seed: 20260101 },
      );
    });
  });

  describe("transactions", () => {
    it("rolls back everything when the work throws", async () => {
      const before = await store.read((tx) => tx.ledger.allBalances());
      await expect(
        store.transaction(async (tx) => {
          const user = await createUser(tx, { username: "ghost" });
          await seedGame(tx);
          await tx.ledger.transfer(transfer({ id: "ghost-dep", fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: 50 }));
          await tx.fundLog.insert(fundEntry(user.id, T0));
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      await store.read(async (tx) => {
        expect(await tx.users.byUsername("ghost")).toBeNull();
        expect(await tx.ledger.transferById("ghost-dep")).toBeNull();
        expect(await tx.ledger.allBalances()).toEqual(before);
        expect(await tx.games.list()).toEqual([]);
      });
      // The store is still usable, and the same writes now succeed.
      expect(await store.transaction((tx) => tx.users.create(newUser({ username: "ghost" })))).not.toBeNull();
    });

    // On PostgreSQL the first statement is sent together with `begin` (postgres-store.ts): its own error comes back,
    // nothing after it runs, and the connection serves the next transaction.
    it("answers a transaction whose first statement fails with that statement's error, and goes on", async () => {
      let ranAfter = false;
      await expect(
        store.transaction(async (tx) => {
          await tx.bets.insert(newBet({ userId: 987_654, roomId: 987_654 }));
          ranAfter = true;
        }),
      ).rejects.toThrow(/foreign key/i);
      expect(ranAfter).toBe(false);
      for (let i = 0; i < 3; i++) expect(await store.transaction((tx) => tx.users.create(newUser({ username: `after${i}` })))).not.toBeNull();
      expect(await store.read((tx) => tx.bets.ofUsers([987_654], { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, { limit: 10, offset: 0 }))).toEqual([]);
    });

    it("refuses to be called again from inside a transaction, and rolls that transaction back", async () => {
      await expect(store.transaction(async (tx) => {
        await createUser(tx);
        return store.transaction((inner) => inner.games.list());
      })).rejects.toThrow(/inside a transaction/);
      await expect(store.transaction(() => store.read((tx) => tx.games.list()))).rejects.toThrow(/inside a transaction/);
      expect(await store.read((tx) => tx.users.byUsername("alice"))).toBeNull();
    });

    it("returns what the work returns and commits it", async () => {
      const id = await store.transaction(async (tx) => (await createUser(tx)).id);
      expect((await store.read((tx) => tx.users.byId(id)))?.username).toBe("alice");
    });
  });
});

function fundEntry(userId: number, createdAtMs: number, type: NewFundLogEntry["type"] = FUND_TYPE.buy): NewFundLogEntry {
  return { userId, type, quantityMinor: -1000, overMinor: 9000, mark: "", status: REVIEW_STATUS.approved, ref: "bet:1", createdAtMs };
}
