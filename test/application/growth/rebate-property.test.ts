import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../../../adapters/persistence/sqlite-store";
import { claimRebate } from "../../../src/application/growth/claim-rebate";
import { creditDueRebates } from "../../../src/application/growth/credit-due-rebates";
import { growthSettings } from "../../../src/application/growth/growth-settings";
import { saveGrowthSettings } from "../../../src/application/growth/save-growth-settings";
import { takeTimeOut } from "../../../src/application/protection/take-break";
import { numberPlayType, PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { units } from "../../../src/domain/money";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants } from "../../../src/domain/wallet/ledger";
import { bet, createPlayer, finishRound, scene } from "../query-fixtures";
import { fundLogOf, OPERATOR_ID, PASSWORD } from "../wallet-fixtures";

/** 2026-11-23 00:02 in Taipei: the first round's day is over, and its grace minute. */
const NOV_23_MS = Date.UTC(2026, 10, 22, 16, 2, 0);

/** Sums each range play type wins on, from SPEC's words; number play type 100 + n wins on n. */
const RANGE: Record<number, (sum: number) => boolean> = {
  [PLAY_TYPE.big]: (s) => s >= 14,
  [PLAY_TYPE.small]: (s) => s <= 13,
  [PLAY_TYPE.single]: (s) => s % 2 === 1,
  [PLAY_TYPE.big_double]: (s) => s >= 14 && s % 2 === 0,
  [PLAY_TYPE.extreme_small]: (s) => s <= 5,
};
const wins = (playType: number, sum: number) => (playType >= 100 ? playType - 100 === sum : RANGE[playType]!(sum));
const covers = (types: readonly number[]) => Array.from({ length: 28 }, (_, s) => s).every((sum) => types.some((t) => wins(t, sum)));

/** A round's plays: a few range and number bets, or a hedge (big with the numbers 0-13, or all 28 numbers). */
const roundPlays = fc.oneof(
  { weight: 3, arbitrary: fc.uniqueArray(fc.oneof(fc.constantFrom(PLAY_TYPE.big, PLAY_TYPE.single, PLAY_TYPE.big_double, PLAY_TYPE.extreme_small), fc.integer({ min: 0, max: 27 }).map(numberPlayType)), { minLength: 1, maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom([PLAY_TYPE.big, ...Array.from({ length: 14 }, (_, n) => numberPlayType(n))], Array.from({ length: 28 }, (_, n) => numberPlayType(n))) },
);

/**
 * The rebate a player is paid for a day, by claims and the end-of-day credit together, equals the formula on their
 * bets, whatever they bet (hedges included), whenever they claim, and whether they take a break during the day:
 * a break refuses the claims after it, and the credit pays the rest. Real use cases on SQLite.
 */
describe("rebates paid for a day", () => {
  it("equal floor(counted base stakes x base rate + counted number stakes x number rate) / 10000, claims and breaks whatever they are", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ plays: roundPlays, stakeUnits: fc.integer({ min: 1, max: 300 }), claimAfter: fc.boolean() }), { minLength: 1, maxLength: 4 }),
        fc.option(fc.nat({ max: 3 }), { nil: null }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        async (rounds, breakAfter, baseBp, numberBp) => {
          const store = await openSqliteStore({ file: ":memory:" });
          try {
            const s = await scene(store);
            const settings = await growthSettings(s.app.deps);
            const [junior, ...higher] = settings.vip.levels;
            const levels = [{ ...junior, baseRebateBp: baseBp, numberRebateBp: numberBp }, ...higher] as unknown as typeof settings.vip.levels;
            const saved = await saveGrowthSettings(s.app.deps, { operatorId: OPERATOR_ID, settings: { ...settings, rebate: { mode: "claim", minimumClaimMinor: 1 }, vip: { ...settings.vip, levels } } });
            expect(saved.ok).toBe(true);
            const player = await createPlayer(s.app, { balanceMinor: units(100_000) });
            let onBreak = false;
            let model = 0n;
            for (const [index, round] of rounds.entries()) {
              if (onBreak) break; // no play during a break
              await bet(s, player.id, round.plays, units(round.stakeUnits));
              await finishRound(s);
              if (!covers(round.plays)) for (const playType of round.plays) model += BigInt(units(round.stakeUnits)) * BigInt(playType >= 100 ? numberBp : baseBp);
              if (round.claimAfter) {
                const claimed = await claimRebate(s.app.deps, player.id);
                if (!claimed.ok) expect(claimed.error.code).toBe("REBATE_BELOW_MINIMUM");
              }
              if (breakAfter === index) {
                const taken = await takeTimeOut(s.app.deps, { userId: player.id, password: PASSWORD, confirmed: true, address: "203.0.113.9", days: 1 });
                expect(taken.ok).toBe(true);
                onBreak = true;
                const refused = await claimRebate(s.app.deps, player.id);
                expect(refused.ok ? "paid" : refused.error.code).toBe("PROMOTIONS_PAUSED_ON_BREAK");
              }
            }
            s.app.clock.set(NOV_23_MS);
            await creditDueRebates(s.app.deps, NOV_23_MS);
            const paid = (await fundLogOf(s.app, player.id)).filter((line) => line.type === FUND_TYPE.rebate);
            expect(paid.reduce((sum, line) => sum + line.quantityMinor, 0)).toBe(Number(model / 10_000n));
            expect(paid.every((line) => line.quantityMinor > 0 && line.mark === "rebate:2026-11-22")).toBe(true);
            expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
          } finally {
            await store.close();
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
