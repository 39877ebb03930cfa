import { join } from "node:path";
import type { SeedVault } from "../../src/ports/seed-vault";
import { aesSeedVault } from "./aes-seed-vault";
import { loadFairnessKey } from "./fairness-key";

/** The name of the key file a single SQLite server keeps beside its database when no key is given. */
export const KEY_FILE_NAME = "fairness.key";

/**
 * The server's seed vault and a line for its log saying where the key lives.
 * The created key file is for a single machine; production keeps the key
 * elsewhere (FAIRNESS_KEY from a secret store), never with the database.
 */
export function serverSeedVault(env: Readonly<Record<string, string | undefined>>, dialect: "sqlite" | "postgres", dataDir: string): { vault: SeedVault; log: string } {
  const { key, source, file } = loadFairnessKey(env, { dialect, defaultFile: join(dataDir, KEY_FILE_NAME) });
  const log =
    source === "created"
      ? `fairness key: created ${file} (mode 0600). It seals the seed chains and is never stored in the database; production keeps it elsewhere (FAIRNESS_KEY from a secret store) and backs it up apart from the database.`
      : `fairness key: from ${source === "key file" ? file : source}`;
  return { vault: aesSeedVault(key), log };
}
