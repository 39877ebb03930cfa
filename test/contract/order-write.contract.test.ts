import { afterEach, beforeEach, expect, it } from "vitest";
import { FUND_TYPE, REVIEW_STATUS } from "../../src/domain/wallet/fund-log";
import { playerAccount, stakesAccount } from "../../src/domain/wallet/ledger";
import type { Store, StoreTx } from "../../src/ports/store";
import type { OrderToWrite } from "../../src/ports/store/betting/orders";
import { createUser, newBet, seedGame, transfer } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** OrderRepository.write: an accepted order's bets, stake transfer and fund lines (one round trip on PostgreSQL). */
forEachStore((name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  /** A player with 50.00 and an order of `stakes` (one bet each, play types 1, 2, ...) at 1,000 ms. */
  async function setUp(depositMinor = 50_00) {
    const { roomId } = await store.transaction((tx) => seedGame(tx));
    const user = await store.transaction(async (tx) => {
      const user = await createUser(tx);
      await tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: depositMinor }));
      return user;
    });
    const order = (stakes: readonly number[], id: string | null = null): OrderToWrite => {
      const total = stakes.reduce((a, b) => a + b, 0);
      let running = depositMinor;
      return {
        bets: stakes.map((stakeMinor, i) => newBet({ userId: user.id, roomId, playType: i + 1, stakeMinor, placedAtMs: 1_000 })),
        fundLines: stakes.map((stakeMinor, i) => ({
          userId: user.id,
          type: FUND_TYPE.buy,
          quantityMinor: -stakeMinor,
          overMinor: (running -= stakeMinor),
          mark: `line ${i + 1}`,
          status: REVIEW_STATUS.approved,
          createdAtMs: 1_000,
        })),
        stake: { id, fromAccount: playerAccount(user.id, "available"), toAccount: stakesAccount(user.id), amountMinor: total, kind: "bet_stake", userId: user.id, atMs: 1_000 },
      };
    };
    return { user, order };
  }

  /** Writes inside a transaction that rolls back when the store refuses, as placeBet's refusal does. */
  async function writeOrRollBack(order: OrderToWrite) {
    const refused = new Error("refused");
    let answer: Awaited<ReturnType<StoreTx["orders"]["write"]>> | undefined;
    await store
      .transaction(async (tx) => {
        answer = await tx.orders.write(order);
        if (typeof answer === "string") throw refused;
      })
      .catch((error: unknown) => {
        if (error !== refused) throw error;
      });
    return answer!;
  }

  it("writes the bets in the order given, one transfer named after the first bet and listing them all, and a line per bet", async () => {
    const { user, order } = await setUp();
    const written = await writeOrRollBack(order([10_00, 2_50, 7_00]));
    if (typeof written === "string" || !("bets" in written)) throw new Error(typeof written === "string" ? written : "exposure");
    const ids = written.bets.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(written.bets.map((b) => [b.playType, b.stakeMinor, b.status, b.hit, b.payoutMinor, b.settledAtMs])).toEqual([
      [1, 10_00, 0, false, 0, null],
      [2, 2_50, 0, false, 0, null],
      [3, 7_00, 0, false, 0, null],
    ]);
    await store.read(async (tx) => {
      for (const bet of written.bets) expect(await tx.bets.byId(bet.id)).toEqual(bet);
      expect(await tx.ledger.transferById(`order:bet${ids[0]}`)).toMatchObject({ amountMinor: 19_50, ref: `bets:${ids.join(",")}`, kind: "bet_stake", userId: user.id });
      expect(await tx.ledger.balancesOfUser(user.id)).toMatchObject({ availableMinor: 30_50 });
      expect(await tx.ledger.balance(stakesAccount(user.id))).toBe(19_50);
      const lines = await tx.fundLog.ofUser(user.id, { fromMs: 0, toMs: 10_000 }, FUND_TYPE.buy, { offset: 0, limit: 10 });
      const byRef = new Map(lines.map((l) => [l.ref, l]));
      expect(ids.map((id) => [byRef.get(`bet:${id}`)?.quantityMinor, byRef.get(`bet:${id}`)?.overMinor, byRef.get(`bet:${id}`)?.mark])).toEqual([
        [-10_00, 40_00, "line 1"],
        [-2_50, 37_50, "line 2"],
        [-7_00, 30_50, "line 3"],
      ]);
      // The lines' ids follow the bets' order too (the fund log lists them newest first).
      expect(ids.map((id) => byRef.get(`bet:${id}`)!.id)).toEqual([...ids.map((id) => byRef.get(`bet:${id}`)!.id)].sort((a, b) => a - b));
    });
  });

  it("answers insufficient when the stake is more than the player has, and the refusal leaves nothing behind", async () => {
    const { user, order } = await setUp(5_00);
    expect(await writeOrRollBack(order([3_00, 3_00]))).toBe("insufficient");
    await store.read(async (tx) => {
      expect(await tx.ledger.balancesOfUser(user.id)).toMatchObject({ availableMinor: 5_00 });
      expect(await tx.ledger.balance(stakesAccount(user.id))).toBe(0);
      expect(await tx.bets.ofUserInRound(user.id, 1, "20260101-0001")).toEqual([]);
      expect(await tx.fundLog.ofUser(user.id, { fromMs: 0, toMs: 10_000 }, null, { offset: 0, limit: 10 })).toEqual([]);
    });
  });

  it("answers taken when the transfer's own id already names a movement, and moves no money a second time", async () => {
    const { user, order } = await setUp();
    const first = await writeOrRollBack(order([4_00], "order:u1:abc"));
    expect(typeof first).toBe("object");
    expect(await writeOrRollBack(order([4_00], "order:u1:abc"))).toBe("taken");
    await store.read(async (tx) => {
      expect(await tx.ledger.balancesOfUser(user.id)).toMatchObject({ availableMinor: 46_00 });
      expect(await tx.bets.ofUserInRound(user.id, 1, "20260101-0001")).toHaveLength(1);
    });
  });

  // PostgreSQL only: SQLite runs the transaction's statements one by one and commits when asked.
  if (name === "postgres") {
    it("ends its transaction on PostgreSQL: the commit goes with it, a refused order cannot be committed, nothing may follow it", async () => {
      const { user, order } = await setUp(5_00);
      // A caller that does not refuse after "insufficient" gets no commit: PostgreSQL has already rolled it back.
      await expect(
        store.transaction(async (tx) => {
          expect(await tx.orders.write(order([3_00, 3_00]))).toBe("insufficient");
        }),
      ).rejects.toThrow(/rolled back/);
      // A statement after an accepted order's write is refused, and the order stands: it was committed with the write.
      await expect(
        store.transaction(async (tx) => {
          expect(typeof (await tx.orders.write(order([2_00])))).toBe("object");
          await tx.users.byId(user.id);
        }),
      ).rejects.toThrow(/after the last statement/);
      await store.read(async (tx) => {
        expect(await tx.ledger.balancesOfUser(user.id)).toMatchObject({ availableMinor: 3_00 });
        expect((await tx.bets.ofUserInRound(user.id, 1, "20260101-0001")).map((bet) => bet.stakeMinor)).toEqual([2_00]);
      });
      // The connection goes on serving transactions.
      expect(await store.transaction((tx) => tx.ledger.balance(stakesAccount(user.id)))).toBe(2_00);
    });
  }

  it("refuses an order whose fund lines do not match its bets, or whose stake comes from an account that may go negative, before writing", async () => {
    const { order } = await setUp();
    const twoBets = order([1_00, 1_00]);
    await expect(store.transaction((tx) => tx.orders.write({ ...twoBets, fundLines: twoBets.fundLines.slice(1) }))).rejects.toThrow(/fund line per bet/);
    await expect(store.transaction((tx) => tx.orders.write({ ...twoBets, stake: { ...twoBets.stake, fromAccount: "house" } }))).rejects.toThrow(/own money/);
  });
});
