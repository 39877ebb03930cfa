import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settleRoundChunk } from "../../src/application/rounds/settle-round";
import { inTransaction } from "../../src/application/unit-of-work";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, playerAccount, stakesAccount, stakesHeld } from "../../src/domain/wallet/ledger";
import { multiplyByOdds } from "../../src/domain/money";
import { PLAY_TYPE, PLAY_TYPES, isWinning, playMarkOf, sumOf } from "../../src/domain/betting/outcome";
import type { Digits } from "../../src/domain/rounds/round";
import type { Store } from "../../src/ports/store";
import { RecordingEventBus } from "../support/fakes";
import { settleRoundChunkOneByOne } from "../support/settle-one-by-one";
import { ALL, ALL_TIME, AT_MS, build, drawnRound, GAME_NAME, ISSUE, observe, OTHER_ISSUE, settledIn, stakesHeldBy, type SettleWork } from "../support/settlement-rounds";
import { T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * `SettlementRepository.settleChunk` chunk by chunk, on both stores: racing
 * settlers, either end of a round, odds snapshots, running balances, the
 * largest payouts, and a refusal that writes nothing.
 */
forEachStore((_name, open) => {
  describe("settleChunk", () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
      await store.close();
    });

    const input = (digits: Digits, limit: number) => {
      const winning = PLAY_TYPES.filter((def) => isWinning(def.playType, sumOf(digits)));
      return {
        gameId: 1,
        issue: ISSUE,
        winningPlayTypes: winning.map((def) => def.playType),
        marks: Object.fromEntries(winning.map((def) => [def.playType, `${GAME_NAME} ${ISSUE} ${playMarkOf(def)}`])),
        atMs: AT_MS,
        limit,
      };
    };
    // 9 + 9 + 9 = 27: big, single, big_single, extreme_big and the number 27 win.
    const DIGITS: Digits = [9, 9, 9];

    it("never settles a bet twice: a second call, or a concurrent settler, finds nothing left to settle", async () => {
      const users = await build(store, {
        users: [{ depositMinor: 100_000, lockedMinor: 0 }, { depositMinor: 100_000, lockedMinor: 0 }],
        bets: Array.from({ length: 30 }, (_, i) => ({ user: i % 2, playType: i % 3 === 0 ? PLAY_TYPE.big : PLAY_TYPE.small, stakeMinor: 100 + i, oddsHundredths: 194, otherRound: false })),
        digits: DIGITS,
      });
      // Two settlers race for the same chunk (truly in parallel on PostgreSQL, one after the other on SQLite):
      // the loser finds the chunk taken (0) or, if it started after the winner committed, takes the next one (10).
      const racing = await Promise.all([0, 1].map(() => store.transaction((tx) => settledIn(tx, input(DIGITS, 20)))));
      const counts = racing.map((r) => r.settledBets).sort((a, b) => a - b);
      expect([[0, 20], [10, 20]]).toContainEqual(counts);
      const rest = await store.transaction((tx) => settledIn(tx, input(DIGITS, 100)));
      expect(rest.settledBets).toBe(30 - counts[0]! - counts[1]!);
      expect(await store.transaction((tx) => settledIn(tx, input(DIGITS, 100)))).toEqual({ settledBets: 0, paidUsers: [] });
      const after = await observe(store, users);
      expect(after.bets.every((b) => b.status === 1)).toBe(true);
      // Each bet collected once, each winner paid once.
      const transfers = after.transfers.flat();
      expect(transfers.filter((t) => t.kind === "bet_payout")).toHaveLength(10);
      // Every stake collected once (one collect per chunk, none per player): the house holds stakes minus payouts.
      const staked = after.bets.reduce((sum, b) => sum + b.stakeMinor, 0);
      const paidOut = after.bets.reduce((sum, b) => sum + b.payoutMinor, 0);
      expect(await store.read((tx) => tx.ledger.balance("house"))).toBe(staked - paidOut);
      expect(after.fundLog.flat().filter((line) => line.type === FUND_TYPE.profit)).toHaveLength(10);
      expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
    });

    it("settles from both ends at once: every bet once, each player's profit lines a running balance of their money", async () => {
      const users = await build(store, {
        users: [{ depositMinor: 100_000, lockedMinor: 30_000 }, { depositMinor: 100_000, lockedMinor: 0 }, { depositMinor: 0, lockedMinor: 0 }],
        bets: Array.from({ length: 30 }, (_, i) => ({ user: i % 3, playType: i % 4 === 0 ? PLAY_TYPE.small : PLAY_TYPE.big, stakeMinor: 100 + i, oddsHundredths: 194 + i, otherRound: i % 7 === 3 })),
        digits: DIGITS,
      });
      const roundBets = (await store.read((tx) => tx.bets.ofRound(1, ISSUE, 100))).map((bet) => bet.id);
      // From the highest end alone: the round's highest open ids, none of another round's.
      const top = await store.transaction((tx) => settledIn(tx, { ...input(DIGITS, 5), from: "highest" }));
      expect(top.settledBets).toBe(5);
      const settledIds = async () => (await store.read((tx) => tx.bets.ofRound(1, ISSUE, 100))).filter((bet) => bet.status === 1).map((bet) => bet.id);
      expect(await settledIds()).toEqual(roundBets.slice(-5));
      // Then both ends at once, overlapping in the middle (truly in parallel on PostgreSQL): the overlap goes to one of them.
      const both = await Promise.all((["lowest", "highest"] as const).map((from) => store.transaction((tx) => settledIn(tx, { ...input(DIGITS, 14), from }))));
      expect(both[0]!.settledBets + both[1]!.settledBets).toBe(roundBets.length - 5);
      const after = await observe(store, users);
      expect(after.bets.filter((bet) => bet.issue === ISSUE).every((bet) => bet.status === 1)).toBe(true);
      expect(after.bets.filter((bet) => bet.issue === OTHER_ISSUE).every((bet) => bet.status === 0)).toBe(true);
      const paid = after.bets.filter((bet) => bet.payoutMinor > 0);
      expect(after.transfers.flat().filter((t) => t.kind === "bet_payout").map((t) => t.ref).sort()).toEqual(paid.map((bet) => `bet:${bet.id}`).sort());
      for (const [i, userId] of users.entries()) {
        // Oldest first: each line's balance is the one before it plus its payout, the last one the player's money now.
        const lines = [...after.fundLog[i]!].reverse();
        expect(lines.map((line) => line.ref).sort()).toEqual(paid.filter((bet) => bet.userId === userId).map((bet) => `bet:${bet.id}`).sort());
        for (const [k, line] of lines.entries()) if (k > 0) expect(line.overMinor).toBe(lines[k - 1]!.overMinor + line.quantityMinor);
        const money = (await store.read((tx) => tx.ledger.balance(playerAccount(userId, "available")))) + (await store.read((tx) => tx.ledger.balance(playerAccount(userId, "locked"))));
        if (lines.length > 0) expect(lines.at(-1)!.overMinor).toBe(money);
      }
      expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(stakesHeldBy(after.bets.filter((bet) => bet.issue === OTHER_ISSUE)));
    });

    it("pays each bet at its own odds snapshot, not the room's current odds", async () => {
      const users = await build(store, {
        users: [{ depositMinor: 1_000_000, lockedMinor: 0 }],
        bets: [194, 250, 101, 99].map((oddsHundredths) => ({ user: 0, playType: PLAY_TYPE.big, stakeMinor: 1_001, oddsHundredths, otherRound: false })),
        digits: DIGITS,
      });
      await store.transaction((tx) => tx.games.setOdds([{ roomId: 1, playType: PLAY_TYPE.big, oddsHundredths: 150 }]));
      const result = await store.transaction((tx) => settledIn(tx, input(DIGITS, 10)));
      expect(result.settledBets).toBe(4);
      const bets = await store.read((tx) => tx.bets.ofRound(1, ISSUE, 10));
      expect(bets.map((b) => b.payoutMinor)).toEqual([1_941, 2_502, 1_011, 990]);
      const money = 1_000_000 - 4 * 1_001 + 1_941 + 2_502 + 1_011 + 990;
      expect(result.paidUsers).toEqual([{ userId: users[0], moneyMinor: money, lockedMinor: 0 }]);
    });

    it("gives each profit line the player's money after it, frozen money included, in bet order", async () => {
      const users = await build(store, {
        users: [{ depositMinor: 50_000, lockedMinor: 20_000 }, { depositMinor: 0, lockedMinor: 0 }],
        bets: [
          { user: 0, playType: PLAY_TYPE.big, stakeMinor: 1_000, oddsHundredths: 194, otherRound: false },
          { user: 1, playType: PLAY_TYPE.single, stakeMinor: 500, oddsHundredths: 200, otherRound: false },
          { user: 0, playType: PLAY_TYPE.small, stakeMinor: 2_000, oddsHundredths: 194, otherRound: false },
          { user: 0, playType: 127, stakeMinor: 100, oddsHundredths: 100_000, otherRound: false },
          { user: 1, playType: PLAY_TYPE.big, stakeMinor: 1, oddsHundredths: 50, otherRound: false }, // hit, but pays 0
        ],
        digits: DIGITS,
      });
      const events = new RecordingEventBus();
      const round = await drawnRound(store);
      const progress = await inTransaction({ store, events }, (work: SettleWork) => settleRoundChunk(work, round, 100, AT_MS, GAME_NAME));
      expect(progress).toEqual({ ok: true, value: { settledBets: 5, roundSettled: true } });
      // User 0: 50,000 deposited, 20,000 of it frozen, 3,100 staked; wins 1,940 then 100,000.
      const before = 50_000 - 3_100;
      const lines = await store.read((tx) => tx.fundLog.ofUser(users[0]!, ALL_TIME, FUND_TYPE.profit, ALL));
      expect(lines.map((l) => [l.quantityMinor, l.overMinor, l.mark, l.ref])).toEqual([
        [100_000, before + 1_940 + 100_000, `${GAME_NAME} ${ISSUE} number 27`, expect.stringMatching(/^bet:\d+$/)],
        [1_940, before + 1_940, `${GAME_NAME} ${ISSUE} big`, expect.stringMatching(/^bet:\d+$/)],
      ]);
      // User 1 had no account: the payout creates it; the zero payout writes nothing.
      const other = await store.read((tx) => tx.fundLog.ofUser(users[1]!, ALL_TIME, null, ALL));
      expect(other.map((l) => [l.quantityMinor, l.overMinor])).toEqual([[1_000, 1_000]]);
      expect(await store.read((tx) => tx.ledger.transferById(`bet:5:payout`))).toBeNull();
      expect(await store.read((tx) => tx.bets.byId(5))).toMatchObject({ hit: true, payoutMinor: 0, status: 1 });
      expect(events.ofType("balance.changed")).toEqual([
        { type: "balance.changed", userId: users[0], moneyMinor: before + 101_940, lockedMinor: 0 + 20_000 },
        { type: "balance.changed", userId: users[1], moneyMinor: 1_000, lockedMinor: 0 },
      ]);
      expect((await store.read((tx) => tx.winNotices.unseen(users[0]!, 1))).map((n) => n.profitMinor)).toEqual([1_940 - 1_000 + 100_000 - 100]);
      expect((await store.read((tx) => tx.winNotices.unseen(users[1]!, 1))).map((n) => n.profitMinor)).toEqual([500]);
    });

    it("computes the largest payouts exactly (stake 1e11 minor at odds 1000.00)", async () => {
      await build(store, {
        users: [{ depositMinor: 0, lockedMinor: 0 }],
        bets: [
          { user: 0, playType: PLAY_TYPE.big, stakeMinor: 100_000_000_000, oddsHundredths: 100_000, otherRound: false },
          { user: 0, playType: PLAY_TYPE.big, stakeMinor: 99_999_999_999, oddsHundredths: 99_999, otherRound: false },
        ],
        digits: DIGITS,
      });
      const result = await store.transaction((tx) => settledIn(tx, input(DIGITS, 10)));
      const bets = await store.read((tx) => tx.bets.ofRound(1, ISSUE, 10));
      const expected = [multiplyByOdds(100_000_000_000, 100_000), multiplyByOdds(99_999_999_999, 99_999)];
      expect(expected).toEqual([100_000_000_000_000, 99_998_999_999_000]);
      expect(bets.map((b) => b.payoutMinor)).toEqual(expected);
      expect(result.paidUsers[0]!.moneyMinor).toBe(expected[0]! + expected[1]!);
    });

    it("refuses, writing nothing, when a stakes shard cannot cover the chunk (as the per-bet path does)", async () => {
      const users = await build(store, {
        users: [{ depositMinor: 10_000, lockedMinor: 0 }, { depositMinor: 10_000, lockedMinor: 0 }],
        bets: [0, 1].map((user) => ({ user, playType: PLAY_TYPE.big, stakeMinor: 1_000, oddsHundredths: 194, otherRound: false })),
        digits: DIGITS,
      });
      // The second player's shard, later in shard order: the first shard's debit goes through before the refusal.
      expect(stakesAccount(users[0]!) < stakesAccount(users[1]!)).toBe(true);
      await store.transaction((tx) => tx.ledger.transfer({ id: "drain", fromAccount: stakesAccount(users[1]!), toAccount: "house", amountMinor: 1, kind: "adjustment", userId: null, ref: "test", atMs: T0 }));
      const before = await observe(store, users);
      const round = await drawnRound(store);
      for (const settle of [settleRoundChunk, settleRoundChunkOneByOne]) {
        const result = await inTransaction({ store, events: new RecordingEventBus() }, (work: SettleWork) => settle(work, round, 10, AT_MS, GAME_NAME));
        expect(result).toEqual({ ok: false, error: { code: "INSUFFICIENT_FUNDS" } });
        expect(await observe(store, users)).toEqual(before);
      }
    });
  });
});
