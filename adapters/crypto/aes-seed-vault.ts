import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { SeedVaultError, type SeedVault } from "../../src/ports/seed-vault";

/** AES-256-GCM: 12-byte nonce, 16-byte tag; the label is authenticated data. Stored as "v1:" + base64(nonce | ciphertext | tag). */
const VERSION = "v1:";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const FAIRNESS_KEY_BYTES = 32;

/**
 * The seed vault of the server: Node's own AES-256-GCM under the fairness key
 * (FAIRNESS_KEY, never in the database). `nonces` is the source of the
 * per-seal nonces: random in the server, seeded in the simulator so a run
 * replays byte for byte.
 */
export function aesSeedVault(key: Uint8Array, nonces: (length: number) => Uint8Array = (n) => randomBytes(n)): SeedVault {
  if (key.length !== FAIRNESS_KEY_BYTES) throw new RangeError(`the fairness key must be ${FAIRNESS_KEY_BYTES} bytes, not ${key.length}`);
  const secretKey = Buffer.from(key);
  return {
    seal(secret, label) {
      const nonce = Buffer.from(nonces(NONCE_BYTES));
      const cipher = createCipheriv("aes-256-gcm", secretKey, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(label, "utf8"));
      const body = Buffer.concat([cipher.update(secret), cipher.final()]);
      return VERSION + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64");
    },
    derive(label) {
      return new Uint8Array(createHmac("sha256", secretKey).update(`derive:${label}`, "utf8").digest());
    },
    open(sealed, label) {
      if (!sealed.startsWith(VERSION)) throw new SeedVaultError("not a sealed seed (unknown format)");
      const raw = Buffer.from(sealed.slice(VERSION.length), "base64");
      if (raw.length <= NONCE_BYTES + TAG_BYTES) throw new SeedVaultError("not a sealed seed (too short)");
      const decipher = createDecipheriv("aes-256-gcm", secretKey, raw.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(label, "utf8"));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      try {
        return new Uint8Array(Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)), decipher.final()]));
      } catch {
        throw new SeedVaultError("the fairness key does not open this seed chain (a different key, or altered data)");
      }
    },
  };
}
