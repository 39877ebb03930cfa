import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { FAIRNESS_KEY_BYTES } from "./aes-seed-vault";

/** Where the fairness key came from, for the start-up log. */
export type FairnessKeySource = "FAIRNESS_KEY" | "FAIRNESS_KEY_FILE" | "created" | "key file";

/** 32 bytes written as 64 hex digits or as base64; anything else is refused with the reason. */
export function parseFairnessKey(text: string, from: string): Uint8Array {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return new Uint8Array(Buffer.from(value, "hex"));
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, "base64");
    if (bytes.length === FAIRNESS_KEY_BYTES) return new Uint8Array(bytes);
  }
  throw new Error(`${from} must be ${FAIRNESS_KEY_BYTES} bytes written as 64 hex digits or base64 (openssl rand -hex 32)`);
}

/**
 * The key that seals the seed chains, never kept in the database: FAIRNESS_KEY
 * (hex or base64), else the file FAIRNESS_KEY_FILE names, else, for a single
 * server on SQLite only, a key file beside the database file, created with mode
 * 0600 on first start. Several servers on PostgreSQL must be given the same key;
 * without one they refuse to start rather than make a key no other server has.
 */
export function loadFairnessKey(
  env: Readonly<Record<string, string | undefined>>,
  beside: { readonly dialect: "sqlite" | "postgres"; readonly defaultFile: string },
): { key: Uint8Array; source: FairnessKeySource; file?: string } {
  if (env.FAIRNESS_KEY) return { key: parseFairnessKey(env.FAIRNESS_KEY, "FAIRNESS_KEY"), source: "FAIRNESS_KEY" };
  if (env.FAIRNESS_KEY_FILE) {
    if (!existsSync(env.FAIRNESS_KEY_FILE)) throw new Error(`FAIRNESS_KEY_FILE ${env.FAIRNESS_KEY_FILE} does not exist`);
    return { key: parseFairnessKey(readFileSync(env.FAIRNESS_KEY_FILE, "utf8"), `FAIRNESS_KEY_FILE ${env.FAIRNESS_KEY_FILE}`), source: "FAIRNESS_KEY_FILE", file: env.FAIRNESS_KEY_FILE };
  }
  if (beside.dialect === "postgres") {
    throw new Error("FAIRNESS_KEY (or FAIRNESS_KEY_FILE) is required with PostgreSQL: every server of the database must seal and open the seed chains with the same key");
  }
  const file = beside.defaultFile;
  if (existsSync(file)) return { key: parseFairnessKey(readFileSync(file, "utf8"), `the key file ${file}`), source: "key file", file };
  const key = new Uint8Array(randomBytes(FAIRNESS_KEY_BYTES));
  writeFileSync(file, `${Buffer.from(key).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return { key, source: "created", file };
}

/** The key if one is configured or already on disk (never creates one): what a tool that only reads needs. */
export function existingFairnessKey(env: Readonly<Record<string, string | undefined>>, defaultFile: string): Uint8Array | null {
  if (env.FAIRNESS_KEY || env.FAIRNESS_KEY_FILE) return loadFairnessKey(env, { dialect: "postgres", defaultFile }).key;
  return existsSync(defaultFile) ? parseFairnessKey(readFileSync(defaultFile, "utf8"), `the key file ${defaultFile}`) : null;
}
