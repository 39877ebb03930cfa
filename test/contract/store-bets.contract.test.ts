import type { Store } from "../../src/ports/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FUND_TYPE, REVIEW_STATUS, type NewFundLogEntry } from "../../src/domain/wallet/fund-log";
import { createUser, newBet, room, round, seedGame, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** The persistence contract, bets and the fund log: the same expectations for every Store adapter; each test gets a fresh, empty, migrated store. */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

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
      expect(bet).toEqual({ ...input, id: expect.any(Number), status: 0, hit: false, payoutMinor: 0, settledAtMs: null, refundedAtMs: null });
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

    it("reads a player's bets of one round as the rules see them: room, play and stake, lowest id first", async () => {
      const mine = await store.transaction(async (tx) => {
        const other = await createUser(tx, { username: "bob" });
        const second = await tx.games.upsertRoom(room({ id: 0, gameId: 1, title: "Second" }));
        const placed = [
          await tx.bets.insert(newBet({ userId, roomId, playType: 3, stakeMinor: 2_50 })),
          await tx.bets.insert(newBet({ userId, roomId: second, playType: 1, stakeMinor: 10_00 })),
        ];
        await tx.bets.markSettled(placed[0]!.id, true, 4_85, T0);
        await tx.bets.insert(newBet({ userId, roomId, issue: "I2" }));
        await tx.bets.insert(newBet({ userId: other.id, roomId }));
        return placed;
      });
      await store.read(async (tx) => {
        const stakes = await tx.bets.stakesOfUserInRound(userId, 1, "20260101-0001");
        expect(stakes).toEqual([{ roomId, playType: 3, stakeMinor: 2_50 }, { roomId: mine[1]!.roomId, playType: 1, stakeMinor: 10_00 }]);
        expect(mine[1]!.roomId).not.toBe(roomId);
        // The same bets as the whole read, settled or not.
        const whole = await tx.bets.ofUserInRound(userId, 1, "20260101-0001");
        expect(whole.map(({ roomId, playType, stakeMinor }) => ({ roomId, playType, stakeMinor }))).toEqual(stakes);
        expect(await tx.bets.stakesOfUserInRound(userId, 1, "I3")).toEqual([]);
        expect(await tx.bets.stakesOfUserInRound(userId, 2, "20260101-0001")).toEqual([]);
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
});

function fundEntry(userId: number, createdAtMs: number, type: NewFundLogEntry["type"] = FUND_TYPE.buy): NewFundLogEntry {
  return { userId, type, quantityMinor: -1000, overMinor: 9000, mark: "", status: REVIEW_STATUS.approved, ref: "bet:1", createdAtMs };
}
