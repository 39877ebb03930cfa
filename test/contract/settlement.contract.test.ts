import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settleRoundChunk, type SettleProgress } from "../../src/application/rounds/settle-round";
import { inTransaction, type Work } from "../../src/application/unit-of-work";
import { FUND_TYPE } from "../../src/domain/fund-log";
import { checkLedgerInvariants, playerAccount, stakesAccount, stakesHeld, type AccountId, type Transfer } from "../../src/domain/ledger";
import { multiplyByOdds, type Minor } from "../../src/domain/money";
import { PLAY_TYPE, PLAY_TYPES, isWinning, playMarkOf, sumOf } from "../../src/domain/outcome";
import type { Digits, RoundRecord } from "../../src/domain/round";
import type { Store, StoreTx } from "../../src/ports/store";
import type { SettleChunkResult } from "../../src/ports/store/settlement";
import { RecordingEventBus } from "../support/fakes";
import { settleRoundChunkOneByOne } from "../support/settle-one-by-one";
import { createUser, game, newBet, round, seedGame, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The set-based `SettlementRepository.settleChunk` (through `settleRoundChunk`)
 * against the per-bet reference algorithm (test/support/settle-one-by-one.ts):
 * two stores built identically, each settled by one of them in its own random
 * chunk sizes, must end up indistinguishable for a player, an operator or an
 * auditor: bets, transfers, balances, fund log, win notices, the round.
 */

const GAME_NAME = game().name;
const ISSUE = round().issue;
const OTHER_ISSUE = "20260101-0002";
const AT_MS = T0 + 60_000;
const ALL_TIME = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
const ALL = { offset: 0, limit: 100_000 };

interface UserSpec {
  /** Deposited into available (0: the player has no account at all before settlement). */
  readonly depositMinor: Minor;
  /** Part of the deposit frozen into the locked account. */
  readonly lockedMinor: Minor;
}

interface BetSpec {
  readonly user: number;
  readonly playType: number;
  readonly stakeMinor: Minor;
  readonly oddsHundredths: number;
  /** A bet of another round, placed in between: settlement must leave it alone. */
  readonly otherRound: boolean;
}

interface Scenario {
  readonly users: readonly UserSpec[];
  readonly bets: readonly BetSpec[];
  readonly digits: Digits;
}

/** What a settler may refuse: the ledger's answers. */
type SettleWork = Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">;
type Settle = (work: SettleWork, round: RoundRecord, limit: number, nowMs: number, gameName: string) => Promise<SettleProgress>;

const digit = fc.integer({ min: 0, max: 9 });
const userSpec: fc.Arbitrary<UserSpec> = fc
  .tuple(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })), fc.integer({ min: 0, max: 100 }))
  .map(([depositMinor, lockedPercent]) => ({ depositMinor, lockedMinor: Math.floor((depositMinor * lockedPercent) / 100) }));
// Mostly ordinary, some extreme: payouts that round down to 0, and the largest stakes and odds.
const stake = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 100_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000_000_000 }) },
);
const odds = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 100, max: 5_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }) },
);
// Range play types first: about half of them win on any sum, so players often win several bets in one chunk.
const playType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PLAY_TYPES.filter((def) => def.number === null).map((def) => def.playType)) },
  { weight: 2, arbitrary: fc.constantFrom(...PLAY_TYPES.filter((def) => def.number !== null).map((def) => def.playType)) },
  { weight: 1, arbitrary: fc.constant(999) }, // unknown: never wins
);
const scenario: fc.Arbitrary<Scenario> = fc.integer({ min: 1, max: 5 }).chain((userCount) =>
  fc.record({
    users: fc.array(userSpec, { minLength: userCount, maxLength: userCount }),
    bets: fc.array(
      fc.record({
        user: fc.integer({ min: 0, max: userCount - 1 }),
        playType,
        stakeMinor: stake,
        oddsHundredths: odds,
        otherRound: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
      }),
      { maxLength: 40 },
    ),
    digits: fc.tuple(digit, digit, digit),
  }),
);
const chunkSizes = fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 1, maxLength: 5 });

