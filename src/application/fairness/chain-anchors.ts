import type { AppDeps } from "../deps";

/** A chain as the public sees it: everything but the sealed secret. */
export interface PublicChain {
  readonly id: number;
  readonly gameId: number;
  readonly anchor: string;
  readonly length: number;
  readonly createdAtMs: number;
}

/**
 * Every seed chain of a game with its anchor and creation time, oldest first.
 * A chain exists (and is listed) before its first round is sold, so a quiet
 * swap of the chain behind later rounds would show here.
 */
export async function chainAnchors(deps: Pick<AppDeps, "store">, gameId: number): Promise<PublicChain[]> {
  const chains = await deps.store.read((tx) => tx.seedChains.list(gameId));
  return chains.map(({ id, gameId: game, anchor, length, createdAtMs }) => ({ id, gameId: game, anchor, length, createdAtMs }));
}
