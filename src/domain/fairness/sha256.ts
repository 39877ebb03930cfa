import { hmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";

/**
 * SHA-256 and HMAC-SHA256 for draw verification, from @noble/hashes (audited,
 * dependency-free, synchronous), plus the hex and UTF-8 helpers that draw
 * verification needs.
 *
 * Why not node:crypto or WebCrypto: the core must run unchanged in the browser
 * and in Node, synchronously (WebCrypto is async-only), so that a player can
 * re-run exactly the code the server ran; noble runs the same in both. The
 * tests cross-check every function against node:crypto.
 */

/** Length of a SHA-256 digest in bytes. */
export const SHA256_BYTES = 32;

/** SHA-256 of the bytes, as a new 32-byte array. */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** Writes SHA-256(data) to out[offset..offset+32); data and out may overlap (the input is consumed first). */
export function sha256Into(data: Uint8Array, out: Uint8Array, offset = 0): void {
  out.set(nobleSha256(data), offset);
}

/** HMAC-SHA256 (RFC 2104): keys longer than 64 bytes are hashed first, shorter ones zero-padded. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
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
