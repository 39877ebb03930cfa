import { afterEach, beforeEach, expect, it } from "vitest";
import { playerAccount } from "../../src/domain/wallet/ledger";
import type { Store } from "../../src/ports/store";
import { createUser, newBet, round, seedGame, transfer } from "../support/store-fixtures";
import { forEachStore, openWithRawSql } from "../support/stores";

/** OrderRepository.contextOf: what placing a bet reads, in one round trip after the lock on PostgreSQL. */
forEachStore((name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  /** A new player with 50.00 available. */
  const playerWith50 = () =>
    store.transaction(async (tx) => {
      const user = await createUser(tx);
      await tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: 50_00 }));
      return user;
    });

  it("answers what the separate repository reads answer: the player, balances, protection, room, game, round and bets of that round", async () => {
    const { roomId, issue, chainId } = await store.transaction((tx) => seedGame(tx));
    const { user, other } = await store.transaction(async (tx) => {
      const user = await createUser(tx);
      const other = await createUser(tx, { username: "bob" });
      await tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: 50_00 }));
      await tx.ledger.transfer(transfer({ fromAccount: playerAccount(user.id, "available"), toAccount: playerAccount(user.id, "locked"), amountMinor: 7_00 }));
      await tx.bets.insert(newBet({ userId: user.id, roomId, playType: 1 }));
      await tx.bets.insert(newBet({ userId: user.id, roomId, playType: 3, stakeMinor: 2_50 }));
      await tx.rounds.create(round({ issue: "20260101-0002", chainId, chainIndex: 2 }));
      await tx.bets.insert(newBet({ userId: user.id, roomId, issue: "20260101-0002" }));
      await tx.bets.insert(newBet({ userId: other.id, roomId }));
      await tx.protection.saveLimit(user.id, { kind: "stake", period: "day", amountMinor: 100_00, pending: { amountMinor: 200_00, effectiveAtMs: 5_000 } }, 1_000);
      await tx.protection.saveExclusion(user.id, { kind: "time_out", startedAtMs: 1_000, untilMs: 2_000 });
      await tx.protection.saveRealityCheck(user.id, 30);
      await tx.roomPresence.see(user.id, roomId, 4_000);
      // Seen in another room only: not this room's presence.
      await tx.roomPresence.see(other.id, roomId + 1, 4_000);
      return { user, other };
    });
    const context = await store.transaction((tx) => tx.orders.contextOf(user.id, roomId, issue, null));
    const separately = await store.transaction(async (tx) => {
      const found = await tx.games.roomWithGame(roomId);
      return {
        user: await tx.users.byId(user.id),
        balances: await tx.ledger.balancesOfUser(user.id),
        protection: await tx.protection.stateOf(user.id),
        room: found!.room,
        // The context leaves the game's exposure cap out: the order's write reads caps (round-exposure.ts).
        game: found!.game && { ...found!.game, exposureCapMinor: undefined },
        round: await tx.rounds.get(1, issue),
        earlierBets: await tx.bets.stakesOfUserInRound(user.id, 1, issue),
        requestTransfer: null,
        roomSeenAtMs: await tx.roomPresence.seenAt(user.id, roomId),
      };
    });
    expect(context).toEqual(separately);
    expect(context.balances).toEqual({ availableMinor: 43_00, lockedMinor: 7_00, withdrawingMinor: 0 });
    expect(context.earlierBets.map((b) => [b.playType, b.stakeMinor])).toEqual([[1, 10_00], [3, 2_50]]);
    expect(context.protection.exclusion).toEqual({ kind: "time_out", startedAtMs: 1_000, untilMs: 2_000 });
    expect(context.protection.limits).toHaveLength(1);
    expect(context.roomSeenAtMs).toBe(4_000);

    // Someone who never had money or protection settings, in a round nobody opened, in a room that is not there.
    const nobody = await store.transaction((tx) => tx.orders.contextOf(other.id + 1000, roomId + 1000, "20990101-0001", null));
    expect(nobody).toEqual({
      user: null,
      balances: { availableMinor: 0, lockedMinor: 0, withdrawingMinor: 0 },
      protection: { limits: [], exclusion: null, realityCheckMinutes: null },
      room: null,
      game: null,
      round: null,
      earlierBets: [],
      requestTransfer: null,
      roomSeenAtMs: null,
    });
    const fresh = await store.transaction((tx) => tx.orders.contextOf(other.id, roomId, "20990101-0001", null));
    expect(fresh.user?.id).toBe(other.id);
    expect([fresh.round, fresh.earlierBets, fresh.balances.availableMinor, fresh.roomSeenAtMs]).toEqual([null, [], 0, null]);
  });

  it("keeps one presence per player and room, whose time only moves forward (room_presence, migration 022)", async () => {
    const { roomId } = await store.transaction((tx) => seedGame(tx));
    const user = await playerWith50();
    await store.transaction((tx) => tx.roomPresence.see(user.id, roomId, 10_000));
    await store.transaction((tx) => tx.roomPresence.see(user.id, roomId, 9_000));
    expect(await store.read((tx) => tx.roomPresence.seenAt(user.id, roomId))).toBe(10_000);
    await store.transaction((tx) => tx.roomPresence.see(user.id, roomId, 70_000));
    expect(await store.read((tx) => tx.roomPresence.seenAt(user.id, roomId))).toBe(70_000);
    expect(await store.read((tx) => tx.roomPresence.seenAt(user.id, roomId + 1))).toBeNull();
    expect((await store.transaction((tx) => tx.orders.contextOf(user.id, roomId, "20990101-0001", null))).roomSeenAtMs).toBe(70_000);
  });

  it("reads the transfer a request's earlier attempt wrote, by its id, and nothing for an id no transfer has", async () => {
    const { roomId, issue } = await store.transaction((tx) => seedGame(tx));
    const user = await store.transaction(async (tx) => {
      const user = await createUser(tx);
      await tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: 50_00 }));
      await tx.ledger.transfer(transfer({ id: `order:u${user.id}:retry-1`, fromAccount: playerAccount(user.id, "available"), toAccount: "house", amountMinor: 10_00, kind: "bet_stake", userId: user.id, ref: "bets:1" }));
      return user;
    });
    const retried = await store.transaction((tx) => tx.orders.contextOf(user.id, roomId, issue, `order:u${user.id}:retry-1`));
    expect(retried.requestTransfer).toEqual(await store.read((tx) => tx.ledger.transferById(`order:u${user.id}:retry-1`)));
    expect(retried.requestTransfer).toMatchObject({ amountMinor: 10_00, kind: "bet_stake", userId: user.id, ref: "bets:1" });
    expect(retried.balances.availableMinor).toBe(40_00);
    const fresh = await store.transaction((tx) => tx.orders.contextOf(user.id, roomId, issue, `order:u${user.id}:retry-2`));
    expect(fresh.requestTransfer).toBeNull();
    // A player without an account row reads it through the composed reads, the same way.
    const nobody = await store.transaction((tx) => tx.orders.contextOf(user.id + 1000, roomId, issue, `order:u${user.id}:retry-1`));
    expect(nobody.requestTransfer?.id).toBe(`order:u${user.id}:retry-1`);
  });

  if (name === "postgres") {
    it("makes a retry of a request wait for its first attempt at the player's lock, and then read the transfer it committed", async () => {
      const { roomId, issue } = await store.transaction((tx) => seedGame(tx));
      const user = await playerWith50();
      const id = `order:u${user.id}:twin`;
      const [firstHolds, releaseFirst] = signal();
      const [locked, firstLocked] = signal();
      const first = store.transaction(async (tx) => {
        expect((await tx.orders.contextOf(user.id, roomId, issue, id)).requestTransfer).toBeNull();
        firstLocked();
        await firstHolds;
        await tx.ledger.transfer(transfer({ id, fromAccount: playerAccount(user.id, "available"), toAccount: "house", amountMinor: 10_00, kind: "bet_stake", userId: user.id }));
      });
      await locked;
      const retry = store.transaction((tx) => tx.orders.contextOf(user.id, roomId, issue, id));
      const waited = await stillWaitingAfter300Ms(retry);
      releaseFirst();
      await first;
      expect(waited).toBe(true);
      expect((await retry).requestTransfer?.id).toBe(id);
    });

    it("makes a second order of the same player wait for the first, and then read the bet the first committed", async () => {
      const { roomId, issue } = await store.transaction((tx) => seedGame(tx));
      const user = await playerWith50();
      const [firstHolds, releaseFirst] = signal();
      const [locked, firstLocked] = signal();
      const first = store.transaction(async (tx) => {
        await tx.orders.contextOf(user.id, roomId, issue, null);
        firstLocked();
        await firstHolds;
        await tx.bets.insert(newBet({ userId: user.id, roomId }));
        await tx.ledger.transfer(transfer({ fromAccount: playerAccount(user.id, "available"), toAccount: "house", amountMinor: 10_00 }));
      });
      await locked;
      const second = store.transaction((tx) => tx.orders.contextOf(user.id, roomId, issue, null));
      const waited = await stillWaitingAfter300Ms(second);
      releaseFirst();
      await first;
      const seen = await second;
      expect(waited).toBe(true);
      expect(seen.earlierBets).toHaveLength(1);
      expect(seen.balances.availableMinor).toBe(40_00);
    });

    it("makes the round's close wait for an order in flight, and an order after the close read the round closed", async () => {
      const { roomId, issue } = await store.transaction((tx) => seedGame(tx));
      const [user, late] = await store.transaction(async (tx) => {
        const users = [await createUser(tx), await createUser(tx, { username: "late" })];
        // Only the first has money: the late one has no account row yet.
        await tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: playerAccount(users[0]!.id, "available"), amountMinor: 50_00 }));
        return users;
      });
      const [orderHolds, releaseOrder] = signal();
      const [read, orderRead] = signal();
      const order = store.transaction(async (tx) => {
        const context = await tx.orders.contextOf(user!.id, roomId, issue, null);
        orderRead();
        await orderHolds;
        return context.round?.status;
      });
      await read;
      const close = store.transaction((tx) => tx.rounds.advance(1, issue, "open", "closed"));
      const waited = await stillWaitingAfter300Ms(close);
      releaseOrder();
      expect(await order).toBe("open");
      expect(await close).toBe(true);
      expect(waited).toBe(true);
      // A player without an account row goes through the composed reads (rounds.lockForBet): the same lock, the same answer.
      const after = await store.transaction((tx) => tx.orders.contextOf(late!.id, roomId, issue, null));
      expect(after.round?.status).toBe("closed");
      expect((await store.transaction((tx) => tx.rounds.lockForBet(1, issue)))?.status).toBe("closed");
    });

    it("finds the player's earlier bets through the player's index, not by reading the round, even before any statistics exist", async () => {
      // A fresh schema: bets has never been analyzed, the case in which PostgreSQL took the round's index (migration 020).
      const { store: own, exec, query } = await openWithRawSql("postgres");
      try {
        const { roomId, issue } = await own.transaction((tx) => seedGame(tx));
        const user = await own.transaction(async (tx) => {
          const user = await createUser(tx);
          await tx.ledger.transfer(transfer({ fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: 50_00 }));
          // A round of 1,000 bets by 100 other players, in no order of player, as a busy round fills.
          const crowd = [];
          for (let i = 0; i < 100; i++) crowd.push(await createUser(tx, { username: `crowd${i}` }));
          for (let i = 0; i < 1_000; i++) await tx.bets.insert(newBet({ userId: crowd[(i * 7_919) % crowd.length]!.id, roomId }));
          await tx.bets.insert(newBet({ userId: user.id, roomId, playType: 1 }));
          await tx.bets.insert(newBet({ userId: user.id, roomId, playType: 3 }));
          return user;
        });
        const accounts = (["available", "locked", "withdrawing"] as const).map((kind) => `'${playerAccount(user.id, kind)}'`).join(", ");
        await exec("begin");
        // The plan a server's connection runs after its first five calls: generic, made without the arguments.
        await exec("set local plan_cache_mode = force_generic_plan");
        const [context] = await query<{ earlier: { play_type: number }[] }>(`select earlier from order_context_in_room(${user.id}, ${roomId}, '${issue}', ${accounts}, null)`);
        // This transaction's own counters: scans of the round's index, and rows of bets read by any index.
        const [reads] = await query<{ round_scans: string; bets_fetched: string }>(
          `select pg_stat_get_xact_numscans('bets_round_id'::regclass) as round_scans,
                  pg_stat_get_xact_tuples_fetched('bets'::regclass)
                    + (select sum(pg_stat_get_xact_tuples_fetched(indexrelid)) from pg_index where indrelid = 'bets'::regclass) as bets_fetched`,
        );
        await exec("rollback");
        expect(context!.earlier.map((bet) => bet.play_type)).toEqual([1, 3]);
        expect(reads).toEqual({ round_scans: "0", bets_fetched: "2" });
      } finally {
        await own.close();
      }
    });

    it("keeps one copy of the bet path's reads: the order_context functions order_context_in_room replaced are gone (migration 031)", async () => {
      const { store: own, query } = await openWithRawSql("postgres");
      try {
        const functions = await query<{ proname: string }>("select proname from pg_proc where proname like 'order_context%' and pronamespace = current_schema()::regnamespace order by proname");
        expect(functions.map((row) => row.proname)).toEqual(["order_context_in_room"]);
      } finally {
        await own.close();
      }
    });
  }
});

/** A promise and the function that resolves it: one transaction tells another where it is. */
function signal(): [Promise<void>, () => void] {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return [promise, resolve];
}

/** Whether a transaction is still blocked 300 ms on (waiting for another's lock). */
function stillWaitingAfter300Ms(transaction: Promise<unknown>): Promise<boolean> {
  return Promise.race([transaction.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300))]);
}
