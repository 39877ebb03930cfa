import { betPseudonym, BetsRootBuilder, type BetLeaf } from "../../domain/fairness/bets-root";
import type { RoundRecord } from "../../domain/rounds/round";
import type { SeedVault } from "../../ports/seed-vault";
import type { StoreTx } from "../../ports/store";

/** Bets read per page while hashing a round's bets: the event loop is free between pages. */
const ROOT_PAGE_BETS = 2_000;

/** The per-round secret of the bets' pseudonyms (derived from the operator's key, never stored or published). */
const pseudonymPepper = (vault: SeedVault, round: Pick<RoundRecord, "gameId" | "issue">): Uint8Array =>
  vault.derive(`bet-pseudonyms:${round.gameId}:${round.issue}`);

/** Every leaf of a round's bets, ascending bet id: what /fairness publishes and a proof is cut from. */
export async function roundLeaves(tx: StoreTx, vault: SeedVault, round: Pick<RoundRecord, "gameId" | "issue">, between: () => Promise<void> = async () => {}): Promise<BetLeaf[]> {
  const pepper = pseudonymPepper(vault, round);
  const leaves: BetLeaf[] = [];
  for (let afterId = 0; ; ) {
    const page = await tx.bets.leavesOfRound(round.gameId, round.issue, afterId, ROOT_PAGE_BETS);
    for (const bet of page) {
      leaves.push({ betId: bet.id, pseudonym: betPseudonym(pepper, bet.userId, bet.id), playType: bet.playType, stakeMinor: bet.stakeMinor, placedAtMs: bet.placedAtMs });
    }
    if (page.length < ROOT_PAGE_BETS) return leaves;
    afterId = page[page.length - 1]!.id;
    await between();
  }
}

/**
 * The Merkle root of a round's bets as the store holds them now, hashed page
 * by page (`between` runs between pages, so a round of 100,000 bets never
 * holds the event loop for long).
 */
export async function roundBetsRoot(tx: StoreTx, vault: SeedVault, round: Pick<RoundRecord, "gameId" | "issue">, between: () => Promise<void> = async () => {}): Promise<string> {
  const pepper = pseudonymPepper(vault, round);
  const builder = new BetsRootBuilder();
  for (let afterId = 0; ; ) {
    const page = await tx.bets.leavesOfRound(round.gameId, round.issue, afterId, ROOT_PAGE_BETS);
    for (const bet of page) {
      builder.add({ betId: bet.id, pseudonym: betPseudonym(pepper, bet.userId, bet.id), playType: bet.playType, stakeMinor: bet.stakeMinor, placedAtMs: bet.placedAtMs });
    }
    if (page.length < ROOT_PAGE_BETS) return builder.root();
    afterId = page[page.length - 1]!.id;
    await between();
  }
}
