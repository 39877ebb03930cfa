import { randomBytes } from "node:crypto";
import type { RandomSource } from "../../src/ports/random";

/** Cryptographically secure bytes from the operating system. */
export const cryptoRandom: RandomSource = { bytes: (length) => new Uint8Array(randomBytes(length)) };
