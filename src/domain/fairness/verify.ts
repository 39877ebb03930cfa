/**
 * Verification of a published draw, as a player (or an auditor) would run it:
 * from public data only, in the browser or on the server, never throwing on
 * whatever it is given. The draw rules are specified in draw.ts, the chain in chain.ts.
 *
 * What each check proves:
 *  - commitmentMatches: the revealed seed is the one committed to before the round opened.
 *  - digitsMatch: the published digits are the ones that seed yields for this game and issue.
 *  - chainMatches: the seed sits at position chainIndex of the chain whose anchor was
 *    published when the chain was created, so it was fixed long before this round.
 * Game id and issue are bound by the digits only: a wrong game id or issue still
 * passes when its draw happens to coincide (1 in 1000 on average).
 */

import { commitmentOf, hashRepeatedly, SEED_BYTES } from "./chain";
import { drawDigits } from "./draw";
import { fromHex, toHex } from "./sha256";

/** Public facts of one drawn round, as published. */
export interface VerifyDrawInput {
  readonly gameId: number;
  readonly issue: string;
  /** Hex SHA-256 of the seed, published before the round opened. */
  readonly commitment: string;
  /** The round's seed, hex, published after the draw. */
  readonly revealedSeed: string;
  readonly digits: readonly number[];
  /** The seed's position in its chain (1 for the chain's first round). */
  readonly chainIndex?: number;
  /** The chain's anchor seed[0], hex, published when the chain was created. */
  readonly anchor?: string;
  /** Draw scheme 2: the round's bets root, fixed when betting closed and part of the draw. Absent or null: scheme 1. */
  readonly betsRoot?: string | null;
}

/** Outcome of verifyDraw: ok only if every check that could run passed. */
export interface VerifyDrawResult {
  readonly ok: boolean;
  readonly checks: {
    readonly commitmentMatches: boolean;
    readonly digitsMatch: boolean;
    /** null when chainIndex or anchor was not given. */
    readonly chainMatches: boolean | null;
  };
  /** The digits the revealed seed yields; null when seed, game id or issue is malformed. */
  readonly expectedDigits: [number, number, number] | null;
  /** Why ok is false (the first failure found); absent when ok. */
  readonly reason?: string;
}

/**
 * Bound on chainIndex: the chain check costs one hash per step, and a verifier fed
 * an absurd index must answer, not hang. 10^7 hashes take a few seconds.
 */
export const MAX_VERIFIABLE_CHAIN_INDEX = 10_000_000;

const HASH_HEX = /^[0-9a-f]{64}$/;

/** Parses a 32-byte lowercase hex value; null if it is anything else. */
function parseHash(value: unknown): Uint8Array | null {
  if (typeof value !== "string" || !HASH_HEX.test(value)) return null;
  const bytes = fromHex(value);
  return bytes !== null && bytes.length === SEED_BYTES ? bytes : null;
}

const sameDigits = (published: unknown, expected: readonly number[]): boolean =>
  Array.isArray(published) && published.length === expected.length && expected.every((digit, i) => published[i] === digit);

/** Re-computes a draw from its revealed seed and checks it against the commitment, the digits and (optionally) the chain anchor. */
export function verifyDraw(input: VerifyDrawInput): VerifyDrawResult {
  try {
    return verifyDrawChecked(input);
  } catch (error) {
    // Nothing below should throw for any input; this keeps the promise if something does.
    const message = error instanceof Error ? error.message : String(error);
    return failure(`verification failed: ${message}`, null);
  }
}

function failure(reason: string, chainMatches: boolean | null): VerifyDrawResult {
  return { ok: false, checks: { commitmentMatches: false, digitsMatch: false, chainMatches }, expectedDigits: null, reason };
}

function verifyDrawChecked(input: VerifyDrawInput): VerifyDrawResult {
  if (typeof input !== "object" || input === null) return failure("input must be an object", null);
  const { gameId, issue, commitment, revealedSeed, digits, chainIndex, anchor } = input;
  const betsRoot = input.betsRoot ?? null;
  const reasons: string[] = [];

  const seed = parseHash(revealedSeed);
  if (seed === null) return failure(`revealedSeed must be ${2 * SEED_BYTES} lowercase hex digits`, chainIndex !== undefined && anchor !== undefined ? false : null);

  let commitmentMatches = false;
  if (typeof commitment !== "string" || !HASH_HEX.test(commitment)) reasons.push("commitment must be 64 lowercase hex digits");
  else if (commitmentOf(seed) !== commitment) reasons.push("the revealed seed does not hash to the commitment");
  else commitmentMatches = true;

  let expectedDigits: [number, number, number] | null = null;
  if (!Number.isSafeInteger(gameId) || gameId < 0) reasons.push("gameId must be a non-negative integer");
  else if (typeof issue !== "string") reasons.push("issue must be a string");
  else if (betsRoot !== null && (typeof betsRoot !== "string" || !HASH_HEX.test(betsRoot))) reasons.push("betsRoot must be 64 lowercase hex digits");
  else expectedDigits = drawDigits(seed, gameId, issue, betsRoot);

  const digitsMatch = expectedDigits !== null && sameDigits(digits, expectedDigits);
  if (expectedDigits !== null && !digitsMatch) reasons.push("the published digits differ from the digits the seed yields");

  let chainMatches: boolean | null = null;
  if (chainIndex !== undefined && anchor !== undefined) {
    chainMatches = false;
    if (!Number.isSafeInteger(chainIndex) || chainIndex < 1 || chainIndex > MAX_VERIFIABLE_CHAIN_INDEX) {
      reasons.push(`chainIndex must be an integer from 1 to ${MAX_VERIFIABLE_CHAIN_INDEX}`);
    } else if (parseHash(anchor) === null) {
      reasons.push("anchor must be 64 lowercase hex digits");
    } else if (toHex(hashRepeatedly(seed, chainIndex)) !== anchor) {
      reasons.push(`the revealed seed hashed ${chainIndex} times does not give the anchor`);
    } else {
      chainMatches = true;
    }
  }

  const ok = commitmentMatches && digitsMatch && chainMatches !== false;
  const checks = { commitmentMatches, digitsMatch, chainMatches };
  return ok ? { ok, checks, expectedDigits } : { ok, checks, expectedDigits, reason: reasons[0] ?? "verification failed" };
}

/**
 * Whether a round's revealed seed equals the next round's commitment (seed[k] = SHA-256(seed[k+1])),
 * i.e. the two rounds are consecutive links of one chain. False for malformed hex.
 */
export function verifyChainLink(revealedSeed: string, nextCommitment: string): boolean {
  const seed = parseHash(revealedSeed);
  const next = parseHash(nextCommitment);
  return seed !== null && next !== null && revealedSeed === nextCommitment;
}
