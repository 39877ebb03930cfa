import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { Payout } from "../../src/domain/growth/payout";
import { payoutKey } from "../../src/domain/growth/payout";
import { FUND_TYPE, type FundType } from "../../src/domain/wallet/fund-log";
import { playerAccount } from "../../src/domain/wallet/ledger";
import type { Store } from "../../src/ports/store";
import { ALL, AT_MS, build, ISSUE, OTHER_ISSUE, settledIn } from "../support/settlement-rounds";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The growth engine's two repositories (migration 034) on both stores: the payouts table whose unique key makes a
 * payment once-only (however many runs or servers try), the finished runs, and the figures the end-of-day runs
 * read (settled plays by settlement time, deposits, what the engine paid).
 */
const DAY_MS = 86_400_000;
const ALL_TIME_RANGE = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };

const payout = (userId: number, overrides: Partial<Omit<Payout, "mark">> = {}): Omit<Payout, "mark"> => ({
  key: payoutKey("rebate", userId, "2026-01-01:100"),
  kind: "rebate",
  userId,
  amountMinor: 100,
  periodKey: "2026-01-01",
  source: "rebate",
  detail: "{}",
  atMs: T0,
  ...overrides,
});

forEachStore((_name, open) => {
  describe("growthPayouts", () => {
    let store: Store;
    let users: number[];
    beforeEach(async () => {
      store = await open();
      users = await store.transaction(async (tx) => [(await createUser(tx, { username: "a" })).id, (await createUser(tx, { username: "b" })).id]);
    });
    afterEach(() => store.close());

    it("records a key once: a second insert of it, even with other figures, writes nothing and says so", async () => {
      const [a] = users as [number];
      expect(await store.transaction((tx) => tx.growthPayouts.insert(payout(a)))).toBe(true);
      expect(await store.transaction((tx) => tx.growthPayouts.insert(payout(a, { amountMinor: 999, detail: '{"again":true}' })))).toBe(false);
      const paid = await store.read((tx) => tx.growthPayouts.byKey(payoutKey("rebate", a, "2026-01-01:100")));
      expect(paid).toEqual({ ...payout(a), id: expect.any(Number) });
      expect(await store.read((tx) => tx.growthPayouts.byKey("rebate:0:none"))).toBeNull();
      expect(await store.read((tx) => tx.growthPayouts.ofUser(a, [], ALL))).toHaveLength(1);
    });

    it("lets exactly one of two transactions racing on the same key record it", async () => {
      const [a] = users as [number];
      const key = payoutKey("commission", a, "2026-01-01");
      const outcomes = await Promise.all(
        [100, 200].map((amountMinor) => store.transaction((tx) => tx.growthPayouts.insert(payout(a, { key, kind: "commission", amountMinor })))),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const kept = await store.read((tx) => tx.growthPayouts.byKey(key));
      expect(kept!.amountMinor).toBe(outcomes[0] ? 100 : 200);
    });

    it("forgets a key whose transaction rolled back: the next run may pay it", async () => {
      const [a] = users as [number];
      await expect(
        store.transaction(async (tx) => {
          expect(await tx.growthPayouts.insert(payout(a))).toBe(true);
          throw new Error("killed half-way");
        }),
      ).rejects.toThrow("killed half-way");
      expect(await store.read((tx) => tx.growthPayouts.byKey(payout(a).key))).toBeNull();
      expect(await store.transaction((tx) => tx.growthPayouts.insert(payout(a)))).toBe(true);
    });

    it("lists a beneficiary's payments newest first, by kind, a page at a time, and sums a period of one kind", async () => {
      const [a, b] = users as [number, number];
      const rows = [
        payout(a, { key: "rebate:a:1", amountMinor: 120, atMs: T0 + 1 }),
        payout(a, { key: "rebate:a:2", amountMinor: 3_000_000_000, atMs: T0 + 2 }),
        payout(a, { key: "commission:a", kind: "commission", source: "commission", amountMinor: 7, atMs: T0 + 3 }),
        payout(a, { key: "rebate:a:next", amountMinor: 50, periodKey: "2026-01-02", atMs: T0 + 4 }),
        payout(b, { key: "rebate:b:1", amountMinor: 9, atMs: T0 + 5 }),
      ];
      await store.transaction(async (tx) => {
        for (const row of rows) expect(await tx.growthPayouts.insert(row)).toBe(true);
      });
      const keysOf = (list: readonly { key: string }[]) => list.map((row) => row.key);
      expect(keysOf(await store.read((tx) => tx.growthPayouts.ofUser(a, [], ALL)))).toEqual(["rebate:a:next", "commission:a", "rebate:a:2", "rebate:a:1"]);
      expect(keysOf(await store.read((tx) => tx.growthPayouts.ofUser(a, ["commission", "bonus"], ALL)))).toEqual(["commission:a"]);
      expect(keysOf(await store.read((tx) => tx.growthPayouts.ofUser(a, [], { offset: 1, limit: 2 })))).toEqual(["commission:a", "rebate:a:2"]);
      // Amounts past 2^31 (and sums of them) come back as exact numbers on both stores.
      expect(await store.read((tx) => tx.growthPayouts.sumOfPeriod(a, "rebate", "2026-01-01"))).toBe(3_000_000_120);
      expect(await store.read((tx) => tx.growthPayouts.sumOfPeriod(a, "commission", "2026-01-01"))).toBe(7);
      expect(await store.read((tx) => tx.growthPayouts.sumOfPeriod(b, "bonus", "2026-01-01"))).toBe(0);
    });

    it("lists every payment of a time range oldest first, by kind, after an id, at most a limit", async () => {
      const [a, b] = users as [number, number];
      await store.transaction(async (tx) => {
        for (const [i, at] of [T0 - 1, T0, T0 + 10, T0 + DAY_MS].entries()) await tx.growthPayouts.insert(payout(i % 2 ? b : a, { key: `rebate:${i}`, atMs: at }));
        await tx.growthPayouts.insert(payout(a, { key: "bonus:x", kind: "bonus", source: "level:1", atMs: T0 + 20 }));
      });
      const day = { fromMs: T0, toMs: T0 + DAY_MS };
      const all = await store.read((tx) => tx.growthPayouts.inRange(null, day, 0, 100));
      expect(all.map((row) => row.key)).toEqual(["rebate:1", "rebate:2", "bonus:x"]);
      expect((await store.read((tx) => tx.growthPayouts.inRange("rebate", day, 0, 100))).map((row) => row.key)).toEqual(["rebate:1", "rebate:2"]);
      expect((await store.read((tx) => tx.growthPayouts.inRange(null, day, all[0]!.id, 1))).map((row) => row.key)).toEqual(["rebate:2"]);
      expect(await store.read((tx) => tx.growthPayouts.inRange("commission", day, 0, 100))).toEqual([]);
    });

    it("knows a finished run, however many times (and servers) finish it", async () => {
      expect(await store.read((tx) => tx.growthPayouts.runFinished("commission:2026-01-01"))).toBe(false);
      await Promise.all([1, 2].map((i) => store.transaction((tx) => tx.growthPayouts.markRunFinished("commission:2026-01-01", T0 + i))));
      await store.transaction((tx) => tx.growthPayouts.markRunFinished("commission:2026-01-01", T0 + 3));
      expect(await store.read((tx) => tx.growthPayouts.runFinished("commission:2026-01-01"))).toBe(true);
      expect(await store.read((tx) => tx.growthPayouts.runFinished("commission:2026-01-02"))).toBe(false);
    });
  });

  describe("fundLog.ofUser with a list of types (the legacy wire's gift filter takes the growth credits)", () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it("reads the lines of any of the types listed, newest first, and none for an empty list", async () => {
      const userId = await store.transaction(async (tx) => {
        const user = await createUser(tx, { username: "f" });
        for (const [i, type] of ([FUND_TYPE.gift, FUND_TYPE.buy, FUND_TYPE.commission, FUND_TYPE.rebate, FUND_TYPE.bonus, FUND_TYPE.profit] as const).entries()) {
          await tx.fundLog.insert({ userId: user.id, type, quantityMinor: 100 + i, overMinor: 0, mark: "", status: 1, ref: `r${i}`, createdAtMs: T0 + i });
        }
        return user.id;
      });
      const read = (types: readonly FundType[] | FundType | null) =>
        store.read((tx) => tx.fundLog.ofUser(userId, ALL_TIME_RANGE, types, ALL)).then((lines) => lines.map((line) => line.type));
      expect(await read([FUND_TYPE.gift, FUND_TYPE.commission, FUND_TYPE.rebate, FUND_TYPE.bonus])).toEqual([8, 7, 6, 4]);
      expect(await read(FUND_TYPE.buy)).toEqual([2]);
      expect(await read([])).toEqual([]);
      expect(await read(null)).toEqual([3, 8, 7, 6, 2, 4]);
    });
  });

  describe("growthFigures", () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    // ISSUE's bets settle at AT_MS, OTHER_ISSUE's a day later: the figures count a bet in the period it was settled in.
    const DIGITS = [9, 9, 9] as const; // 27: big wins, small loses
    const settleBoth = async () => {
      const users = await build(store, {
        users: [{ depositMinor: 100_000, lockedMinor: 0 }, { depositMinor: 100_000, lockedMinor: 0 }, { depositMinor: 100_000, lockedMinor: 0 }],
        bets: [
          { user: 0, playType: PLAY_TYPE.big, stakeMinor: 1_000, oddsHundredths: 194, otherRound: false },
          { user: 0, playType: PLAY_TYPE.big, stakeMinor: 500, oddsHundredths: 194, otherRound: false },
          { user: 0, playType: PLAY_TYPE.small, stakeMinor: 300, oddsHundredths: 194, otherRound: false },
          { user: 1, playType: PLAY_TYPE.small, stakeMinor: 700, oddsHundredths: 194, otherRound: false },
          { user: 1, playType: PLAY_TYPE.big, stakeMinor: 200, oddsHundredths: 194, otherRound: true },
          // User 2 only bets in the round that is never settled: not a player of any range.
        ],
        digits: [...DIGITS],
      });
      await store.transaction((tx) => settledIn(tx, { gameId: 1, issue: ISSUE, winningPlayTypes: [PLAY_TYPE.big], marks: { [PLAY_TYPE.big]: "big" }, atMs: AT_MS, limit: 100 }));
      return users as [number, number, number];
    };
    const settleOther = async () => {
      await store.transaction(async (tx) => {
        expect(await tx.rounds.advance(1, OTHER_ISSUE, "open", "closed")).toBe(true);
        expect(await tx.rounds.advance(1, OTHER_ISSUE, "closed", "drawn", { digits: [...DIGITS], revealedSeed: "cd".repeat(32) })).toBe(true);
        await settledIn(tx, { gameId: 1, issue: OTHER_ISSUE, winningPlayTypes: [PLAY_TYPE.big], marks: { [PLAY_TYPE.big]: "big" }, atMs: AT_MS + DAY_MS, limit: 100 });
      });
    };

    it("finds the players with bets settled in a range, once each, ascending, and none of an unsettled round", async () => {
      const [u0, u1] = await settleBoth();
      const firstDay = { fromMs: AT_MS, toMs: AT_MS + DAY_MS };
      expect(await store.read((tx) => tx.growthFigures.playersWithSettledBets(firstDay))).toEqual([u0, u1]);
      // OTHER_ISSUE is not settled yet: nothing the next day.
      const nextDay = { fromMs: AT_MS + DAY_MS, toMs: AT_MS + 2 * DAY_MS };
      expect(await store.read((tx) => tx.growthFigures.playersWithSettledBets(nextDay))).toEqual([]);
      await settleOther();
      expect(await store.read((tx) => tx.growthFigures.playersWithSettledBets(nextDay))).toEqual([u1]);
      // Half-open: a range ending at the settlement instant does not hold it.
      expect(await store.read((tx) => tx.growthFigures.playersWithSettledBets({ fromMs: 0, toMs: AT_MS }))).toEqual([]);
    });

    it("sums a player's settled stakes and payouts per round and play type, for the players asked only", async () => {
      const [u0, u1, u2] = await settleBoth();
      await settleOther();
      const firstDay = { fromMs: AT_MS, toMs: AT_MS + DAY_MS };
      const plays = await store.read((tx) => tx.growthFigures.settledPlaysOf([u0, u1, u2], firstDay));
      expect(plays).toEqual([
        { userId: u0, gameId: 1, issue: ISSUE, playType: PLAY_TYPE.big, stakeMinor: 1_500, payoutMinor: 1_940 + 970 },
        { userId: u0, gameId: 1, issue: ISSUE, playType: PLAY_TYPE.small, stakeMinor: 300, payoutMinor: 0 },
        { userId: u1, gameId: 1, issue: ISSUE, playType: PLAY_TYPE.small, stakeMinor: 700, payoutMinor: 0 },
      ]);
      expect(await store.read((tx) => tx.growthFigures.settledPlaysOf([u1], { fromMs: AT_MS + DAY_MS, toMs: AT_MS + 2 * DAY_MS }))).toEqual([
        { userId: u1, gameId: 1, issue: OTHER_ISSUE, playType: PLAY_TYPE.big, stakeMinor: 200, payoutMinor: 388 },
      ]);
      expect(await store.read((tx) => tx.growthFigures.settledPlaysOf([], firstDay))).toEqual([]);
    });

    it("sums approved deposits and the engine's own payments per player in a range", async () => {
      const [u0, u1, u2] = await settleBoth(); // build deposits 100,000 to each at T0
      await store.transaction(async (tx) => {
        const at = T0 + DAY_MS;
        expect(await tx.ledger.transfer({ id: "d:late", fromAccount: "world", toAccount: playerAccount(u1, "available"), amountMinor: 2_500, kind: "deposit", userId: u1, ref: "t", atMs: at })).toBe("created");
        // Not a deposit: an operator's adjustment does not count.
        expect(await tx.ledger.transfer({ id: "adj", fromAccount: "house", toAccount: playerAccount(u2, "available"), amountMinor: 10, kind: "adjustment", userId: u2, ref: "t", atMs: at })).toBe("created");
        await tx.growthPayouts.insert(payout(u0, { key: "r0", amountMinor: 40, atMs: at }));
        await tx.growthPayouts.insert(payout(u0, { key: "b0", kind: "bonus", amountMinor: 60, atMs: at + 1 }));
        await tx.growthPayouts.insert(payout(u1, { key: "c1", kind: "commission", amountMinor: 5, atMs: at }));
        await tx.growthPayouts.insert(payout(u1, { key: "r1:before", amountMinor: 1, atMs: T0 }));
      });
      const nextDay = { fromMs: T0 + DAY_MS, toMs: T0 + 2 * DAY_MS };
      expect(await store.read((tx) => tx.growthFigures.depositsOf([u0, u1, u2], { fromMs: T0, toMs: T0 + 1 }))).toEqual(new Map([[u0, 100_000], [u1, 100_000], [u2, 100_000]]));
      expect(await store.read((tx) => tx.growthFigures.depositsOf([u1, u2], nextDay))).toEqual(new Map([[u1, 2_500]]));
      expect(await store.read((tx) => tx.growthFigures.paidTo([u0, u1], ["rebate", "bonus"], nextDay))).toEqual(new Map([[u0, 100]]));
      expect(await store.read((tx) => tx.growthFigures.paidTo([u0, u1], ["commission"], nextDay))).toEqual(new Map([[u1, 5]]));
      expect(await store.read((tx) => tx.growthFigures.paidTo([u0, u1], [], nextDay))).toEqual(new Map());
      expect(await store.read((tx) => tx.growthFigures.depositsOf([], nextDay))).toEqual(new Map());
    });
  });
});
