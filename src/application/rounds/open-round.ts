import { commitmentOf } from "../../domain/fairness/chain";
import { CURRENT_DRAW_SCHEME, type DrawScheme } from "../../domain/rounds/round";
import type { ScheduledRound } from "../../domain/rounds/schedule";
import type { StoreTx } from "../../ports/store";
import type { SeedChains } from "../fairness/seed-chains";

/**
 * Creates a scheduled round with its commitment (the SHA-256 of its seed, which
 * is also the previous seed of the chain) before anyone can bet on it.
 * Answers false when the round existed already.
 */
export async function createRound(tx: StoreTx, chains: SeedChains, gameId: number, round: ScheduledRound, nowMs: number, drawScheme: DrawScheme = CURRENT_DRAW_SCHEME): Promise<boolean> {
  if (await tx.rounds.get(gameId, round.issue)) return false;
  // Another server may be creating this game's rounds right now: the chain position is taken under its lock.
  await tx.rounds.lockCreation(gameId);
  if (await tx.rounds.get(gameId, round.issue)) return false;
  const { chain, index } = await chains.nextSlot(tx, gameId, nowMs);
  return tx.rounds.create({
    gameId,
    issue: round.issue,
    openAtMs: round.openAtMs,
    closeAtMs: round.closeAtMs,
    drawAtMs: round.drawAtMs,
    status: "open",
    chainId: chain.id,
    chainIndex: index,
    commitment: commitmentOf(chains.seed(chain, index)),
    revealedSeed: null,
    digits: null,
    drawScheme,
    betsRoot: null,
    voided: null,
  });
}
