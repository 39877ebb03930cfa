import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { betPseudonym, betsRoot, BetsRootBuilder, EMPTY_BETS_ROOT, inclusionProof, leafHash, nodeHash, verifyInclusion, type BetLeaf } from "./bets-root";
import { sha256, toHex } from "./sha256";

/** Leaves with distinct bet ids, in no particular order. */
const leavesArb = (min: number, max: number) =>
  fc.uniqueArray(
    fc.record({
      betId: fc.integer({ min: 1, max: 1_000_000 }),
      pseudonym: fc.uint8Array({ minLength: 16, maxLength: 16 }).map(toHex),
      playType: fc.integer({ min: 1, max: 127 }),
      stakeMinor: fc.integer({ min: 1, max: 10_000_000 }),
      placedAtMs: fc.integer({ min: 0, max: 2 ** 45 }),
    }),
    { minLength: min, maxLength: max, selector: (leaf) => leaf.betId },
  );

/** RFC 6962's MTH, written straight from its definition, to check the streaming builder against. */
function referenceRoot(hashes: Uint8Array[]): Uint8Array {
  if (hashes.length === 0) return sha256(new Uint8Array(0));
  if (hashes.length === 1) return hashes[0]!;
  let k = 1;
  while (k * 2 < hashes.length) k *= 2;
  return nodeHash(referenceRoot(hashes.slice(0, k)), referenceRoot(hashes.slice(k)));
}

const sorted = (leaves: readonly BetLeaf[]) => [...leaves].sort((a, b) => a.betId - b.betId);

describe("betsRoot", () => {
  it("is RFC 6962's tree over the leaves in bet id order, whatever order they come in", () => {
    fc.assert(
      fc.property(leavesArb(0, 40), fc.integer(), (leaves, seed) => {
        const shuffled = fc.sample(fc.shuffledSubarray(leaves, { minLength: leaves.length, maxLength: leaves.length }), { seed, numRuns: 1 })[0]!;
        const root = betsRoot(leaves);
        expect(betsRoot(shuffled)).toBe(root);
        expect(root).toBe(toHex(referenceRoot(sorted(leaves).map(leafHash))));
      }),
    );
    expect(betsRoot([])).toBe(EMPTY_BETS_ROOT);
  });

  it("changes with any field of any leaf, and with a leaf added or removed", () => {
    const fields = ["betId", "pseudonym", "playType", "stakeMinor", "placedAtMs"] as const;
    fc.assert(
      fc.property(leavesArb(1, 20), fc.nat(), fc.constantFrom(...fields), (leaves, at, field) => {
        const root = betsRoot(leaves);
        const index = at % leaves.length;
        const leaf = leaves[index]!;
        const changed: BetLeaf =
          field === "pseudonym" ? { ...leaf, pseudonym: leaf.pseudonym.replace(/^./, (c) => (c === "0" ? "1" : "0")) } : { ...leaf, [field]: leaf[field] + 2_000_001 };
        expect(betsRoot(leaves.map((l, i) => (i === index ? changed : l)))).not.toBe(root);
        expect(betsRoot(leaves.filter((_, i) => i !== index))).not.toBe(root);
        expect(betsRoot([...leaves, { ...leaf, betId: 2_000_000 }])).not.toBe(root);
      }),
    );
  });

  it("is built the same page by page as all at once, and refuses leaves out of order", () => {
    const leaves = sorted(fc.sample(leavesArb(100, 100), { seed: 7, numRuns: 1 })[0]!);
    const builder = new BetsRootBuilder();
    for (const leaf of leaves) builder.add(leaf);
    expect(builder.root()).toBe(betsRoot(leaves));
    expect(() => builder.add(leaves[0]!)).toThrow(RangeError);
  });
});

describe("inclusion proofs", () => {
  it("verify for every leaf of random trees, and fail for a tampered leaf, step or root", () => {
    fc.assert(
      fc.property(leavesArb(1, 33), (leaves) => {
        const root = betsRoot(leaves);
        for (const leaf of leaves) {
          const proof = inclusionProof(leaves, leaf.betId)!;
          expect(proof.root).toBe(root);
          expect(verifyInclusion(proof.leaf, proof.steps, root)).toBe(true);
          expect(verifyInclusion({ ...proof.leaf, stakeMinor: proof.leaf.stakeMinor + 1 }, proof.steps, root)).toBe(false);
          expect(verifyInclusion(proof.leaf, proof.steps, EMPTY_BETS_ROOT)).toBe(false);
          if (proof.steps.length > 0) {
            const [first, ...rest] = proof.steps;
            expect(verifyInclusion(proof.leaf, [{ ...first!, side: first!.side === "left" ? "right" : "left" }, ...rest], root)).toBe(false);
          }
        }
        expect(inclusionProof(leaves, 2_000_000)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});

describe("betPseudonym", () => {
  it("hides the user id behind the round's pepper: differs per bet, per user and per pepper", () => {
    const pepper = sha256(new Uint8Array([1]));
    const name = betPseudonym(pepper, 42, 7);
    expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(betPseudonym(pepper, 42, 8)).not.toBe(name);
    expect(betPseudonym(pepper, 43, 7)).not.toBe(name);
    expect(betPseudonym(sha256(new Uint8Array([2])), 42, 7)).not.toBe(name);
    expect(betPseudonym(pepper, 42, 7)).toBe(name);
  });
});
