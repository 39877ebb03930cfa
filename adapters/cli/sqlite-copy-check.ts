import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { checkLedger } from "../../src/application/operations/ledger-check";
import { hashRepeatedly } from "../../src/domain/fairness/chain";
import { toHex } from "../../src/domain/fairness/sha256";
import { chainLabel } from "../../src/ports/seed-vault";
import { systemClock } from "../clock/system-clock";
import { aesSeedVault } from "../crypto/aes-seed-vault";
import { sqliteImmediateTransaction } from "../persistence/dialect";
import { kyselyStore } from "../persistence/kysely-store";
import { MIGRATIONS } from "../persistence/migrations";
import type { Database } from "../persistence/schema";

export interface CopyCheck {
  /** Every check passed: the file is whole, the ledger reconciles and (when a key was given) it opens every current chain. */
  readonly ok: boolean;
  /** What was checked and what was found, one line each, for the operator. */
  readonly lines: readonly string[];
}

/** Rows counted and printed, so the operator sees the copy holds what they expect (not an empty database). */
const COUNTED_TABLES = ["users", "accounts", "transfers", "rounds", "bets", "seed_chains"] as const;

/**
 * Checks a copy of the SQLite database as the backup and restore commands
 * leave it: SQLite's own integrity check, the schema it is at, the ledger's
 * reconciliation (every balance against its transfers, all of them against
 * zero: the same check as the console's and /healthz's), and, given the
 * fairness key, that the key opens each game's current seed chain to its
 * anchor. It opens the file as the server would but runs no migration and
 * writes nothing but the journal mode (`setDeleteJournal`: a backup file
 * stands alone, without a -wal file beside it).
 */
export async function checkSqliteCopy(file: string, options: { readonly fairnessKey: Uint8Array | null; readonly setDeleteJournal?: boolean }): Promise<CopyCheck> {
  const lines: string[] = [];
  let ok = true;
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 5000");
    if (options.setDeleteJournal) sqlite.pragma("journal_mode = DELETE");
    sqlite.prepare("select count(*) from schema_migrations").get();
  } catch (error) {
    sqlite.close();
    return { ok: false, lines: [`not a readable SQLite database of this server: ${(error as Error).message}`] };
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    lines.push(`integrity check: ${integrity === "ok" ? "ok" : `FAILED (${String(integrity)})`}`);
    if (integrity !== "ok") return { ok: false, lines };

    const applied = new Set((sqlite.prepare("select name from schema_migrations").all() as { name: string }[]).map((row) => row.name));
    const known = MIGRATIONS.map((migration) => migration.name);
    const last = [...applied].sort().at(-1) ?? "none";
    const missing = known.filter((name) => !applied.has(name));
    // An older copy is fine (the server migrates it on start); a newer one needs the newer server.
    const unknown = [...applied].filter((name) => !known.includes(name));
    lines.push(`schema: migration ${last}${missing.length > 0 ? ` (${missing.length} newer migration(s) run at the next start)` : ""}${unknown.length > 0 ? ` (made by a newer version: ${unknown.join(", ")})` : ""}`);

    const counts = COUNTED_TABLES.map((table) => `${(sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n} ${table}`);
    lines.push(`rows: ${counts.join(", ")}`);

    const store = kyselyStore({ db, dialect: "sqlite", runTransaction: (work) => sqliteImmediateTransaction(db, work) });
    const ledger = await checkLedger({ store, clock: systemClock });
    if (!ledger.ok) {
      ok = false;
      lines.push(`ledger: could not be read (${ledger.error.code})`);
    } else {
      const { balanced, totalMinor, mismatches } = ledger.value;
      ok &&= balanced;
      lines.push(`ledger reconciles: ${balanced ? "yes" : "NO"} (balances sum to ${totalMinor}, ${mismatches.length} account(s) disagree with their transfers)`);
    }

    if (options.fairnessKey === null) {
      lines.push("fairness chains: not checked (no fairness key: FAIRNESS_KEY, FAIRNESS_KEY_FILE or DATA_DIR/fairness.key)");
    } else {
      const vault = aesSeedVault(options.fairnessKey);
      const games = await store.read((tx) => tx.games.list());
      for (const game of games) {
        const chain = await store.read((tx) => tx.seedChains.current(game.id));
        if (chain === null) continue;
        let opens: boolean;
        try {
          opens = toHex(hashRepeatedly(vault.open(chain.sealedTop, chainLabel(chain)), chain.length)) === chain.anchor;
        } catch {
          opens = false;
        }
        ok &&= opens;
        lines.push(`fairness key opens game ${game.id}'s seed chain #${chain.id} to its anchor: ${opens ? "yes" : "NO (a server with this key will not start on this copy)"}`);
      }
    }
    return { ok, lines };
  } finally {
    await db.destroy();
  }
}
