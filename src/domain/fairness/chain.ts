/**
 * Hash chains of round seeds (see seed-chain.ts for the stored record).
 *
 *   seed[L]   = 32 random bytes from the random port (the secret top seed)
 *   seed[i-1] = SHA-256(seed[i])   over the 32 raw bytes, not their hex
 *   anchor    = seed[0], published when the chain is created
 *
 * Round with chainIndex k (k = 1, 2, ..., L, in order) draws with seed[k]; its
 * commitment SHA-256(seed[k]) = seed[k-1] is stored before it opens. Hence a
 * revealed seed equals the next round's commitment, and hashing it k times gives
 * the anchor: the anchor commits to every future draw at once.
 *
 * Caution: round k's commitment IS round k-1's seed. It must not be shown to
 * anyone before round k-1's betting has closed (safest: until k-1 is drawn).
 */

import type { SeedChain } from "./seed-chain";
import { SHA256_BYTES, sha256, sha256Into, toHex } from "./sha256";

/** Length of every seed in a chain, in bytes. */
export const SEED_BYTES = SHA256_BYTES;

function assertChainParams(topSeed: Uint8Array, length: number): void {
  if (!(topSeed instanceof Uint8Array) || topSeed.length !== SEED_BYTES) {
    throw new RangeError(`topSeed must be ${SEED_BYTES} bytes`);
  }
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError(`chain length must be a positive integer, got ${length}`);
}

/** Every seed of the chain: index 0 is the anchor, index length is topSeed (copied). */
export function buildChain(topSeed: Uint8Array, length: number): Uint8Array[] {
  assertChainParams(topSeed, length);
  // One backing buffer and views into it: 100,000 seeds cost one allocation, not 100,000.
  const storage = new Uint8Array((length + 1) * SEED_BYTES);
  storage.set(topSeed, length * SEED_BYTES);
  for (let i = length; i > 0; i--) {
    sha256Into(storage.subarray(i * SEED_BYTES, (i + 1) * SEED_BYTES), storage, (i - 1) * SEED_BYTES);
  }
  const chain: Uint8Array[] = new Array<Uint8Array>(length + 1);
  for (let i = 0; i <= length; i++) chain[i] = storage.subarray(i * SEED_BYTES, (i + 1) * SEED_BYTES);
  return chain;
}

/** seed[index] of a built chain; throws RangeError outside 0..length. */
export function seedAt(chain: readonly Uint8Array[], index: number): Uint8Array {
  const seed = Number.isInteger(index) ? chain[index] : undefined;
  if (seed === undefined) throw new RangeError(`chain index ${index} outside 0..${chain.length - 1}`);
  return seed;
}

/** The commitment published for a seed before its round opens: lowercase hex SHA-256 of its raw bytes. */
export function commitmentOf(seed: Uint8Array): string {
  return toHex(sha256(seed));
}

/** SHA-256 applied `times` times (0 times returns a copy): seed[k] hashed k times is the anchor. */
export function hashRepeatedly(seed: Uint8Array, times: number): Uint8Array {
  if (!Number.isSafeInteger(times) || times < 0) throw new RangeError(`times must be a non-negative integer, got ${times}`);
  if (times === 0) return Uint8Array.from(seed);
  // Hash in place after the first step: no allocation per step (safe: the input is consumed before the output is written).
  const current = sha256(seed);
  for (let i = 1; i < times; i++) sha256Into(current, current, 0);
  return current;
}

/** The public part of a new chain: its length and anchor (the secret top seed is sealed by the caller, never stored as is). */
export function createSeedChainParams(topSeed: Uint8Array, length: number): Pick<SeedChain, "length" | "anchor"> {
  assertChainParams(topSeed, length);
  return { length, anchor: toHex(hashRepeatedly(topSeed, length)) };
}