/** Users, their money, the bets with their stakes held, the round drawn: identical on every store for one scenario. */
async function build(store: Store, spec: Scenario): Promise<number[]> {
  return store.transaction(async (tx) => {
    const { roomId, chainId } = await seedGame(tx);
    await tx.rounds.create(round({ issue: OTHER_ISSUE, chainId, chainIndex: 2, openAtMs: T0 + 60_000, closeAtMs: T0 + 110_000, drawAtMs: T0 + 120_000 }));
    const users: number[] = [];
    for (const [i, user] of spec.users.entries()) {
      const created = await createUser(tx, { username: `u${i}` });
      users.push(created.id);
      if (user.depositMinor > 0) await move(tx, `deposit:${i}`, "world", playerAccount(created.id, "available"), user.depositMinor, "deposit", created.id);
      if (user.lockedMinor > 0) await move(tx, `freeze:${i}`, playerAccount(created.id, "available"), playerAccount(created.id, "locked"), user.lockedMinor, "freeze", created.id);
    }
    const spendable = spec.users.map((user) => user.depositMinor - user.lockedMinor);
    for (const [i, bet] of spec.bets.entries()) {
      const userId = users[bet.user]!;
      await tx.bets.insert(newBet({ orderNo: `O${i}`, userId, roomId, playType: bet.playType, stakeMinor: bet.stakeMinor, oddsHundredths: bet.oddsHundredths, issue: bet.otherRound ? OTHER_ISSUE : ISSUE }));
      // The stake is held from the player's money while it lasts, from the house beyond (a player with no account at all).
      const fromPlayer = Math.min(spendable[bet.user]!, bet.stakeMinor);
      spendable[bet.user]! -= fromPlayer;
      if (fromPlayer > 0) await move(tx, `stake:${i}:player`, playerAccount(userId, "available"), stakesAccount(userId), fromPlayer, "bet_stake", userId);
      if (bet.stakeMinor > fromPlayer) await move(tx, `stake:${i}:house`, "house", stakesAccount(userId), bet.stakeMinor - fromPlayer, "adjustment", userId);
    }
    expect(await tx.rounds.advance(1, ISSUE, "open", "closed")).toBe(true);
    expect(await tx.rounds.advance(1, ISSUE, "closed", "drawn", { digits: spec.digits, revealedSeed: "ab".repeat(32) })).toBe(true);
    return users;
  });
}

async function move(tx: StoreTx, id: string, fromAccount: AccountId, toAccount: AccountId, amountMinor: Minor, kind: Transfer["kind"], userId: number | null): Promise<void> {
  expect(await tx.ledger.transfer({ id, fromAccount, toAccount, amountMinor, kind, userId, ref: "setup", atMs: T0 })).toBe("created");
}

/** One chunk that the ledger allows (the tests that starve a shard go through the use case). */
async function settledIn(tx: StoreTx, chunk: Parameters<StoreTx["settlement"]["settleChunk"]>[0]): Promise<SettleChunkResult> {
  const result = await tx.settlement.settleChunk(chunk);
  if (result === "insufficient") throw new Error("a stakes shard held less than its bets");
  return result;
}

/** Settles the round to the end, chunk sizes taken in turn; answers the events published. */
async function settleAll(store: Store, settle: Settle, sizes: readonly number[]): Promise<RecordingEventBus> {
  const events = new RecordingEventBus();
  for (let i = 0; ; i++) {
    const current = await store.read((tx) => tx.rounds.get(1, ISSUE));
    if (current!.status === "settled") return events;
    const result = await inTransaction({ store, events }, (work: SettleWork) => settle(work, current!, sizes[i % sizes.length]!, AT_MS, GAME_NAME));
    if (!result.ok) throw new Error(result.error.code);
    expect(i).toBeLessThan(1000);
  }
}

