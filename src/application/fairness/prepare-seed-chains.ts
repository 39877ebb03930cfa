import { hashRepeatedly } from "../../domain/fairness/chain";
import { fromHex, toHex } from "../../domain/fairness/sha256";
import { chainLabel, SeedVaultError } from "../../ports/seed-vault";
import type { AppDeps } from "../deps";

/** A start-up refusal: the server must not run (and must never start new chains) with a key that does not open the stored ones. */
export class FairnessKeyMismatch extends Error {
  override readonly name = "FairnessKeyMismatch";
}

/**
 * Run at start, before the round driver: seals the chains stored before
 * secrets were sealed (their top seed in the clear, migration 014) and blanks
 * the clear copy; then checks that this server's key opens every game's
 * current chain to a seed that hashes to its anchor. A wrong key is a clear
 * start-up error, never a silent new chain.
 */
export async function prepareSeedChains(deps: Pick<AppDeps, "store" | "seedVault">): Promise<{ readonly sealed: number; readonly checked: number }> {
  let sealed = 0;
  await deps.store.transaction(async (tx) => {
    for (const plain of await tx.seedChains.stillPlain()) {
      const top = fromHex(plain.topSeed);
      if (top === null || toHex(hashRepeatedly(top, plain.length)) !== plain.anchor) {
        throw new FairnessKeyMismatch(`seed chain #${plain.id} (game ${plain.gameId}) holds a top seed that does not hash to its anchor`);
      }
      await tx.seedChains.sealPlain(plain.id, deps.seedVault.seal(top, chainLabel(plain)));
      sealed += 1;
    }
  });
  // The clear copies are overwritten, but old versions of the rows may linger in the files: rewrite them away.
  if (sealed > 0) await deps.store.discardOldVersions();
  let checked = 0;
  const games = await deps.store.read((tx) => tx.games.list());
  for (const game of games) {
    const chain = await deps.store.read((tx) => tx.seedChains.current(game.id));
    if (chain === null) continue;
    let top: Uint8Array;
    try {
      top = deps.seedVault.open(chain.sealedTop, chainLabel(chain));
    } catch (error) {
      if (!(error instanceof SeedVaultError)) throw error;
      throw new FairnessKeyMismatch(
        `the fairness key does not open seed chain #${chain.id} of game ${game.id}: start the server with the key that sealed it (FAIRNESS_KEY or FAIRNESS_KEY_FILE); it will not start new chains in place of sealed ones`,
      );
    }
    if (toHex(hashRepeatedly(top, chain.length)) !== chain.anchor) throw new FairnessKeyMismatch(`seed chain #${chain.id} of game ${game.id} does not hash to its anchor`);
    checked += 1;
  }
  return { sealed, checked };
}
