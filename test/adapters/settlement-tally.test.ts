import { describe, expect, it } from "vitest";
import { settledRowsOf, tallyChunk } from "../../adapters/persistence/repositories/settlement-tally";
import { InvariantViolation } from "../../src/domain/errors";
import { stakesAccount } from "../../src/domain/wallet/ledger";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";

/** How PostgreSQL hands a chunk's results back (settlement.ts, step 1) and what the chunk adds up to. */
describe("settledRowsOf", () => {
  it("reads seven values a bet, in SettledRow's order", () => {
    expect(settledRowsOf("7 3 1 1000 194 1 1940 9 4 2 500 194 0 0")).toEqual([
      { id: 7, user_id: 3, play_type: 1, stake_minor: 1000, odds_hundredths: 194, hit: 1, payout_minor: 1940 },
      { id: 9, user_id: 4, play_type: 2, stake_minor: 500, odds_hundredths: 194, hit: 0, payout_minor: 0 },
    ]);
  });

  it("refuses a truncated list and any value that is not a safe integer, rather than pay a wrong amount", () => {
    expect(() => settledRowsOf("7 3 1 1000 194 1")).toThrow(InvariantViolation);
    expect(() => settledRowsOf("7 3 1 1000 194 1 19.5")).toThrow(InvariantViolation);
    expect(() => settledRowsOf("7 3 1 1000 194 1 9007199254740993")).toThrow(/not a safe integer/);
    expect(() => settledRowsOf("7 3 1 1000 194 1 x")).toThrow(InvariantViolation);
    // Seven fields, one of them empty: not a payout of 0.
    expect(() => settledRowsOf("7 3 1 1000 194 1 ")).toThrow(/"" is not a safe integer/);
  });
});

describe("tallyChunk", () => {
  it("sums stakes per shard and payouts, and refuses a payout that differs from the domain's by a cent", () => {
    const rows = settledRowsOf(`1 3 ${PLAY_TYPE.big} 1000 194 1 1940 2 3 ${PLAY_TYPE.small} 500 194 0 0 3 20 ${PLAY_TYPE.big} 333 150 1 499`);
    const tally = tallyChunk(rows, [PLAY_TYPE.big]);
    expect([tally.stakesMinor, tally.payoutsMinor, tally.paidIds, [...tally.paidUserIds]]).toEqual([1833, 2439, [1, 3], [3, 20]]);
    expect(new Map(tally.collects)).toEqual(
      stakesAccount(3) === stakesAccount(20)
        ? new Map([[stakesAccount(3), { stakesMinor: 1833, lowestId: 1 }]])
        : new Map([[stakesAccount(3), { stakesMinor: 1500, lowestId: 1 }], [stakesAccount(20), { stakesMinor: 333, lowestId: 3 }]]),
    );
    const wrong = rows.map((row) => (row.id === 3 ? { ...row, payout_minor: 500 } : row));
    expect(() => tallyChunk(wrong, [PLAY_TYPE.big])).toThrow(/bet 3: settled with payout 500, expected 499/);
  });
});
