import { buildChain } from "../../domain/fairness/chain";
import type { SeedChain } from "../../domain/fairness/seed-chain";
import { toHex } from "../../domain/fairness/sha256";
import { invariant } from "../../domain/errors";
import type { RandomSource } from "../../ports/random";
import { chainLabel, type SeedVault } from "../../ports/seed-vault";
import type { StoreTx } from "../../ports/store";

/** Rounds a chain serves before a new one is started (about a year of default rounds). */
const DEFAULT_CHAIN_LENGTH = 100_000;

/**
 * Keeps each game's seed chain expanded in memory: the stored top seed is
 * sealed (only this server's vault opens it) and deriving seed k from it costs
 * L-k hashes, so the chain is opened and built once per process and then every
 * round's seed is a lookup.
 */
export class SeedChains {
  private readonly built = new Map<number, readonly Uint8Array[]>();

  constructor(
    private readonly random: RandomSource,
    private readonly vault: SeedVault,
    private readonly chainLength = DEFAULT_CHAIN_LENGTH,
  ) {}

  /** The seed of a round at `index` of `chain`. Throws SeedVaultError when this server's key does not open the chain. */
  seed(chain: SeedChain, index: number): Uint8Array {
    invariant(index >= 1 && index <= chain.length, `chain ${chain.id} has no seed ${index}`);
    let seeds = this.built.get(chain.id);
    if (!seeds) {
      const top = this.vault.open(chain.sealedTop, chainLabel(chain));
      seeds = buildChain(top, chain.length);
      invariant(toHex(seeds[0]!) === chain.anchor, `chain ${chain.id} does not hash to its anchor`);
      this.built.set(chain.id, seeds);
    }
    return seeds[index]!;
  }

  /** The chain and index for a game's next round: continues the current chain, or starts a new one when it is used up. */
  async nextSlot(tx: StoreTx, gameId: number, nowMs: number): Promise<{ chain: SeedChain; index: number }> {
    const latest = await tx.rounds.latest(gameId);
    const current = await tx.seedChains.current(gameId);
    if (current && latest && latest.chainId === current.id && latest.chainIndex < current.length) {
      return { chain: current, index: latest.chainIndex + 1 };
    }
    if (current && !latest) return { chain: current, index: 1 };
    if (current && latest && latest.chainId !== current.id) return { chain: current, index: 1 };
    const top = this.random.bytes(32);
    const seeds = buildChain(top, this.chainLength);
    const anchor = toHex(seeds[0]!);
    const chain = await tx.seedChains.create({
      gameId,
      sealedTop: this.vault.seal(top, chainLabel({ gameId, anchor })),
      length: this.chainLength,
      anchor,
      createdAtMs: nowMs,
    });
    this.built.set(chain.id, seeds);
    return { chain, index: 1 };
  }
}
