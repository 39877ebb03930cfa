import { randomBytes } from "node:crypto";
import type { RandomSource } from "../../src/ports/random";

/** Bytes fetched from the operating system at a time: one system call serves many small requests (an order number takes 5). */
const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let used = 0;

/**
 * Cryptographically secure bytes from the operating system. Small requests are
 * cut from a pool of fresh random bytes, each byte handed out once.
 */
export const cryptoRandom: RandomSource = {
  bytes(length) {
    if (length > POOL_BYTES / 8) return new Uint8Array(randomBytes(length));
    if (used + length > POOL_BYTES) {
      pool = randomBytes(POOL_BYTES);
      used = 0;
    }
    const out = new Uint8Array(pool.subarray(used, used + length));
    used += length;
    return out;
  },
};
