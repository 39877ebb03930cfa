import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settleRoundChunk, type SettleProgress } from "../../src/application/rounds/settle-round";
import { inTransaction } from "../../src/application/unit-of-work";
import { checkLedgerInvariants } from "../../src/domain/wallet/ledger";
import { multiplyByOdds, type Minor } from "../../src/domain/money";
import { PLAY_TYPES, isWinning, sumOf } from "../../src/domain/betting/outcome";
import type { RoundRecord } from "../../src/domain/rounds/round";
import type { Store } from "../../src/ports/store";
import { RecordingEventBus } from "../support/fakes";
import { settleRoundChunkOneByOne } from "../support/settle-one-by-one";
import { AT_MS, build, GAME_NAME, ISSUE, observe, OTHER_ISSUE, type Scenario, type SettleWork, type UserSpec } from "../support/settlement-rounds";
import { forEachStore } from "../support/stores";

/**
 * The set-based `SettlementRepository.settleChunk` (through `settleRoundChunk`)
 * against the per-bet reference algorithm (test/support/settle-one-by-one.ts):
 * two stores built identically, each settled by one of them in its own random
 * chunk sizes, must end up indistinguishable for a player, an operator or an
 * auditor: bets, transfers, balances, fund log, win notices, the round.
 * settle-chunk.contract.test.ts checks single chunks and racing settlers.
 */

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

/** The last balance each player was told about. */
function lastBalances(events: RecordingEventBus): Map<number, { moneyMinor: Minor; lockedMinor: Minor }> {
  return new Map(events.ofType("balance.changed").map((e) => [e.userId, { moneyMinor: e.moneyMinor, lockedMinor: e.lockedMinor }]));
}

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
});
