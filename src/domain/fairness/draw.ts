/**
 * The draw: three digits 0-9 from a round's secret seed, computed only after betting closes.
 *
 * Specification (enough to re-implement verification in any language):
 *
 *   Inputs:  seed    the round's 32-byte seed (seed[k] of the game's chain; see chain.ts),
 *                    used as raw bytes, not as its hex text;
 *            gameId  the game's id, a non-negative integer written in decimal ASCII,
 *                    no sign, no leading zeros, no exponent (e.g. "7");
 *            issue   the round's issue number exactly as published (e.g. "20261122001").
 *
 *   block(0) = HMAC-SHA256(key = seed, message = UTF-8("<gameId>:<issue>"))
 *   block(n) = HMAC-SHA256(key = seed, message = UTF-8("<gameId>:<issue>:<n>"))   n = 1, 2, ...
 *
 *   digits = []
 *   for n = 0, 1, 2, ...:                  (n >= 1 only if block(n-1) ran out)
 *     for each byte b of block(n), in order (bytes 0..31):
 *       if b >= 250: skip it              (rejection sampling)
 *       else: append b mod 10 to digits; stop when digits has 3 entries
 *   result = digits                        [site_1, site_2, site_3]; the sum is their total
 *
 * Why rejection: 250 = 25 x 10, so each digit 0-9 comes from exactly 25 of the 250
 * accepted byte values and the digits are exactly uniform; a plain b mod 10 over
 * all 256 values would favour 0-5. Why HMAC keyed by the seed: the seed stays the
 * only secret, and binding game id and issue into the message means one seed can
 * never yield the same draw for two different rounds or games.
 * A block yields fewer than 3 digits with probability about 10^-46, but
 * verifiers must still implement the continuation so that every seed has a draw.
 *
 * Draw scheme 2 (rounds created since the draw was bound to the bets): the
 * message also carries the round's bets root (bets-root.ts), fixed when betting
 * closed, as 64 lowercase hex digits:
 *   block(0) = HMAC-SHA256(seed, UTF-8("<gameId>:<issue>:<betsRoot>"))
 *   block(n) = HMAC-SHA256(seed, UTF-8("<gameId>:<issue>:<betsRoot>:<n>"))
 * so a bet changed, added or removed after the close changes the draw a
 * verifier computes. Scheme 1 (older rounds) is the formula above without it.
 *
 * Test vectors (seed = SHA-256 of the ASCII text "example seed"
 *   = 326eaa548e7bb1b3e97ff8e26929630fa0c04a21179ec71afe5f6b62d0796b81):
 *   gameId 1, issue "20261122001": block(0) = 8803c1e5... -> 0x88 0x03 0xc1 -> [6, 3, 3]
 *   gameId 1, issue "20261122029": block(0) = ebfa365b... -> 0xeb, 0xfa skipped, 0x36 0x5b -> [5, 4, 1]
 *   gameId 7, issue "20261122002": block(0) = 20953466... -> [2, 9, 2]
 */

import { hmacSha256, utf8 } from "./sha256";

/** How many digits a draw has. */
const DIGITS_PER_DRAW = 3;
/** Bytes at or above this value are skipped: 250 is the largest multiple of 10 that fits in a byte. */
export const REJECT_BYTES_FROM = 250;

/** Every digit the rejection mapping accepts from the bytes, in order: b mod 10 for each byte b < 250. */
export function digitsFromBytes(bytes: Uint8Array): number[] {
  const digits: number[] = [];
  for (const byte of bytes) if (byte < REJECT_BYTES_FROM) digits.push(byte % 10);
  return digits;
}

/** The HMAC message of block n (n = 0 is the first block) for a round, before UTF-8 encoding; with the bets root for scheme 2. */
export function drawMessage(gameId: number, issue: string, blockIndex: number, betsRoot: string | null = null): string {
  const base = betsRoot === null ? `${gameId}:${issue}` : `${gameId}:${issue}:${betsRoot}`;
  return blockIndex === 0 ? base : `${base}:${blockIndex}`;
}

/** The round's three digits from its seed (and, scheme 2, its bets root), per the specification above. */
export function drawDigits(seed: Uint8Array, gameId: number, issue: string, betsRoot: string | null = null): [number, number, number] {
  return drawDigitsWithMac((message) => hmacSha256(seed, message), gameId, issue, betsRoot);
}

/**
 * drawDigits with the keyed HMAC passed in. Exists so that tests can force the
 * (otherwise never observed) block-exhaustion path; production uses drawDigits.
 */
export function drawDigitsWithMac(
  mac: (message: Uint8Array) => Uint8Array,
  gameId: number,
  issue: string,
  betsRoot: string | null = null,
): [number, number, number] {
  // Only the canonical decimal form is unambiguous ("1e+21", "-0", "1.5" are not).
  if (!Number.isSafeInteger(gameId) || gameId < 0) throw new RangeError(`gameId must be a non-negative safe integer, got ${gameId}`);
  if (typeof issue !== "string") throw new TypeError("issue must be a string");
  if (betsRoot !== null && !/^[0-9a-f]{64}$/.test(betsRoot)) throw new RangeError("betsRoot must be 64 lowercase hex digits");
  const digits: number[] = [];
  for (let blockIndex = 0; ; blockIndex++) {
    const block = mac(utf8(drawMessage(gameId, issue, blockIndex, betsRoot)));
    for (const byte of block) {
      if (byte >= REJECT_BYTES_FROM) continue;
      digits.push(byte % 10);
      if (digits.length === DIGITS_PER_DRAW) return [digits[0]!, digits[1]!, digits[2]!];
    }
  }
}