/** Everything a user, an operator or an auditor could notice. */
async function observe(store: Store, users: readonly number[]) {
  return store.read(async (tx) => ({
    rounds: [await tx.rounds.get(1, ISSUE), await tx.rounds.get(1, OTHER_ISSUE)],
    bets: [...(await tx.bets.ofRound(1, ISSUE, 100_000)), ...(await tx.bets.ofRound(1, OTHER_ISSUE, 100_000))],
    balances: [...(await tx.ledger.allBalances())],
    // Collects are left out: the reference writes one per bet (with the bettor's id), settleChunk one
    // per chunk (no user); the balances above show the same money moved from stakes to the house.
    transfers: await Promise.all(users.map(async (userId) => (await tx.ledger.transfersOfUser(userId, ALL_TIME)).filter((t) => t.kind !== "bet_collect"))),
    fundLog: await Promise.all(users.map((userId) => tx.fundLog.ofUser(userId, ALL_TIME, null, ALL))),
    winNotices: inIdOrder((await Promise.all(users.map((userId) => tx.winNotices.unseen(userId, null)))).flat()),
  }));
}

/**
 * Win notices in id order, each id replaced by its rank. The ids themselves
 * differ: an upsert that ends as an update still uses up a sequence value
 * (PostgreSQL's identity, SQLite's AUTOINCREMENT), and the reference upserts
 * once per winning bet where settleChunk upserts once per winner per chunk.
 * Only their order can be observed, and it must be the same.
 */
function inIdOrder<T extends { readonly id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.id - b.id).map((row, rank) => ({ ...row, id: rank + 1 }));
}

/** The last balance each player was told about. */
function lastBalances(events: RecordingEventBus): Map<number, { moneyMinor: Minor; lockedMinor: Minor }> {
  return new Map(events.ofType("balance.changed").map((e) => [e.userId, { moneyMinor: e.moneyMinor, lockedMinor: e.lockedMinor }]));
}

/** What the stakes accounts still hold for these (unsettled) bets. */
const stakesHeldBy = (bets: readonly { readonly stakeMinor: Minor }[]) => bets.reduce((sum, bet) => sum + bet.stakeMinor, 0);

const drawnRound = (store: Store) => store.read(async (tx) => (await tx.rounds.get(1, ISSUE))!);

forEachStore((_name, open) => {
  describe("settlement", () => {
    it("settles a round exactly as the per-bet reference does, whatever the chunk sizes", async () => {
      await fc.assert(
        fc.asyncProperty(scenario, chunkSizes, chunkSizes, async (spec, referenceSizes, fastSizes) => {
          const [reference, fast] = await Promise.all([open(), open()]);
          try {
            // The two stores are independent: build and settle them side by side.
            const [users, fastUsers] = await Promise.all([build(reference, spec), build(fast, spec)]);
            expect(fastUsers).toEqual(users);
            const [referenceEvents, fastEvents] = await Promise.all([
              settleAll(reference, settleRoundChunkOneByOne, referenceSizes),
              settleAll(fast, settleRoundChunk, fastSizes),
            ]);

            const [expected, actual] = await Promise.all([observe(reference, users), observe(fast, users)]);
            expect(actual).toEqual(expected);
            expect(lastBalances(fastEvents)).toEqual(lastBalances(referenceEvents));
            expect(fastEvents.ofType("round.phase")).toEqual(referenceEvents.ofType("round.phase"));
            expect(checkLedgerInvariants(new Map(expected.balances))).toEqual([]);
            // The reference itself is right, so the comparison means something.
            const sum = sumOf(spec.digits);
            for (const bet of expected.bets.filter((b) => b.issue === ISSUE)) {
              const hit = isWinning(bet.playType, sum);
              expect([bet.status, bet.hit, bet.payoutMinor]).toEqual([1, hit, hit ? multiplyByOdds(bet.stakeMinor, bet.oddsHundredths) : 0]);
            }
            expect(expected.bets.filter((b) => b.issue === OTHER_ISSUE).every((b) => b.status === 0)).toBe(true);
          } finally {
            await Promise.all([reference.close(), fast.close()]);
          }
        }),
        // A failure shrinks for at most 4 minutes, then reports the smallest counterexample found so far.
        { numRuns: 30, seed: 20261122, interruptAfterTimeLimit: 240_000, markInterruptAsFailure: true },
      );
    }, 300_000);
  });

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
