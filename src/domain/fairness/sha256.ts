/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) in plain TypeScript, plus the
 * hex and UTF-8 helpers that draw verification needs.
 *
 * Why not node:crypto or WebCrypto: the core must run unchanged in the browser
 * and in Node, synchronously (WebCrypto is async-only), so that a player can
 * re-run exactly the code the server ran. The tests cross-check every function
 * against node:crypto.
 *
 * Speed: one compression function over a shared Int32Array message schedule,
 * state kept in locals, no allocation per block. Chains of 100,000 seeds and
 * 10^6 test draws depend on it.
 */

// First 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2).
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// First 32 bits of the fractional parts of the square roots of the first 8 primes (FIPS 180-4, 5.3.3).
const INITIAL_STATE = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
/** Length of a SHA-256 digest in bytes. */
export const SHA256_BYTES = 32;

// Shared message schedule: compress() never re-enters itself, so one buffer serves every call.
const W = new Int32Array(64);

/** Folds one 64-byte block at data[offset..offset+64) into state. */
function compress(state: Int32Array, data: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++, offset += 4) {
    W[i] = (data[offset]! << 24) | (data[offset + 1]! << 16) | (data[offset + 2]! << 8) | data[offset + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (s1 + W[i - 7]! + s0 + W[i - 16]!) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const bigSigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choose = g ^ (e & (f ^ g)); // (e & f) ^ (~e & g), one operation fewer
    const t1 = (h + bigSigma1 + choose + K[i]! + W[i]!) | 0;
    const bigSigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (c & (a ^ b)); // (a & b) ^ (a & c) ^ (b & c), one operation fewer
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + bigSigma0 + majority) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** An incremental SHA-256: update() any number of times, then digest(); reset() to reuse it. */
export class Sha256 {
  private readonly state = new Int32Array(8);
  private readonly buffer = new Uint8Array(BLOCK_BYTES);
  private bufferedBytes = 0;
  private totalBytes = 0;

  constructor() {
    this.reset();
  }

  /** Starts a new message; keeps the buffers, so a long-lived hasher allocates nothing per message. */
  reset(): this {
    this.state.set(INITIAL_STATE);
    this.bufferedBytes = 0;
    this.totalBytes = 0;
    return this;
  }

  /** Appends bytes to the message. */
  update(data: Uint8Array): this {
    let offset = 0;
    const length = data.length;
    this.totalBytes += length;
    if (this.bufferedBytes > 0) {
      const take = Math.min(BLOCK_BYTES - this.bufferedBytes, length);
      this.buffer.set(data.subarray(0, take), this.bufferedBytes);
      this.bufferedBytes += take;
      offset = take;
      if (this.bufferedBytes < BLOCK_BYTES) return this;
      compress(this.state, this.buffer, 0);
      this.bufferedBytes = 0;
    }
    // Whole blocks straight from the caller's bytes: no copy.
    for (; offset + BLOCK_BYTES <= length; offset += BLOCK_BYTES) compress(this.state, data, offset);
    if (offset < length) {
      this.buffer.set(data.subarray(offset), 0);
      this.bufferedBytes = length - offset;
    }
    return this;
  }

  /** Pads, finishes and writes the 32-byte digest to out[offset..]; the hasher must be reset() before reuse. */
  digestInto(out: Uint8Array, offset = 0): void {
    const buffer = this.buffer;
    let used = this.bufferedBytes;
    buffer[used++] = 0x80;
    if (used > BLOCK_BYTES - 8) {
      buffer.fill(0, used);
      compress(this.state, buffer, 0);
      used = 0;
    }
    buffer.fill(0, used, BLOCK_BYTES - 8);
    // Message length in bits as a 64-bit big-endian integer; byte counts stay below 2^53.
    const bitsHigh = Math.floor(this.totalBytes / 0x20000000);
    const bitsLow = (this.totalBytes * 8) >>> 0;
    writeWord(buffer, 56, bitsHigh);
    writeWord(buffer, 60, bitsLow);
    compress(this.state, buffer, 0);
    for (let i = 0; i < 8; i++) writeWord(out, offset + 4 * i, this.state[i]!);
  }

  /** Pads, finishes and returns a new 32-byte digest; the hasher must be reset() before reuse. */
  digest(): Uint8Array {
    const out = new Uint8Array(SHA256_BYTES);
    this.digestInto(out, 0);
    return out;
  }
}

function writeWord(out: Uint8Array, offset: number, word: number): void {
  out[offset] = word >>> 24;
  out[offset + 1] = word >>> 16;
  out[offset + 2] = word >>> 8;
  out[offset + 3] = word;
}

// Scratch hashers for the one-shot functions below: nothing here calls back into
// user code, so sharing them is safe and saves allocations on hot paths.
const scratch = new Sha256();
const scratchOuter = new Sha256();

/** SHA-256 of the bytes, as a new 32-byte array. */
export function sha256(data: Uint8Array): Uint8Array {
  return scratch.reset().update(data).digest();
}

/** Writes SHA-256(data) to out[offset..offset+32); data and out may overlap (the input is consumed first). */
export function sha256Into(data: Uint8Array, out: Uint8Array, offset = 0): void {
  scratch.reset().update(data).digestInto(out, offset);
}

const HMAC_INNER_PAD = 0x36;
const HMAC_OUTER_PAD = 0x5c;
const keyBlock = new Uint8Array(BLOCK_BYTES);
const padBlock = new Uint8Array(BLOCK_BYTES);
const innerDigest = new Uint8Array(SHA256_BYTES);

/** HMAC-SHA256 (RFC 2104): keys longer than 64 bytes are hashed first, shorter ones zero-padded. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  keyBlock.fill(0);
  if (key.length > BLOCK_BYTES) sha256Into(key, keyBlock, 0);
  else keyBlock.set(key, 0);

  for (let i = 0; i < BLOCK_BYTES; i++) padBlock[i] = keyBlock[i]! ^ HMAC_INNER_PAD;
  scratch.reset().update(padBlock).update(message).digestInto(innerDigest, 0);

  for (let i = 0; i < BLOCK_BYTES; i++) padBlock[i] = keyBlock[i]! ^ HMAC_OUTER_PAD;
  return scratchOuter.reset().update(padBlock).update(innerDigest).digest();
}

const HEX_OF_BYTE: readonly string[] = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** Lowercase hex of the bytes, two digits per byte. */
export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i++) out += HEX_OF_BYTE[bytes[i]!]!;
  return out;
}

const STRICT_HEX = /^(?:[0-9a-f]{2})*$/;

/**
 * Bytes of a strict lowercase hex string, or null if it is not one (odd length,
 * uppercase, whitespace, a 0x prefix, any other character, or not a string).
 * Strict so that one byte string has exactly one accepted spelling: a commitment
 * compared as text cannot be "equal but spelled differently".
 */
export function fromHex(hex: string): Uint8Array | null {
  if (typeof hex !== "string" || !STRICT_HEX.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const encoder = new TextEncoder();

/** UTF-8 bytes of the text (TextEncoder: the same bytes in every browser and in Node). */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}
