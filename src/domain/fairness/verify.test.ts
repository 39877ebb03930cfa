import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildChain, commitmentOf, seedAt } from "./chain";
import { drawDigits } from "./draw";
import { sha256, toHex, utf8 } from "./sha256";
import { MAX_VERIFIABLE_CHAIN_INDEX, verifyChainLink, verifyDraw, type VerifyDrawInput } from "./verify";

const GAME_ID = 3;
const CHAIN_LENGTH = 40;
const chain = buildChain(sha256(utf8("verify test chain")), CHAIN_LENGTH);
const anchor = toHex(seedAt(chain, 0));

/** What the server publishes for the round that uses chain index k (commitment before, the rest after the draw). */
function publishedRound(k: number): Required<VerifyDrawInput> {
  const seed = seedAt(chain, k);
  const issue = `20261122${String(k).padStart(3, "0")}`;
  return { gameId: GAME_ID, issue, commitment: commitmentOf(seed), revealedSeed: toHex(seed), digits: drawDigits(seed, GAME_ID, issue), chainIndex: k, anchor, betsRoot: null };
}

const roundIndex = fc.integer({ min: 1, max: CHAIN_LENGTH });
const hash32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toHex);
const digit = fc.integer({ min: 0, max: 9 });

describe("verifyDraw accepts genuine draws", () => {
  it("passes every check for every round of a chain", () => {
    for (let k = 1; k <= CHAIN_LENGTH; k++) {
      const round = publishedRound(k);
      expect(verifyDraw(round)).toEqual({
        ok: true,
        checks: { commitmentMatches: true, digitsMatch: true, chainMatches: true },
        expectedDigits: round.digits,
      });
    }
  });

  it("leaves the chain check null when chainIndex or anchor is not given", () => {
    const { chainIndex, anchor: _anchor, ...withoutChain } = publishedRound(5);
    for (const input of [withoutChain, { ...withoutChain, chainIndex }, { ...withoutChain, anchor }]) {
      const result = verifyDraw(input);
      expect(result.ok).toBe(true);
      expect(result.checks.chainMatches).toBeNull();
    }
  });
});

