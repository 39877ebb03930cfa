import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildChain, commitmentOf, createSeedChainParams, hashRepeatedly, SEED_BYTES, seedAt } from "./chain";
import { sha256, toHex, utf8 } from "./sha256";

const nodeSha256 = (data: Uint8Array): Uint8Array => new Uint8Array(createHash("sha256").update(data).digest());
const topSeedOf = (label: string): Uint8Array => sha256(utf8(label));

describe("buildChain", () => {
  it("puts the top seed at index length and SHA-256 of seed[i] at i-1 (checked with node:crypto)", () => {
    const top = topSeedOf("chain top");
    const chain = buildChain(top, 50);
    expect(chain).toHaveLength(51);
    expect(chain[50]).toEqual(top);
    for (let i = 1; i <= 50; i++) expect(chain[i - 1]).toEqual(nodeSha256(chain[i]!));
    for (const seed of chain) expect(seed).toHaveLength(SEED_BYTES);
  });

  it("copies the top seed: changing the caller's array later changes nothing", () => {
    const top = topSeedOf("mutable");
    const chain = buildChain(top, 3);
    top.fill(0);
    expect(chain[3]).toEqual(topSeedOf("mutable"));
  });

  it("builds a 100,000-seed chain well under a second", () => {
    const top = topSeedOf("long chain");
    const started = performance.now();
    const chain = buildChain(top, 100_000);
    const elapsedMs = performance.now() - started;
    console.info(`buildChain(100000): ${elapsedMs.toFixed(1)} ms`);
    expect(elapsedMs).toBeLessThan(1000);
    expect(toHex(chain[0]!)).toBe(createSeedChainParams(top, 100_000).anchor);
    expect(chain[99_999]).toEqual(nodeSha256(chain[100_000]!));
  });

  it("refuses a top seed that is not 32 bytes and a length below 1", () => {
    expect(() => buildChain(new Uint8Array(31), 5)).toThrow(RangeError);
    expect(() => buildChain(new Uint8Array(33), 5)).toThrow(RangeError);
    for (const length of [0, -1, 1.5, Number.NaN]) expect(() => buildChain(topSeedOf("x"), length)).toThrow(RangeError);
  });
});

describe("seedAt", () => {
  it("returns seed[index] for 0..length and throws outside", () => {
    const chain = buildChain(topSeedOf("seedAt"), 4);
    expect(seedAt(chain, 0)).toBe(chain[0]);
    expect(seedAt(chain, 4)).toBe(chain[4]);
    for (const index of [-1, 5, 1.5, Number.NaN]) expect(() => seedAt(chain, index)).toThrow(RangeError);
  });
});

describe("commitments along a chain", () => {
  const length = 30;
  const chain = buildChain(topSeedOf("rounds"), length);

  it("a commitment is the lowercase hex SHA-256 of the seed's raw bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        expect(commitmentOf(seed)).toBe(createHash("sha256").update(seed).digest("hex"));
      }),
    );
  });

  it("each round's revealed seed hashes to the commitment published before it opened", () => {
    for (let k = 1; k <= length; k++) expect(commitmentOf(seedAt(chain, k))).toBe(toHex(seedAt(chain, k - 1)));
  });

  it("each revealed seed equals the next round's commitment", () => {
    for (let k = 1; k < length; k++) expect(toHex(seedAt(chain, k))).toBe(commitmentOf(seedAt(chain, k + 1)));
  });

  it("hashing round k's seed k times gives the published anchor", () => {
    const anchor = toHex(seedAt(chain, 0));
    for (let k = 1; k <= length; k++) {
      expect(toHex(hashRepeatedly(seedAt(chain, k), k))).toBe(anchor);
      if (k > 1) expect(toHex(hashRepeatedly(seedAt(chain, k), k - 1))).not.toBe(anchor);
    }
  });
});

describe("hashRepeatedly", () => {
  it("hashes 0 times into a copy and n times by iterating SHA-256", () => {
    const seed = topSeedOf("repeat");
    const copy = hashRepeatedly(seed, 0);
    expect(copy).toEqual(seed);
    expect(copy).not.toBe(seed);
    expect(hashRepeatedly(seed, 3)).toEqual(nodeSha256(nodeSha256(nodeSha256(seed))));
    expect(seed).toEqual(topSeedOf("repeat")); // input untouched
    expect(() => hashRepeatedly(seed, -1)).toThrow(RangeError);
  });
});

describe("createSeedChainParams", () => {
  it("returns the length and the anchor as hex, and nothing of the secret top seed", () => {
    const top = topSeedOf("params");
    const params = createSeedChainParams(top, 12);
    expect(params).toEqual({ length: 12, anchor: toHex(buildChain(top, 12)[0]!) });
    expect(params.anchor).toMatch(/^[0-9a-f]{64}$/);
    expect(() => createSeedChainParams(new Uint8Array(16), 12)).toThrow(RangeError);
  });
});
