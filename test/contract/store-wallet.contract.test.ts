import type { Store } from "../../src/ports/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REVIEW_STATUS } from "../../src/domain/wallet/fund-log";
import type { WithdrawalRequest } from "../../src/domain/wallet/wallet-requests";
import { createUser, game, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** The persistence contract, deposit and withdrawal requests, payout methods, win notices: the same expectations for every Store adapter; each test gets a fresh, empty, migrated store. */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  describe("deposit and withdrawal requests", () => {
    let userId: number;
    beforeEach(async () => {
      userId = (await store.transaction((tx) => createUser(tx))).id;
    });
    const withdrawal = (user: number, createdAtMs = T0): Omit<WithdrawalRequest, "id"> => ({
      userId: user,
      amountMinor: 10_000,
      payoutType: 1,
      payoutAcc: "T-address",
      payoutAccName: "trc20",
      payoutAccBank: "",
      status: REVIEW_STATUS.pending,
      remark: "",
      createdAtMs,
      reviewedAtMs: null,
      fundLogId: 0,
    });

    it("creates deposits, reviews each once, lists the pending queue oldest first", async () => {
      const make = (createdAtMs: number) =>
        store.transaction((tx) =>
          tx.deposits.create({ userId, amountMinor: 5000, currency: "USDT", status: 0, remark: "", createdAtMs, reviewedAtMs: null, fundLogId: 0, channelId: null, reference: "", txHash: null }),
        );
      const a = await make(T0);
      const b = await make(T0 + 1);
      const c = await make(T0 + 2);
      expect(await store.read((tx) => tx.deposits.byId(a.id))).toEqual(a);
      expect(await store.transaction((tx) => tx.deposits.review(b.id, REVIEW_STATUS.approved, "ok", T0 + 9))).toBe(true);
      expect(await store.transaction((tx) => tx.deposits.review(b.id, REVIEW_STATUS.rejected, "no", T0 + 10))).toBe(false);
      await expect(store.transaction((tx) => tx.deposits.review(a.id, REVIEW_STATUS.pending, "", T0))).rejects.toThrow(RangeError);
      await store.transaction((tx) => tx.deposits.setFundLogId(b.id, 77));
      expect(await store.read((tx) => tx.deposits.byId(b.id))).toEqual({ ...b, status: 1, remark: "ok", reviewedAtMs: T0 + 9, fundLogId: 77 });
      expect((await store.read((tx) => tx.deposits.pending({ offset: 0, limit: 10 }))).map((d) => d.id)).toEqual([a.id, c.id]);
      expect((await store.read((tx) => tx.deposits.pending({ offset: 1, limit: 10 }))).map((d) => d.id)).toEqual([c.id]);
      expect(await store.read((tx) => tx.deposits.byId(9999))).toBeNull();
    });

    it("allows one pending withdrawal per user; another after the first is reviewed", async () => {
      const first = await store.transaction((tx) => tx.withdrawals.create(withdrawal(userId)));
      expect(first).toEqual({ id: expect.any(Number), ...withdrawal(userId) });
      expect(await store.transaction((tx) => tx.withdrawals.create(withdrawal(userId, T0 + 1)))).toBeNull();
      // The refusal did not spoil the transaction it happened in.
      const other = await store.transaction(async (tx) => {
        expect(await tx.withdrawals.create(withdrawal(userId, T0 + 2))).toBeNull();
        const bob = await createUser(tx, { username: "bob" });
        return tx.withdrawals.create(withdrawal(bob.id, T0 + 3));
      });
      expect(other).not.toBeNull();
      expect(await store.read((tx) => tx.withdrawals.pendingOfUser(userId))).toEqual(first);
      expect((await store.read((tx) => tx.withdrawals.pending({ offset: 0, limit: 10 }))).map((w) => w.id)).toEqual([first!.id, other!.id]);

      expect(await store.transaction((tx) => tx.withdrawals.review(first!.id, REVIEW_STATUS.rejected, "bad acc", T0 + 5))).toBe(true);
      expect(await store.transaction((tx) => tx.withdrawals.review(first!.id, REVIEW_STATUS.approved, "", T0 + 6))).toBe(false);
      await store.transaction((tx) => tx.withdrawals.setFundLogId(first!.id, 12));
      expect(await store.read((tx) => tx.withdrawals.byId(first!.id))).toEqual({ ...first, status: 2, remark: "bad acc", reviewedAtMs: T0 + 5, fundLogId: 12 });
      expect(await store.read((tx) => tx.withdrawals.pendingOfUser(userId))).toBeNull();
      const second = await store.transaction((tx) => tx.withdrawals.create(withdrawal(userId, T0 + 7)));
      expect(second).not.toBeNull();
      expect(await store.read((tx) => tx.withdrawals.pendingOfUser(userId))).toEqual(second);
    });
  });

  describe("payout methods", () => {
    it("stores one method per user and type, replacing it on set", async () => {
      const userId = (await store.transaction((tx) => createUser(tx))).id;
      const card = { userId, type: 0 as const, acc: "Alice", accName: "6222 0000", accBank: "ICBC", mark: "", changedAtMs: null };
      expect(await store.read((tx) => tx.payoutMethods.get(userId, 0))).toBeNull();
      await store.transaction((tx) => tx.payoutMethods.set(card));
      await store.transaction((tx) => tx.payoutMethods.set({ userId, type: 1, acc: "T-addr", accName: "trc20", accBank: "", mark: "w", changedAtMs: null }));
      await store.transaction((tx) => tx.payoutMethods.set({ ...card, accBank: "BOC", changedAtMs: T0 }));
      expect(await store.read((tx) => tx.payoutMethods.get(userId, 0))).toEqual({ ...card, accBank: "BOC", changedAtMs: T0 });
      expect((await store.read((tx) => tx.payoutMethods.get(userId, 1)))?.acc).toBe("T-addr");
      // Both of the user's methods in one read, bank card first; nobody else's.
      const otherId = (await store.transaction((tx) => createUser(tx, { username: "other" }))).id;
      await store.transaction((tx) => tx.payoutMethods.set({ ...card, userId: otherId, acc: "Bob" }));
      expect((await store.read((tx) => tx.payoutMethods.ofUser(userId))).map((method) => [method.type, method.acc, method.accBank])).toEqual([
        [0, "Alice", "BOC"],
        [1, "T-addr", ""],
      ]);
      expect(await store.read((tx) => tx.payoutMethods.ofUser(otherId))).toEqual([{ ...card, userId: otherId, acc: "Bob" }]);
      expect(await store.read((tx) => tx.payoutMethods.ofUser(otherId + 1))).toEqual([]);
    });
  });

  describe("win notices", () => {
    it("accumulates profit per round, lists unseen oldest first, and lets only the owner mark one seen", async () => {
      const { alice, bob } = await store.transaction(async (tx) => {
        await tx.games.upsert(game({ id: 1 }));
        await tx.games.upsert(game({ id: 2 }));
        return { alice: (await createUser(tx)).id, bob: (await createUser(tx, { username: "bob" })).id };
      });
      await store.transaction(async (tx) => {
        await tx.winNotices.add(alice, 1, "I1", 500, T0);
        await tx.winNotices.add(alice, 1, "I1", 250, T0 + 1);
        await tx.winNotices.add(alice, 2, "I1", 100, T0 + 2);
        await tx.winNotices.add(bob, 1, "I1", 1, T0);
      });
      const unseen = await store.read((tx) => tx.winNotices.unseen(alice, null));
      expect(unseen).toEqual([
        { id: expect.any(Number), userId: alice, gameId: 1, issue: "I1", profitMinor: 750, seen: false, createdAtMs: T0 },
        { id: expect.any(Number), userId: alice, gameId: 2, issue: "I1", profitMinor: 100, seen: false, createdAtMs: T0 + 2 },
      ]);
      expect((await store.read((tx) => tx.winNotices.unseen(alice, 2))).map((n) => n.profitMinor)).toEqual([100]);
      const notice = unseen[0]!;
      expect(await store.transaction((tx) => tx.winNotices.markSeen(notice.id, bob))).toBe(false);
      expect(await store.transaction((tx) => tx.winNotices.markSeen(notice.id, alice))).toBe(true);
      expect(await store.transaction((tx) => tx.winNotices.markSeen(9999, alice))).toBe(false);
      expect((await store.read((tx) => tx.winNotices.unseen(alice, null))).map((n) => n.gameId)).toEqual([2]);
      expect(await store.read((tx) => tx.winNotices.unseen(bob, 1))).toHaveLength(1);
    });
  });
});