describe("verifyDraw rejects tampering", () => {
  it("with the digits", () => {
    fc.assert(
      fc.property(roundIndex, fc.tuple(digit, digit, digit), (k, digits) => {
        const round = publishedRound(k);
        fc.pre(digits.some((d, i) => d !== round.digits[i]));
        const result = verifyDraw({ ...round, digits });
        expect(result.ok).toBe(false);
        expect(result.checks).toEqual({ commitmentMatches: true, digitsMatch: false, chainMatches: true });
        expect(result.expectedDigits).toEqual(round.digits);
        expect(result.reason).toMatch(/digits/);
      }),
    );
  });

  it("with the digits' shape or type (too few, too many, out of range, strings)", () => {
    const round = publishedRound(7);
    const [a, b, c] = round.digits as [number, number, number];
    for (const digits of [[a, b], [a, b, c, 0], [a, b, c + 10], [a, b, c - 10], [a, b, c + 0.5], [`${a}`, b, c], []]) {
      expect(verifyDraw({ ...round, digits: digits as number[] }).ok).toBe(false);
    }
  });

  it("with the seed (a different seed, even with its own digits)", () => {
    fc.assert(
      fc.property(roundIndex, fc.uint8Array({ minLength: 32, maxLength: 32 }), (k, fakeSeed) => {
        const round = publishedRound(k);
        fc.pre(toHex(fakeSeed) !== round.revealedSeed);
        const result = verifyDraw({ ...round, revealedSeed: toHex(fakeSeed), digits: drawDigits(fakeSeed, round.gameId, round.issue) });
        expect(result.ok).toBe(false);
        expect(result.checks.commitmentMatches).toBe(false);
        expect(result.checks.chainMatches).toBe(false);
      }),
    );
  });

  it("with the seed: another round's genuine seed of the same chain", () => {
    fc.assert(
      fc.property(roundIndex, roundIndex, (k, other) => {
        fc.pre(k !== other);
        const result = verifyDraw({ ...publishedRound(k), revealedSeed: toHex(seedAt(chain, other)) });
        expect(result.ok).toBe(false);
        expect(result.checks.commitmentMatches).toBe(false);
      }),
    );
  });

  it("with the commitment", () => {
    fc.assert(
      fc.property(roundIndex, hash32, (k, commitment) => {
        const round = publishedRound(k);
        fc.pre(commitment !== round.commitment);
        const result = verifyDraw({ ...round, commitment });
        expect(result.ok).toBe(false);
        expect(result.checks.commitmentMatches).toBe(false);
      }),
    );
  });

  it("with the issue or the game id (unless the other round's draw happens to coincide, 1 in 1000)", () => {
    fc.assert(
      fc.property(roundIndex, fc.string({ maxLength: 16 }), fc.nat({ max: 10_000 }), (k, issue, gameId) => {
        const round = publishedRound(k);
        fc.pre(issue !== round.issue || gameId !== round.gameId);
        const seed = seedAt(chain, k);
        // The tampered round is genuinely indistinguishable only if its own draw is the same; exclude that.
        fc.pre(drawDigits(seed, gameId, issue).some((d, i) => d !== round.digits[i]));
        const result = verifyDraw({ ...round, issue, gameId });
        expect(result.ok).toBe(false);
        expect(result.checks.digitsMatch).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("rejects a wrong issue or game id in at least 99% of cases (the digits bind them)", () => {
    const round = publishedRound(9);
    let accepted = 0;
    const trials = 2000;
    for (let i = 0; i < trials; i++) {
      if (verifyDraw({ ...round, issue: `other-${i}` }).ok) accepted++;
      if (verifyDraw({ ...round, gameId: 1000 + i }).ok) accepted++;
    }
    expect(accepted / (2 * trials)).toBeLessThan(0.01);
  });
});

describe("verifyDraw checks the chain anchor", () => {
  it("fails when the chain index is wrong", () => {
    const round = publishedRound(10);
    for (const chainIndex of [9, 11, 1, CHAIN_LENGTH]) {
      const result = verifyDraw({ ...round, chainIndex });
      expect(result.ok).toBe(false);
      expect(result.checks).toEqual({ commitmentMatches: true, digitsMatch: true, chainMatches: false });
      expect(result.reason).toMatch(/anchor/);
    }
  });

  it("fails against another chain's anchor", () => {
    const otherAnchor = toHex(buildChain(sha256(utf8("another chain")), CHAIN_LENGTH)[0]!);
    const result = verifyDraw({ ...publishedRound(4), anchor: otherAnchor });
    expect(result.ok).toBe(false);
    expect(result.checks.chainMatches).toBe(false);
  });

  it("a self-consistent forged round (own seed, commitment, digits) fails only the anchor check", () => {
    const forged = sha256(utf8("forged seed"));
    const round = publishedRound(6);
    const result = verifyDraw({
      ...round,
      revealedSeed: toHex(forged),
      commitment: commitmentOf(forged),
      digits: drawDigits(forged, round.gameId, round.issue),
    });
    expect(result.checks).toEqual({ commitmentMatches: true, digitsMatch: true, chainMatches: false });
    expect(result.ok).toBe(false);
  });

  it("refuses chain indices below 1, fractional, or beyond the verifiable bound, without hashing", () => {
    const round = publishedRound(2);
    for (const chainIndex of [0, -1, 2.5, Number.NaN, MAX_VERIFIABLE_CHAIN_INDEX + 1, Number.MAX_SAFE_INTEGER]) {
      const result = verifyDraw({ ...round, chainIndex });
      expect(result.ok).toBe(false);
      expect(result.checks.chainMatches).toBe(false);
      expect(result.reason).toMatch(/chainIndex/);
    }
  });
});

describe("verifyDraw never throws on malformed input", () => {
  it.each([
    ["seed of odd length", { revealedSeed: "abc" }, /revealedSeed/],
    ["uppercase seed", { revealedSeed: toHex(seedAt(chain, 1)).toUpperCase() }, /revealedSeed/],
    ["seed of 16 bytes", { revealedSeed: "00".repeat(16) }, /revealedSeed/],
    ["seed that is not hex", { revealedSeed: "zz".repeat(32) }, /revealedSeed/],
    ["commitment that is not hex", { commitment: "not hex" }, /commitment/],
    ["anchor that is not hex", { anchor: "xyz" }, /anchor/],
    ["fractional game id", { gameId: 1.5 }, /gameId/],
    ["issue that is not a string", { issue: 42 as unknown as string }, /issue/],
  ])("%s: ok false with a reason", (_name, patch, reason) => {
    const result = verifyDraw({ ...publishedRound(1), ...patch });
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(reason);
  });

  it("whatever the fields hold", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            gameId: fc.anything(),
            issue: fc.anything(),
            commitment: fc.oneof(fc.anything(), hash32),
            revealedSeed: fc.oneof(fc.anything(), hash32),
            digits: fc.anything(),
            // Numbers only small or odd ones: a huge valid index would just make the test slow.
            chainIndex: fc.oneof(
              fc.anything().filter((value) => typeof value !== "number"),
              fc.integer({ min: -5, max: 50 }),
              fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1.5, 1e300),
            ),
            anchor: fc.oneof(fc.anything(), hash32),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const result = verifyDraw(input as unknown as VerifyDrawInput);
          expect(typeof result.ok).toBe("boolean");
          if (!result.ok) expect(result.reason).toBeTypeOf("string");
        },
      ),
      { numRuns: 500 },
    );
    for (const input of [null, undefined, 42, "round"]) expect(verifyDraw(input as unknown as VerifyDrawInput).ok).toBe(false);
  });
});

describe("verifyChainLink", () => {
  it("accepts each revealed seed against the next round's commitment", () => {
    for (let k = 1; k < CHAIN_LENGTH; k++) expect(verifyChainLink(publishedRound(k).revealedSeed, publishedRound(k + 1).commitment)).toBe(true);
  });

  it("rejects rounds that are not consecutive links", () => {
    fc.assert(
      fc.property(roundIndex, roundIndex, (k, next) => {
        fc.pre(next !== k + 1);
        expect(verifyChainLink(publishedRound(k).revealedSeed, publishedRound(next).commitment)).toBe(false);
      }),
    );
  });

  it("rejects malformed hex, even when both sides are equal", () => {
    expect(verifyChainLink("abc", "abc")).toBe(false);
    const upper = publishedRound(2).commitment.toUpperCase();
    expect(verifyChainLink(upper, upper)).toBe(false);
    expect(verifyChainLink(undefined as unknown as string, undefined as unknown as string)).toBe(false);
  });
});
