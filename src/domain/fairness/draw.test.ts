import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsFromBytes, drawDigits, drawDigitsWithMac, drawMessage, REJECT_BYTES_FROM } from "./draw";
import { fromHex, sha256, utf8 } from "./sha256";

/** Ways out of 1000 equally likely triples to make each sum 0..27 (LEGACY-API.md). */
const SUM_WAYS = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1];
/** Chi-square critical values at the 99% level. */
const CHI2_99_DF9 = 21.666;
const CHI2_99_DF27 = 46.963;

function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, count, i) => sum + (count - expected[i]!) ** 2 / expected[i]!, 0);
}

/** The draw re-implemented from the header's specification with node:crypto, as an outside verifier would. */
function referenceDraw(seed: Uint8Array, gameId: number, issue: string): number[] {
  const digits: number[] = [];
  for (let n = 0; digits.length < 3; n++) {
    const message = n === 0 ? `${gameId}:${issue}` : `${gameId}:${issue}:${n}`;
    for (const byte of createHmac("sha256", seed).update(message, "utf8").digest()) {
      if (byte < 250 && digits.length < 3) digits.push(byte % 10);
    }
  }
  return digits;
}

describe("digitsFromBytes: the rejection mapping", () => {
  it("maps exactly 25 byte values to each digit and none from 250..255", () => {
    const valuesPerDigit = new Array<number>(10).fill(0);
    for (let byte = 0; byte < 256; byte++) {
      const digits = digitsFromBytes(Uint8Array.of(byte));
      if (byte >= 250) expect(digits).toEqual([]);
      else {
        expect(digits).toEqual([byte % 10]);
        valuesPerDigit[digits[0]!]! += 1;
      }
    }
    expect(valuesPerDigit).toEqual(new Array(10).fill(25));
    expect(REJECT_BYTES_FROM).toBe(250);
  });

  it("keeps every accepted digit, in order", () => {
    expect(digitsFromBytes(Uint8Array.of(249, 250, 0, 255, 13, 127, 251))).toEqual([9, 0, 3, 7]);
    expect(digitsFromBytes(new Uint8Array(0))).toEqual([]);
  });
});

describe("drawDigits", () => {
  const exampleSeed = sha256(utf8("example seed"));

  it("reproduces the test vectors in the file header", () => {
    expect(exampleSeed).toEqual(fromHex("326eaa548e7bb1b3e97ff8e26929630fa0c04a21179ec71afe5f6b62d0796b81"));
    expect(drawDigits(exampleSeed, 1, "20261122001")).toEqual([6, 3, 3]);
    expect(drawDigits(exampleSeed, 1, "20261122029")).toEqual([5, 4, 1]);
    expect(drawDigits(exampleSeed, 7, "20261122002")).toEqual([2, 9, 2]);
  });

  it("equals an independent re-implementation of the specification over node:crypto", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.nat({ max: 1_000_000 }),
        fc.string({ unit: "grapheme", maxLength: 20 }),
        (seed, gameId, issue) => {
          expect(drawDigits(seed, gameId, issue)).toEqual(referenceDraw(seed, gameId, issue));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("continues with block n = 1, 2, ... when a block runs out of accepted bytes", () => {
    const requested: string[] = [];
    const blocks = new Map<string, Uint8Array>([
      ["3:20261122001", Uint8Array.of(255, 4, ...new Array<number>(30).fill(250))], // one digit only
      ["3:20261122001:1", new Uint8Array(32).fill(251)], // none
      ["3:20261122001:2", Uint8Array.of(252, 17, 99, 5)], // the rest
    ]);
    const digits = drawDigitsWithMac(
      (message) => {
        const text = new TextDecoder().decode(message);
        requested.push(text);
        return blocks.get(text) ?? new Uint8Array(32);
      },
      3,
      "20261122001",
    );
    expect(digits).toEqual([4, 7, 9]);
    expect(requested).toEqual(["3:20261122001", "3:20261122001:1", "3:20261122001:2"]);
  });

  it("stops reading as soon as it has three digits", () => {
    const requested: string[] = [];
    const digits = drawDigitsWithMac(
      (message) => {
        requested.push(new TextDecoder().decode(message));
        return Uint8Array.of(250, 1, 2, 3, 4, 5);
      },
      1,
      "x",
    );
    expect(digits).toEqual([1, 2, 3]);
    expect(requested).toEqual(["1:x"]);
  });

  it("binds game and issue: the HMAC messages are `${gameId}:${issue}` then `${gameId}:${issue}:${n}`", () => {
    expect(drawMessage(12, "20261122001", 0)).toBe("12:20261122001");
    expect(drawMessage(12, "20261122001", 3)).toBe("12:20261122001:3");
  });

  it("refuses a game id without one canonical decimal form", () => {
    for (const gameId of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => drawDigits(exampleSeed, gameId, "1")).toThrow(RangeError);
    }
  });

  it("is uniform: each position over 0..9 and the sum against SUM_WAYS, chi-square over 10^6 draws", () => {
    const started = performance.now();
    const SEEDS = 1000;
    const ISSUES_PER_SEED = 1000;
    const draws = SEEDS * ISSUES_PER_SEED;
    const positionCounts = [0, 1, 2].map(() => new Array<number>(10).fill(0));
    const sumCounts = new Array<number>(28).fill(0);
    for (let s = 0; s < SEEDS; s++) {
      // Seeds from a deterministic source: SHA-256 of a counter.
      const seed = sha256(utf8(`chi-square seed ${s}`));
      for (let i = 1; i <= ISSUES_PER_SEED; i++) {
        const [a, b, c] = drawDigits(seed, 1 + (s % 5), `20261122${String(i).padStart(3, "0")}`);
        positionCounts[0]![a]! += 1;
        positionCounts[1]![b]! += 1;
        positionCounts[2]![c]! += 1;
        sumCounts[a + b + c]! += 1;
      }
    }
    const uniform = new Array<number>(10).fill(draws / 10);
    const expectedSums = SUM_WAYS.map((ways) => (ways * draws) / 1000);
    const positionStatistics = positionCounts.map((counts) => chiSquare(counts, uniform));
    const sumStatistic = chiSquare(sumCounts, expectedSums);
    const elapsedMs = performance.now() - started;
    console.info(
      `chi-square over ${draws} draws: positions ${positionStatistics.map((x) => x.toFixed(2)).join(", ")} ` +
        `(df 9, critical ${CHI2_99_DF9}); sums ${sumStatistic.toFixed(2)} (df 27, critical ${CHI2_99_DF27}); ${elapsedMs.toFixed(0)} ms`,
    );
    for (const statistic of positionStatistics) expect(statistic).toBeLessThan(CHI2_99_DF9);
    expect(sumStatistic).toBeLessThan(CHI2_99_DF27);
    expect(SUM_WAYS.reduce((a, b) => a + b, 0)).toBe(1000);
  });
});
