import { afterEach, beforeEach, expect, it } from "vitest";
import { DomainFailure } from "../../src/domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, playerAccount, stakesAccount } from "../../src/domain/wallet/ledger";
import type { Store, StoreTx } from "../../src/ports/store";
import type { OrderToWrite } from "../../src/ports/store/betting/orders";
import { createUser, newBet, seedGame, transfer } from "../support/store-fixtures";
import { forEachStore, openWithRawSql } from "../support/stores";

/**
 * Store.sharedTransaction: works of distinct keys given at once (PostgreSQL runs
 * them in shared transactions, SQLite each in its own) each come out as if run
 * alone: a work that fails leaves nothing of its own, and the others stand.
 */
const PLAYERS = 24;
const DEPOSIT_MINOR = 50_00;
const STAKE_MINOR = 10_00;

forEachStore((name) => {
  let store: Store;
  let query: <Row>(text: string) => Promise<Row[]>;
  beforeEach(async () => {
    ({ store, query } = await openWithRawSql(name));
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  async function setUp() {
    const { roomId, issue } = await store.transaction((tx) => seedGame(tx));
    const players = await store.transaction(async (tx) => {
      const created = [];
      for (let i = 0; i < PLAYERS; i++) {
        const user = await createUser(tx, { username: `player${i}` });
        await tx.ledger.transfer(transfer({ id: `deposit-${user.id}`, fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: DEPOSIT_MINOR }));
        created.push(user.id);
      }
      return created;
    });
    const orderOf = (userId: number, transferId: string | null = null): OrderToWrite => ({
      bets: [newBet({ userId, roomId, issue, playType: 1, stakeMinor: STAKE_MINOR, placedAtMs: 1_000 })],
      fundLines: [{ userId, type: FUND_TYPE.buy, quantityMinor: -STAKE_MINOR, overMinor: DEPOSIT_MINOR - STAKE_MINOR, mark: "big", status: REVIEW_STATUS.approved, createdAtMs: 1_000 }],
      stake: { id: transferId, fromAccount: playerAccount(userId, "available"), toAccount: stakesAccount(userId), amountMinor: STAKE_MINOR, kind: "bet_stake", userId, atMs: 1_000 },
    });
    /**
     * A bet's work as placeBet's: the player's context under its lock, then the order, last. `refuse`: refused
     * after reading, as the rules refuse (a DomainFailure); `fail`: an error that is not a refusal, before the write.
     */
    const place = (userId: number, options: { transferId?: string; refuse?: boolean; fail?: boolean } = {}) =>
      store.sharedTransaction(userId, async (tx: StoreTx) => {
        const context = await tx.orders.contextOf(userId, roomId, issue, null);
        if (options.refuse) throw new DomainFailure({ code: "INSUFFICIENT_FUNDS", params: { available: context.balances.availableMinor } });
        if (options.fail) throw new Error("failed before the write");
        const written = await tx.orders.write(orderOf(userId, options.transferId ?? null));
        if (typeof written === "string" || !("bets" in written)) throw new Error(typeof written === "string" ? written : "exposure");
        return written.bets.map((bet) => bet.id);
      });
    /** PostgreSQL: how many transactions wrote the round's bets (a transaction's rows carry its id, xmin). */
    const commits = async () => Number((await query<{ n: string }>("select count(distinct xmin::text) as n from bets"))[0]!.n);
    const available = (userId: number) => store.read((tx) => tx.ledger.balance(playerAccount(userId, "available")));
    const betsOf = (userId: number) => store.read((tx) => tx.bets.ofUserInRound(userId, 1, issue));
    /** `failed`'s work failed with `reason` and left its money and the round as they were; every other order stands. */
    const expectOnlyOneFailed = async (userIds: readonly number[], answers: readonly PromiseSettledResult<number[]>[], failed: number, reason: Error) => {
      for (const [i, userId] of userIds.entries()) {
        expect(answers[i]).toMatchObject(userId === failed ? { status: "rejected", reason } : { status: "fulfilled" });
        expect(await available(userId)).toBe(userId === failed ? DEPOSIT_MINOR : DEPOSIT_MINOR - STAKE_MINOR);
        expect(await betsOf(userId)).toHaveLength(userId === failed ? 0 : 1);
      }
    };
    return { players, place, available, betsOf, commits, expectOnlyOneFailed };
  }

  it("places every player's order of a burst once, each with its own bets, money and fund line", async () => {
    const { players, place, available, betsOf, commits } = await setUp();
    const answers = await Promise.all(players.map((userId) => place(userId)));
    for (const [i, userId] of players.entries()) {
      expect(await available(userId)).toBe(DEPOSIT_MINOR - STAKE_MINOR);
      expect((await betsOf(userId)).map((bet) => bet.id)).toEqual(answers[i]);
      const lines = await store.read((tx) => tx.fundLog.ofUser(userId, { fromMs: 0, toMs: 2_000 }, FUND_TYPE.buy, { offset: 0, limit: 10 }));
      expect(lines.map((line) => [line.quantityMinor, line.overMinor, line.ref])).toEqual([[-STAKE_MINOR, DEPOSIT_MINOR - STAKE_MINOR, `bet:${answers[i]![0]}`]]);
    }
    expect(new Set(answers.flat()).size).toBe(PLAYERS);
    // PostgreSQL: they did share commits.
    if (name === "postgres") expect(await commits()).toBeLessThan(PLAYERS);
  });

  it("a work refused before its write leaves nothing, and the orders placed with it stand", async () => {
    const { players, place, available, betsOf, commits } = await setUp();
    const refused = players.filter((_, i) => i % 5 === 2);
    const answers = await Promise.allSettled(players.map((userId) => place(userId, { refuse: refused.includes(userId) })));
    for (const [i, userId] of players.entries()) {
      const isRefused = refused.includes(userId);
      expect(answers[i]).toMatchObject(isRefused ? { status: "rejected", reason: { error: { code: "INSUFFICIENT_FUNDS", params: { available: DEPOSIT_MINOR } } } } : { status: "fulfilled" });
      expect(await available(userId)).toBe(isRefused ? DEPOSIT_MINOR : DEPOSIT_MINOR - STAKE_MINOR);
      expect(await betsOf(userId)).toHaveLength(isRefused ? 0 : 1);
    }
    // PostgreSQL: a refusal does not keep the others from sharing a commit.
    if (name === "postgres") expect(await commits()).toBeLessThan(PLAYERS - refused.length);
  });

  it("a work that fails before its write, not as a refusal, leaves nothing, and the orders placed with it stand", async () => {
    const { players, place, expectOnlyOneFailed } = await setUp();
    const failing = players[7]!;
    const answers = await Promise.allSettled(players.map((userId) => place(userId, { fail: userId === failing })));
    await expectOnlyOneFailed(players, answers, failing, new Error("failed before the write"));
  });

  it("an order whose write the store refuses (its transfer id taken) is refused alone, and the orders placed with it stand", async () => {
    const { players, place, expectOnlyOneFailed } = await setUp();
    const [first, ...others] = players as [number, ...number[]];
    await place(first, { transferId: "taken-id" });
    const taker = others[5]!;
    const answers = await Promise.allSettled(others.map((userId) => place(userId, userId === taker ? { transferId: "taken-id" } : {})));
    await expectOnlyOneFailed(others, answers, taker, new Error("taken"));
  });

  it("two works of one player given at once run one after the other: the second sees the first's order", async () => {
    const { players, place, available, betsOf } = await setUp();
    const [userId] = players as [number];
    const seen: number[] = [];
    const watch = () =>
      store.sharedTransaction(userId, async (tx) => {
        seen.push((await tx.orders.contextOf(userId, 0, "none", null)).balances.availableMinor);
        return 0;
      });
    await Promise.all([place(userId), watch(), place(userId), watch()]);
    expect(seen).toEqual([DEPOSIT_MINOR - STAKE_MINOR, DEPOSIT_MINOR - 2 * STAKE_MINOR]);
    expect(await available(userId)).toBe(DEPOSIT_MINOR - 2 * STAKE_MINOR);
    expect(await betsOf(userId)).toHaveLength(2);
  });
});
