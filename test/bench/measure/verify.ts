/**
 * What the provably-fair code costs, in process, single-threaded:
 * - sha256_per_s: SHA-256 of 32-byte seeds, one after another (building a seed
 *   chain, or walking a round's seed down to its chain's anchor);
 * - draw_hmac_per_s: a round's digits from its seed (HMAC-SHA256, drawDigits);
 * - verify_draw_per_s: verifyDraw of a published round 100 links above its
 *   chain's anchor (commitment, digits, and 100 hashes down the chain), what a
 *   player's browser runs for each round it checks.
 * Each is timed over at least `durationMs` of whole batches, after a warm-up.
 */
import { performance } from "node:perf_hooks";
import { buildChain, commitmentOf, hashRepeatedly } from "../../../src/domain/fairness/chain";
import { drawDigits } from "../../../src/domain/fairness/draw";
import { toHex } from "../../../src/domain/fairness/sha256";
import { verifyDraw, type VerifyDrawInput } from "../../../src/domain/fairness/verify";

export interface VerifyFigures {
  readonly sha256_per_s: number;
  readonly draw_hmac_per_s: number;
  readonly verify_draw_per_s: number;
}

/** Calls per second of `batch` (which makes `perBatch` calls), over at least durationMs after a quarter of it as warm-up. */
function rate(durationMs: number, perBatch: number, batch: () => void): number {
  const warmUntil = performance.now() + durationMs / 4;
  while (performance.now() < warmUntil) batch();
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < durationMs) {
    batch();
    calls += perBatch;
    elapsed = performance.now() - start;
  }
  return Math.round((calls * 1000) / elapsed);
}

export function measureVerify(durationMs: number): VerifyFigures {
  const top = new Uint8Array(32).fill(7);
  const chain = buildChain(top, 101);
  const round = (index: number): VerifyDrawInput => {
    const seed = chain[index]!;
    const issue = `20261122${String(index).padStart(4, "0")}`;
    const betsRoot = toHex(new Uint8Array(32).fill(index));
    return { gameId: 1, issue, commitment: commitmentOf(seed), revealedSeed: toHex(seed), digits: drawDigits(seed, 1, issue, betsRoot), chainIndex: index, anchor: toHex(chain[0]!), betsRoot };
  };
  const published = round(100);
  let sink = 0;
  const sha256PerS = rate(durationMs, 10_000, () => {
    sink ^= hashRepeatedly(top, 10_000)[0]!;
  });
  const drawPerS = rate(durationMs, 1_000, () => {
    for (let i = 0; i < 1_000; i++) sink ^= drawDigits(top, 1, "202611220001", published.betsRoot ?? null)[0];
  });
  const verifyPerS = rate(durationMs, 100, () => {
    for (let i = 0; i < 100; i++) if (!verifyDraw(published).ok) throw new Error("the bench's round does not verify");
  });
  // Keeps the hashing from being optimised away.
  if (sink === -1) console.log(sink);
  return { sha256_per_s: sha256PerS, draw_hmac_per_s: drawPerS, verify_draw_per_s: verifyPerS };
}
