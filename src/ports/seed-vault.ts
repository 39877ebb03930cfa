/**
 * Keeps a seed chain's secret out of the database's reach: the store holds
 * only what `seal` returns, and only a server holding the key (which is never
 * in the database) can `open` it. A copy of the database therefore tells no
 * one a future draw.
 */
export interface SeedVault {
  /** The secret sealed for storage, bound to `label` (the chain it belongs to): opened under another label, it fails. */
  seal(secret: Uint8Array, label: string): string;
  /** The secret back; throws SeedVaultError when the key is not the one it was sealed with, or the text was altered. */
  open(sealed: string, label: string): Uint8Array;
  /** A secret derived from the key for `label` (32 bytes), never stored: the per-round pepper of the bets' pseudonyms. */
  derive(label: string): Uint8Array;
}

export class SeedVaultError extends Error {
  override readonly name = "SeedVaultError";
}

/** What a chain's secret is bound to: its game and its public anchor (so a sealed secret cannot be moved to another chain). */
export const chainLabel = (chain: { readonly gameId: number; readonly anchor: string }): string => `seed-chain:${chain.gameId}:${chain.anchor}`;
