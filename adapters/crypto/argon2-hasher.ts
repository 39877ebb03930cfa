import { hash, verify } from "@node-rs/argon2";
import type { PasswordHasher } from "../../src/ports/hasher";

/** OWASP's recommended argon2id settings: 19 MiB of memory, 2 passes, 1 lane. */
// Algorithm.Argon2id is an ambient const enum (2); spelled out because isolated modules cannot read it.
const OWASP_ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2Hasher: PasswordHasher = {
  hash: (plain) => hash(plain, OWASP_ARGON2ID),
  async verify(stored, plain) {
    try {
      return await verify(stored, plain);
    } catch {
      // A malformed stored hash verifies nothing; it must not become a 500.
      return false;
    }
  },
};
