import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FUND_TYPE, REVIEW_STATUS, type NewFundLogEntry } from "../../src/domain/fund-log";
import { applyTransfer, checkLedgerInvariants, playerAccount, type AccountId } from "../../src/domain/ledger";
import { MAX_AMOUNT_MINOR } from "../../src/domain/money";
import type { WithdrawalRequest } from "../../src/domain/wallet-requests";
import type { Store } from "../../src/ports/store";
import { createUser, game, newBet, newUser, room, round, seedGame, T0, transfer } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract: the same expectations for every Store adapter.
 * Each test gets a fresh, empty, migrated store.
 */
forEachStore((name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it("names its dialect", () => {
    expect(store.dialect).toBe(name);
  });

  describe("users", () => {
    it("creates a user and reads every field back", async () => {
      const input = newUser({
        username: "Alice",
        isSimulated: true,
        securityCodeHash: "code-hash",
        securityCodeFailures: 2,
        securityCodeLockedUntilMs: T0 + 1,
        buyBanned: true,
        chatBanned: true,
        groupId: 3,
        role: "operator",
      });
      const created = await store.transaction((tx) => tx.users.create(input));
      // A new account has no identity card yet: the player adds it on the profile screen.
      expect(created).toEqual({ id: expect.any(Number), ...input, idCard: "" });
      expect(await store.read((tx) => tx.users.byId(created!.id))).toEqual(created);
      expect(await store.read((tx) => tx.users.byId(created!.id + 1000))).toBeNull();
    });

    it("keeps usernames unique regardless of case, and finds them in any case", async () => {
      const first = await store.transaction((tx) => tx.users.create(newUser({ username: "Alice" })));
      expect(first).not.toBeNull();
      expect(await store.transaction((tx) => tx.users.create(newUser({ username: "alice" })))).toBeNull();
      expect(await store.transaction((tx) => tx.users.create(newUser({ username: "ALICE" })))).toBeNull();
      const found = await store.read((tx) => tx.users.byUsername("aLiCe"));
      expect(found?.id).toBe(first!.id);
      expect(found?.username).toBe("Alice");
      expect(await store.read((tx) => tx.users.byUsername("bob"))).toBeNull();
    });

    it("updates only the given fields", async () => {
      const user = await store.transaction((tx) => createUser(tx));
      await store.transaction((tx) =>
        tx.users.update(user.id, { nickname: "Al", buyBanned: true, securityCodeLockedUntilMs: T0 + 5, inviterId: undefined }),
      );
      await store.transaction((tx) => tx.users.update(user.id, {}));
      expect(await store.read((tx) => tx.users.byId(user.id))).toEqual({
        ...user,
        nickname: "Al",
        buyBanned: true,
        securityCodeLockedUntilMs: T0 + 5,
      });
      await store.transaction((tx) => tx.users.update(user.id, { securityCodeLockedUntilMs: null }));
      expect((await store.read((tx) => tx.users.byId(user.id)))?.securityCodeLockedUntilMs).toBeNull();
    });

    it("lists an inviter's direct subordinates newest first, paged, with the total", async () => {
      const ids = await store.transaction(async (tx) => {
        const agent = await createUser(tx, { username: "agent", groupId: 3 });
        const other = await createUser(tx, { username: "other" });
        const made: number[] = [];
        for (let i = 0; i < 5; i++) {
          made.push((await createUser(tx, { username: `sub${i}`, inviterId: agent.id, createdAtMs: T0 + i })).id);
        }
        await createUser(tx, { username: "not-mine", inviterId: other.id });
        return { agent: agent.id, made };
      });
      const first = await store.read((tx) => tx.users.listByInviter(ids.agent, { offset: 0, limit: 2 }));
      expect(first.total).toBe(5);
      expect(first.items.map((u) => u.id)).toEqual([ids.made[4], ids.made[3]]);
      const last = await store.read((tx) => tx.users.listByInviter(ids.agent, { offset: 4, limit: 2 }));
      expect(last.items.map((u) => u.id)).toEqual([ids.made[0]]);
      expect(await store.read((tx) => tx.users.listByInviter(9999, { offset: 0, limit: 10 }))).toEqual({ items: [], total: 0 });
    });
  });

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

    it("applies a transfer once: balances move, the transfer is stored, a retry is a duplicate", async () => {
      const deposit = transfer({ id: "dep-1", fromAccount: "world", toAccount: available, amountMinor: 5000, kind: "deposit", userId, ref: "deposit:1" });
      expect(await store.transaction((tx) => tx.ledger.transfer(deposit))).toBe("applied");
      expect(await store.transaction((tx) => tx.ledger.transfer(deposit))).toBe("duplicate");
      // Same id, different content: still the same transfer, still a duplicate.
      expect(await store.transaction((tx) => tx.ledger.transfer({ ...deposit, amountMinor: 1 }))).toBe("duplicate");
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
      expect(await store.transaction((tx) => tx.ledger.transfer({ ...tooMuch, amountMinor: 100 }))).toBe("applied");
      expect(await store.read((tx) => tx.ledger.balancesOfUser(userId))).toEqual({ availableMinor: 0, lockedMinor: 100, withdrawingMinor: 0 });
      // An account never seen has nothing to give.
      const fromNowhere = transfer({ fromAccount: "stakes", toAccount: available, amountMinor: 1 });
      expect(await store.transaction((tx) => tx.ledger.transfer(fromNowhere))).toBe("insufficient");
      expect(await invariants()).toEqual([]);
    });

    it("lets the house and the world go negative", async () => {
      expect(await store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: "house", toAccount: available, amountMinor: 700, kind: "gift" })))).toBe("applied");
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
        expect(await store.transaction((tx) => tx.ledger.transfer({ ...big, id }))).toBe("applied");
      }
      const odd = MAX_AMOUNT_MINOR - 1;
      await store.transaction((tx) => tx.ledger.transfer(transfer({ fromAccount: available, toAccount: locked, amountMinor: odd })));
      await store.read(async (tx) => {
        expect((await tx.ledger.transferById("big-2"))?.amountMinor).toBe(MAX_AMOUNT_MINOR);
        expect(await tx.ledger.balance(available)).toBe(2 * MAX_AMOUNT_MINOR + 1);
        expect(await tx.ledger.balance(locked)).toBe(odd);
        expect(await tx.ledger.balance("world")).toBe(-3 * MAX_AMOUNT_MINOR);
        expect(await tx.ledger.depositedMinor(userId, { fromMs: T0, toMs: T0 + 1 })).toBe(3 * MAX_AMOUNT_MINOR);
      });
      expect(await invariants()).toEqual([]);
    });

    it("lists a user's transfers and sums deposits over a half-open range", async () => {
      await store.transaction(async (tx) => {
        const t = (id: string, atMs: number, kind: "deposit" | "gift") =>
          tx.ledger.transfer(transfer({ id, fromAccount: kind === "deposit" ? "world" : "house", toAccount: available, amountMinor: 100 + atMs - T0, kind, userId, atMs }));
        await t("before", T0 - 1, "deposit");
        await t("start", T0, "deposit");
        await t("gift", T0 + 5, "gift");
        await t("inside", T0 + 9, "deposit");
        await t("end", T0 + 10, "deposit");
        await tx.ledger.transfer(transfer({ id: "system", fromAccount: "house", toAccount: "stakes", amountMinor: 1, atMs: T0 + 1 }));
      });
      const range = { fromMs: T0, toMs: T0 + 10 };
      const listed = await store.read((tx) => tx.ledger.transfersOfUser(userId, range));
      expect(listed.map((t) => t.id)).toEqual(["start", "gift", "inside"]);
      expect(await store.read((tx) => tx.ledger.depositedMinor(userId, range))).toBe(100 + 109);
      expect(await store.read((tx) => tx.ledger.depositedMinor(userId, { fromMs: T0 + 100, toMs: T0 + 200 }))).toBe(0);
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
          const applied = new Set<string>();
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

  describe("games and rooms", () => {
    it("upserts games and lists them in sort order", async () => {
      await store.transaction(async (tx) => {
        await tx.games.upsert(game({ id: 2, name: "B", sortOrder: 1 }));
        await tx.games.upsert(game({ id: 1, name: "A", sortOrder: 2 }));
        await tx.games.upsert(game({ id: 2, name: "B2", sortOrder: 3, onSale: false }));
      });
      await store.read(async (tx) => {
        expect(await tx.games.list()).toEqual([game({ id: 1, name: "A", sortOrder: 2 }), game({ id: 2, name: "B2", sortOrder: 3, onSale: false })]);
        expect(await tx.games.byId(2)).toEqual(game({ id: 2, name: "B2", sortOrder: 3, onSale: false }));
        expect(await tx.games.byId(3)).toBeNull();
      });
    });

    it("assigns room ids, keeps given ones, and never collides after an explicit id", async () => {
      await store.transaction((tx) => tx.games.upsert(game()));
      const first = await store.transaction((tx) => tx.games.upsertRoom(room({ title: "auto" })));
      expect(first).toBeGreaterThan(0);
      expect(await store.transaction((tx) => tx.games.upsertRoom(room({ id: 50, title: "given" })))).toBe(50);
      const next = await store.transaction((tx) => tx.games.upsertRoom(room({ title: "auto 2" })));
      expect(next).not.toBe(first);
      expect(next).not.toBe(50);
      expect(await store.transaction((tx) => tx.games.upsertRoom(room({ id: 50, title: "renamed", maxStakeMinor: 7 })))).toBe(50);
      await store.read(async (tx) => {
        expect(await tx.games.roomById(50)).toEqual(room({ id: 50, title: "renamed", maxStakeMinor: 7 }));
        expect(await tx.games.roomById(999)).toBeNull();
        expect((await tx.games.rooms(1)).map((r) => r.title).sort()).toEqual(["auto", "auto 2", "renamed"]);
        expect(await tx.games.rooms(2)).toEqual([]);
      });
    });

    it("sets and replaces the odds of a room", async () => {
      const roomId = await store.transaction(async (tx) => {
        await tx.games.upsert(game());
        return tx.games.upsertRoom(room());
      });
      await store.transaction((tx) =>
        tx.games.setOdds([
          { roomId, playType: 2, oddsHundredths: 194 },
          { roomId, playType: 1, oddsHundredths: 200 },
        ]),
      );
      await store.transaction((tx) => tx.games.setOdds([{ roomId, playType: 2, oddsHundredths: 190 }]));
      await store.transaction((tx) => tx.games.setOdds([]));
      expect(await store.read((tx) => tx.games.odds(roomId))).toEqual([
        { roomId, playType: 1, oddsHundredths: 200 },
        { roomId, playType: 2, oddsHundredths: 190 },
      ]);
    });
  });

  describe("seed chains and rounds", () => {
    let chainId: number;
    beforeEach(async () => {
      chainId = await store.transaction(async (tx) => {
        await tx.games.upsert(game());
        return (await tx.seedChains.create({ gameId: 1, sealedTop: "aa", length: 10, anchor: "bb", createdAtMs: T0 })).id;
      });
    });

    it("stores seed chains and answers the newest as current", async () => {
      const second = await store.transaction((tx) => tx.seedChains.create({ gameId: 1, sealedTop: "cc", length: 20, anchor: "dd", createdAtMs: T0 + 1 }));
      expect(second).toEqual({ id: expect.any(Number), gameId: 1, sealedTop: "cc", length: 20, anchor: "dd", createdAtMs: T0 + 1 });
      await store.read(async (tx) => {
        expect(await tx.seedChains.current(1)).toEqual(second);
        expect((await tx.seedChains.byId(chainId))?.sealedTop).toBe("aa");
        expect(await tx.seedChains.byId(second.id + 100)).toBeNull();
        expect(await tx.seedChains.current(2)).toBeNull();
      });
    });

    it("creates a round once and reads it back", async () => {
      const r = round({ chainId });
      expect(await store.transaction((tx) => tx.rounds.create(r))).toBe(true);
      expect(await store.transaction((tx) => tx.rounds.create({ ...r, commitment: "other" }))).toBe(false);
      expect(await store.read((tx) => tx.rounds.get(1, r.issue))).toEqual(r);
      expect(await store.read((tx) => tx.rounds.get(1, "nope"))).toBeNull();
    });

    it("advances a round step by step, each step exactly once", async () => {
      const r = round({ chainId });
      await store.transaction((tx) => tx.rounds.create(r));
      const advance = (from: "open" | "closed" | "drawn", to: "closed" | "drawn" | "settled", draw?: { digits: [number, number, number]; revealedSeed: string }) =>
        store.transaction((tx) => tx.rounds.advance(1, r.issue, from, to, draw));
      const draw = { digits: [3, 0, 9] as [number, number, number], revealedSeed: "seed" };
      expect(await advance("open", "closed")).toBe(true);
      expect(await advance("open", "closed")).toBe(false);
      expect(await advance("closed", "drawn", draw)).toBe(true);
      expect(await advance("closed", "drawn", draw)).toBe(false);
      expect(await store.read((tx) => tx.rounds.get(1, r.issue))).toEqual({ ...r, status: "drawn", digits: [3, 0, 9], revealedSeed: "seed" });
      expect(await advance("drawn", "settled")).toBe(true);
      expect(await advance("drawn", "settled")).toBe(false);
      expect(await store.transaction((tx) => tx.rounds.advance(1, "missing", "open", "closed"))).toBe(false);
      await expect(store.transaction((tx) => tx.rounds.advance(1, r.issue, "open", "drawn", draw))).rejects.toThrow(RangeError);
      await expect(store.transaction((tx) => tx.rounds.advance(1, r.issue, "closed", "drawn"))).rejects.toThrow(RangeError);
    });

    it("lists unfinished rounds oldest first, recent rounds newest first, drawn rounds by draw time", async () => {
      await store.transaction(async (tx) => {
        for (let i = 1; i <= 5; i++) {
          const at = T0 + i * 60_000;
          await tx.rounds.create(round({ chainId, issue: `I${i}`, chainIndex: i, openAtMs: at, closeAtMs: at + 50_000, drawAtMs: at + 60_000 }));
        }
        const draw = { digits: [1, 2, 3] as const, revealedSeed: "s" };
        for (const issue of ["I1", "I2", "I3"]) {
          await tx.rounds.advance(1, issue, "open", "closed");
          await tx.rounds.advance(1, issue, "closed", "drawn", draw);
        }
        await tx.rounds.advance(1, "I1", "drawn", "settled");
        await tx.rounds.advance(1, "I2", "drawn", "settled");
        await tx.rounds.advance(1, "I4", "open", "closed");
      });
      await store.read(async (tx) => {
        expect((await tx.rounds.unfinished(1)).map((r) => r.issue)).toEqual(["I3", "I4", "I5"]);
        expect((await tx.rounds.recent(1, 2)).map((r) => r.issue)).toEqual(["I5", "I4"]);
        expect(await tx.rounds.recent(2, 2)).toEqual([]);
        const all = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
        expect((await tx.rounds.drawnBetween(1, all, { offset: 0, limit: 10 })).map((r) => r.issue)).toEqual(["I3", "I2", "I1"]);
        expect((await tx.rounds.drawnBetween(1, all, { offset: 1, limit: 1 })).map((r) => r.issue)).toEqual(["I2"]);
        // Half-open: I1 draws at T0 + 120000, I3 at T0 + 240000.
        const range = { fromMs: T0 + 120_000, toMs: T0 + 240_000 };
        expect((await tx.rounds.drawnBetween(1, range, { offset: 0, limit: 10 })).map((r) => r.issue)).toEqual(["I2", "I1"]);
        expect((await tx.rounds.latest(1))?.issue).toBe("I5");
        expect(await tx.rounds.latest(2)).toBeNull();
      });
    });

    it("answers as latest the last round of the newest chain", async () => {
      const newer = await store.transaction(async (tx) => {
        await tx.rounds.create(round({ chainId, issue: "old", chainIndex: 900 }));
        const chain = await tx.seedChains.create({ gameId: 1, sealedTop: "x", length: 10, anchor: "y", createdAtMs: T0 });
        await tx.rounds.create(round({ chainId: chain.id, issue: "new1", chainIndex: 1, openAtMs: T0 + 1 }));
        await tx.rounds.create(round({ chainId: chain.id, issue: "new2", chainIndex: 2, openAtMs: T0 + 2 }));
        return chain.id;
      });
      expect(await store.read((tx) => tx.rounds.latest(1))).toMatchObject({ issue: "new2", chainId: newer, chainIndex: 2 });
    });
  });

  describe("bets", () => {
    let roomId: number;
    let userId: number;
    beforeEach(async () => {
      ({ roomId, userId } = await store.transaction(async (tx) => {
        const seeded = await seedGame(tx);
        await tx.rounds.create(round({ issue: "I2", chainId: seeded.chainId, chainIndex: 2 }));
        return { roomId: seeded.roomId, userId: (await createUser(tx)).id };
      }));
    });

    it("inserts a bet as accepted and reads it back", async () => {
      const input = newBet({ userId, roomId, followOfBetId: null });
      const bet = await store.transaction((tx) => tx.bets.insert(input));
      expect(bet).toEqual({ ...input, id: expect.any(Number), status: 0, hit: false, payoutMinor: 0, settledAtMs: null });
      const follower = await store.transaction((tx) => tx.bets.insert(newBet({ userId, roomId, followOfBetId: bet.id })));
      expect(await store.read((tx) => tx.bets.byId(follower.id))).toEqual(follower);
      expect(await store.read((tx) => tx.bets.byId(follower.id + 100))).toBeNull();
      await expect(store.transaction((tx) => tx.bets.insert({ ...input }))).rejects.toThrow();
    });

    it("settles a bet exactly once", async () => {
      const bet = await store.transaction((tx) => tx.bets.insert(newBet({ userId, roomId })));
      expect(await store.transaction((tx) => tx.bets.markSettled(bet.id, true, 1940, T0 + 70_000))).toBe(true);
      expect(await store.transaction((tx) => tx.bets.markSettled(bet.id, false, 0, T0 + 80_000))).toBe(false);
      expect(await store.read((tx) => tx.bets.byId(bet.id))).toEqual({ ...bet, status: 1, hit: true, payoutMinor: 1940, settledAtMs: T0 + 70_000 });
    });

    it("finds unsettled bets of a round, lowest id first, and counts them", async () => {
      const ids = await store.transaction(async (tx) => {
        const made: number[] = [];
        for (let i = 0; i < 4; i++) made.push((await tx.bets.insert(newBet({ userId, roomId }))).id);
        await tx.bets.insert(newBet({ userId, roomId, issue: "I2" }));
        await tx.bets.markSettled(made[1]!, false, 0, T0);
        return made;
      });
      await store.read(async (tx) => {
        expect((await tx.bets.unsettled(1, "20260101-0001", 2)).map((b) => b.id)).toEqual([ids[0], ids[2]]);
        expect(await tx.bets.countUnsettled(1, "20260101-0001")).toBe(3);
        expect(await tx.bets.countUnsettled(1, "none")).toBe(0);
        expect((await tx.bets.ofRound(1, "20260101-0001", 10)).map((b) => b.id)).toEqual(ids);
        expect((await tx.bets.ofUserInRound(userId, 1, "I2")).length).toBe(1);
      });
    });

    it("lists bets of several users newest first over a half-open range, paged", async () => {
      const { mine, theirs } = await store.transaction(async (tx) => {
        const other = await createUser(tx, { username: "bob" });
        const stranger = await createUser(tx, { username: "eve" });
        const at = async (user: number, placedAtMs: number) => (await tx.bets.insert(newBet({ userId: user, roomId, placedAtMs }))).id;
        const early = await at(userId, T0 - 1);
        const a = await at(userId, T0);
        const b = await at(other.id, T0 + 5);
        const c = await at(userId, T0 + 5);
        const late = await at(other.id, T0 + 10);
        await at(stranger.id, T0 + 1);
        return { mine: [early, a, c], theirs: [b, late, other.id] };
      });
      const range = { fromMs: T0, toMs: T0 + 10 };
      await store.read(async (tx) => {
        const users = [userId, theirs[2]!];
        expect((await tx.bets.ofUsers(users, range, { offset: 0, limit: 10 })).map((b) => b.id)).toEqual([mine[2], theirs[0], mine[1]]);
        expect((await tx.bets.ofUsers(users, range, { offset: 1, limit: 1 })).map((b) => b.id)).toEqual([theirs[0]]);
        expect(await tx.bets.ofUsers([], range, { offset: 0, limit: 10 })).toEqual([]);
      });
    });
  });

  describe("fund log", () => {
    it("inserts, updates and lists entries newest first, by type, over a half-open range", async () => {
      const { userId, ids } = await store.transaction(async (tx) => {
        const user = await createUser(tx);
        const other = await createUser(tx, { username: "bob" });
        const made: number[] = [];
        for (let i = 0; i < 4; i++) {
          made.push((await tx.fundLog.insert(fundEntry(user.id, T0 + i, i % 2 === 0 ? FUND_TYPE.buy : FUND_TYPE.profit))).id);
        }
        await tx.fundLog.insert(fundEntry(user.id, T0 + 10));
        await tx.fundLog.insert(fundEntry(other.id, T0 + 1));
        return { userId: user.id, ids: made };
      });
      const entry = await store.read((tx) => tx.fundLog.byId(ids[0]!));
      expect(entry).toEqual({ id: ids[0], ...fundEntry(userId, T0, FUND_TYPE.buy) });
      await store.transaction((tx) => tx.fundLog.update(ids[0]!, { status: REVIEW_STATUS.rejected, overMinor: 5, mark: "m" }));
      await store.transaction((tx) => tx.fundLog.update(ids[0]!, {}));
      expect(await store.read((tx) => tx.fundLog.byId(ids[0]!))).toEqual({ ...entry, status: 2, overMinor: 5, mark: "m" });
      const range = { fromMs: T0, toMs: T0 + 10 };
      await store.read(async (tx) => {
        expect((await tx.fundLog.ofUser(userId, range, null, { offset: 0, limit: 10 })).map((e) => e.id)).toEqual([...ids].reverse());
        expect((await tx.fundLog.ofUser(userId, range, FUND_TYPE.buy, { offset: 0, limit: 10 })).map((e) => e.id)).toEqual([ids[2], ids[0]]);
        expect((await tx.fundLog.ofUser(userId, range, null, { offset: 1, limit: 2 })).map((e) => e.id)).toEqual([ids[2], ids[1]]);
        expect(await tx.fundLog.byId(9999)).toBeNull();
      });
    });
  });

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

function fundEntry(userId: number, createdAtMs: number, type: NewFundLogEntry["type"] = FUND_TYPE.buy): NewFundLogEntry {
  return { userId, type, quantityMinor: -1000, overMinor: 9000, mark: "", status: REVIEW_STATUS.approved, ref: "bet:1", createdAtMs };
}
